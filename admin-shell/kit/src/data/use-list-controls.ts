import { useState } from 'react';
import { useListContext } from 'react-admin';
import { nextSort, type ColumnSort, type SortOrder } from './paging';

/**
 * The sort of the list in react-admin's list context as column headers need it: a second click on the sorted column
 * flips it, another column starts in its first order (`firstOrder`, else newest / largest first).
 */
export function useColumnSort<F extends string>(firstOrder?: Readonly<Partial<Record<F, SortOrder>>>) {
  const { sort, setSort } = useListContext();
  const current = sort as ColumnSort<F>;
  return { sort: current, onSort: (field: F) => setSort(nextSort(current, field, firstOrder?.[field])) };
}

/** A filter row's values without the blanks (`''` means "any"), as react-admin's filter values. */
function setFiltersOf<F extends Record<keyof F, string>>(filters: F): Partial<F> {
  return Object.fromEntries(Object.entries<string>(filters).filter(([, value]) => value.trim() !== '')) as Partial<F>;
}

/**
 * The filter row of the list in react-admin's list context, every filter as typed (`''` for "any"). The row keeps
 * what is typed itself, so typing stays instant while react-admin waits for a pause in the search before asking
 * the server (ListBase's `debounce`); other filters apply at once. Any change starts again from the first page.
 */
export function useListFilters<F extends { q: string } & Record<keyof F, string>>(noFilters: F) {
  const { filterValues, setFilters } = useListContext();
  const [filters, setTyped] = useState<F>(() => ({ ...noFilters, ...(filterValues as Partial<F>) }));
  const changeFilters = (next: F) => {
    const searchChanged = next.q !== filters.q;
    setTyped(next);
    setFilters(setFiltersOf(next), undefined, searchChanged);
  };
  return { filters, changeFilters };
}
