import { useState } from 'react';
import { nextSort, PAGE_SIZE, type ColumnSort, type SortOrder } from './paging';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DELAY_MS = 300;

interface PagedListOptions<F, S extends string> {
  noFilters: F;
  defaultSort: ColumnSort<S>;
  /** The order a column sorts in on its first click, where it is not newest / largest first. */
  firstOrder?: Readonly<Partial<Record<S, SortOrder>>>;
}

/** The page a list shows and how to turn it, as the paged table needs them. */
export interface ListPaging {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  changePageSize: (size: number) => void;
}

/**
 * What a server-paged list screen has chosen: its filters (`q` is the search box), sort, page and page size. A new
 * filter, sort or page size starts again from the first page. `searched` is the filters to ask the server for: the
 * search as it was when typing paused, so typing sends one request, not one per key.
 */
export function usePagedList<F extends { q: string }, S extends string>({
  noFilters,
  defaultSort,
  firstOrder,
}: PagedListOptions<F, S>) {
  const [filters, setFilters] = useState(noFilters);
  const [sort, setSort] = useState(defaultSort);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const q = useDebouncedValue(filters.q, SEARCH_DELAY_MS);
  return {
    filters,
    searched: { ...filters, q },
    sort,
    page,
    pageSize,
    changeFilters: (next: F) => {
      setFilters(next);
      setPage(0);
    },
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
