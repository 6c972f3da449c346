import { Card, TablePagination } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListPage } from '../api/client';
import { PAGE_SIZES, type ColumnSort } from '../data/paging';
import type { ListPaging } from '../data/use-paged-list';
import { EmptyState, LoadError, SkeletonList } from './states';

/** What the table inside a PagedTable takes: the page's rows, the sort it shows and asks for, and a row to open. */
export interface PagedRowsProps<Row, F extends string> {
  rows: readonly Row[];
  sort: ColumnSort<F>;
  onSort: (field: F) => void;
  onOpen: (row: Row) => void;
}

interface PagedTableProps<Row> {
  /** The query of the page shown (usePagedList's choices); its previous page may stay while the next loads. */
  result: UseQueryResult<ListPage<Row>>;
  paging: ListPaging;
  /** Shown instead of the table when the first page is empty. */
  emptyText: string;
  /** The table of the page's rows. */
  children: (rows: Row[]) => ReactNode;
}

/** A server-paged list: placeholders while it loads, its error, its empty text, or its table with a pager. */
export function PagedTable<Row>({ result, paging, emptyText, children }: PagedTableProps<Row>) {
  const { page, pageSize, setPage, changePageSize } = paging;
  if (result.isPending) return <SkeletonList count={5} height={48} />;
  if (result.isError) return <LoadError error={result.error} onRetry={() => result.refetch()} />;
  // A later page can come back empty (rows removed meanwhile); its pager still leads back.
  if (result.data.rows.length === 0 && page === 0) return <EmptyState text={emptyText} />;
  return (
    <Card variant="outlined" aria-busy={result.isFetching}>
      {children(result.data.rows)}
      <TablePagination
        component="div"
        count={result.data.total}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(event) => changePageSize(Number(event.target.value))}
      />
    </Card>
  );
}
