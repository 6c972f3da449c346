import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from './button';
import { EmptyState } from './layout';

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search box that filters as you type (no submit: the lists are already on the page). */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
      />
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

export const ALL_CATEGORIES = 'all';

/** The state of a search box plus a category choice ('all' by default). */
export function useListFilters() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  return {
    search,
    setSearch,
    category,
    setCategory,
    filtered: search.trim() !== '' || category !== ALL_CATEGORIES,
    clear: () => {
      setSearch('');
      setCategory(ALL_CATEGORIES);
    },
    /** Whether an item in `itemCategory`, described by `texts`, passes both filters. */
    matches: (itemCategory: string, ...texts: string[]) =>
      (category === ALL_CATEGORIES || itemCategory === category) && matchesQuery(search, ...texts),
  };
}
export type ListFilterState = ReturnType<typeof useListFilters>;

interface ListFiltersProps {
  filters: ListFilterState;
  search: { label: string; placeholder: string };
  /** The choices after 'all' (whose label comes first in `allLabel`). */
  category: { label: string; allLabel: string; options: FilterOption[] };
  /** Announced to screen readers as the results change, e.g. '4 events found'; empty while loading. */
  status: string;
}

/** Search plus one category choice, stacked on phones, in a row from small screens up. */
export function ListFilters({ filters, search, category, status }: ListFiltersProps) {
  const id = useId();
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchField {...search} value={filters.search} onChange={filters.setSearch} />
      <label htmlFor={id} className="sr-only">
        {category.label}
      </label>
      <select
        id={id}
        value={filters.category}
        onChange={(event) => filters.setCategory(event.target.value)}
        className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 sm:w-60"
      >
        {[{ value: ALL_CATEGORIES, label: category.allLabel }, ...category.options].map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {filters.filtered && (
        <Button variant="ghost" onClick={filters.clear}>
          <X aria-hidden="true" className="size-4" /> Clear Filters
        </Button>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}

/** The empty state of a filtered list: with filters set it offers to clear them, otherwise it says why it is empty. */
export function NoMatches({
  title,
  filters,
  emptyText,
}: {
  title: string;
  filters: ListFilterState;
  emptyText: string;
}) {
  return (
    <EmptyState title={title}>
      <p>{filters.filtered ? 'Nothing matches your search. Try another word or category.' : emptyText}</p>
      {filters.filtered && (
        <Button variant="outline" className="mt-4" onClick={filters.clear}>
          Clear Filters
        </Button>
      )}
    </EmptyState>
  );
}

/** Case-insensitive "contains" over the given texts; a blank query matches everything. */
export function matchesQuery(query: string, ...texts: string[]): boolean {
  const needle = query.trim().toLowerCase();
  return !needle || texts.some((text) => text.toLowerCase().includes(needle));
}
