import {
  nextSort,
  PAGE_SIZE,
  useDebouncedValue,
  useLinkedListFilters,
  type ColumnSort,
  type SortOrder,
} from 'admin-kit';
import { useState } from 'react';
import { useGetList, type RaRecord } from 'react-admin';

const SEARCH_DELAY_MS = 300;

interface StaffListOptions<F, S extends string> {
  /** Every filter as typed, '' for "any" (the server ignores blanks). */
  noFilters: F;
  defaultSort: ColumnSort<S>;
  /** The order a column sorts in on its first click, where it is not newest first. */
  firstOrder?: Readonly<Partial<Record<S, SortOrder>>>;
}

/**
 * One of the content tab's server-paged lists through react-admin's data provider (useGetList): its filters (`q`
 * is the search box, sent once typing pauses), sort, page and page size. A new filter, sort or page size starts
 * again from the first page; the page shown stays while the next loads. The filters start as the tab's link names
 * them (see listLink), where it names any.
 */
export function useStaffList<Row extends RaRecord, F extends { q: string }, S extends string>(
  resource: string,
  { noFilters, defaultSort, firstOrder }: StaffListOptions<F, S>,
) {
  // A link from another tab (the Overview's unanswered contacts) may open the list filtered (`?filter=`).
  const linked = useLinkedListFilters(noFilters);
  const [filters, setFilters] = useState(linked);
  const [sort, setSort] = useState(defaultSort);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const q = useDebouncedValue(filters.q, SEARCH_DELAY_MS);
  const changeFilters = (next: F) => {
    setFilters(next);
    setPage(0);
  };
  const result = useGetList<Row>(
    resource,
    { pagination: { page: page + 1, perPage: pageSize }, sort, filter: { ...filters, q } },
    { placeholderData: (previous) => previous },
  );
  return {
    result,
    filters,
    sort,
    page,
    pageSize,
    changeFilters,
    /** One filter of the bar (status, a date...) changed; the others stay. */
    changeFilter: <K extends keyof F>(key: K, value: F[K]) => changeFilters({ ...filters, [key]: value }),
    changeSort: (field: S) => {
      setSort(nextSort(sort, field, firstOrder?.[field]));
      setPage(0);
    },
    setPage,
    changePageSize: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
  };
}

export type StaffList<Row extends RaRecord, F extends { q: string }, S extends string> = ReturnType<
  typeof useStaffList<Row, F, S>
>;
