import { Card, TablePagination } from '@mui/material';
import { EmptyState, LoadError, PAGE_SIZES, SkeletonList } from 'admin-kit';
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { StaffList } from './use-staff-list';

interface StaffListPagesProps<Row extends RaRecord, F extends { q: string }, S extends string> {
  list: StaffList<Row, F, S>;
  /** Shown instead of the table when the first page is empty. */
  emptyText: string;
  children: (rows: Row[]) => ReactNode;
}

/** A staff list's page: placeholders while it loads, its error, its empty text, or its table with a pager. */
export function StaffListPages<Row extends RaRecord, F extends { q: string }, S extends string>({
  list,
  emptyText,
  children,
}: StaffListPagesProps<Row, F, S>) {
  const { result, page, pageSize, setPage, changePageSize } = list;
  if (result.isPending) return <SkeletonList count={5} height={48} />;
  if (result.error) return <LoadError error={result.error} onRetry={() => result.refetch()} />;
  const rows = result.data ?? [];
  // A later page can come back empty (rows removed meanwhile); its pager still leads back.
  if (rows.length === 0 && page === 0) return <EmptyState text={emptyText} />;
  return (
    <Card variant="outlined" aria-busy={result.isFetching}>
      {children(rows)}
      <TablePagination
        component="div"
        count={result.total ?? -1}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(event) => changePageSize(Number(event.target.value))}
      />
    </Card>
  );
}
