import { Search, X } from 'lucide-react';
import { useId } from 'react';
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
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
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

interface ListFiltersProps {
  search: SearchFieldProps;
  category: { label: string; value: string; options: FilterOption[]; onChange: (value: string) => void };
  /** Shown while any filter is set. */
  onClear: () => void;
  active: boolean;
  /** Announced to screen readers as the results change, e.g. '4 events found'; empty while loading. */
  status: string;
}

/** Search plus one category choice, stacked on phones, in a row from small screens up. */
export function ListFilters({ search, category, onClear, active, status }: ListFiltersProps) {
  const id = useId();
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchField {...search} />
      <label htmlFor={id} className="sr-only">
        {category.label}
      </label>
      <select
        id={id}
        value={category.value}
        onChange={(event) => category.onChange(event.target.value)}
        className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 sm:w-60"
      >
        {category.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {active && (
        <Button variant="ghost" onClick={onClear}>
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
export function NoMatches({ title, filtered, emptyText, onClear }: { title: string; filtered: boolean; emptyText: string; onClear: () => void }) {
  return (
    <EmptyState title={title}>
      <p>{filtered ? 'Nothing matches your search. Try another word or category.' : emptyText}</p>
      {filtered && (
        <Button variant="outline" className="mt-4" onClick={onClear}>
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
