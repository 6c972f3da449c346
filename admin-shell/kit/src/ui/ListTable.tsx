import { Card, TablePagination } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, type RaRecord } from 'react-admin';
import { PAGE_SIZES, type ColumnSort } from '../data/paging';
import { EmptyState, LoadError, SkeletonList } from './states';

/** What the table inside a ListTable takes: the page's rows, the sort it shows and asks for, and a row to open. */
export interface PagedRowsProps<Row, F extends string> {
  rows: readonly Row[];
  sort: ColumnSort<F>;
  onSort: (field: F) => void;
  onOpen: (row: Row) => void;
}

interface ListTableProps<Row> {
  /** Shown instead of the table when the first page is empty. */
  emptyText: string;
  /** The table of the page's rows. */
  children: (rows: Row[]) => ReactNode;
}

/**
 * The page of the list in react-admin's list context (ListBase): placeholders while it loads, its error, its empty
 * text, or its table with a pager. react-admin keeps the previous page on screen while the next one loads.
 */
export function ListTable<Row extends RaRecord>({ emptyText, children }: ListTableProps<Row>) {
  const { data, total, page, perPage, setPage, setPerPage, isPending, error, refetch, isFetching } =
    useListContext<Row>();
  if (isPending) return <SkeletonList count={5} height={48} />;
  if (error) return <LoadError error={error} onRetry={() => refetch()} />;
  // A later page can come back empty (rows removed meanwhile); its pager still leads back.
  if (data.length === 0 && page === 1) return <EmptyState text={emptyText} />;
  return (
    <Card variant="outlined" aria-busy={isFetching}>
      {children(data)}
      <TablePagination
        component="div"
        count={total ?? -1}
        page={page - 1}
        onPageChange={(_event, next) => setPage(next + 1)}
        rowsPerPage={perPage}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      />
    </Card>
  );
}
