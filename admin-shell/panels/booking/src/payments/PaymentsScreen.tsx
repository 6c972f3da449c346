import { Card, TablePagination } from '@mui/material';
import { EmptyState, LoadError, ScreenHeader, SkeletonList } from 'admin-kit';
import { useState } from 'react';
import { BusinessSettingsCard } from './BusinessSettingsCard';
import {
  DEFAULT_SORT,
  hasFilters,
  ledgerQuery,
  nextSort,
  NO_FILTERS,
  PAGE_SIZE,
  PAGE_SIZES,
  type LedgerFilters,
  type LedgerSort,
  type LedgerSortField,
} from './ledger-query';
import { PaymentDetailDialog } from './PaymentDetailDialog';
import { PaymentFilters } from './PaymentFilters';
import { PaymentsTable } from './PaymentsTable';
import type { PaymentRow } from './payment-types';
import { useDebouncedValue } from './use-debounced-value';
import { usePaymentsPage } from './use-payments';

const SEARCH_DELAY_MS = 300;

/** Payments tab: the ledger of every Paystack payment, paged on the server, with refunds and business settings. */
export function PaymentsScreen() {
  const [filters, setFilters] = useState<LedgerFilters>(NO_FILTERS);
  const [sort, setSort] = useState<LedgerSort>(DEFAULT_SORT);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [opened, setOpened] = useState<PaymentRow | null>(null);
  const q = useDebouncedValue(filters.q, SEARCH_DELAY_MS);
  const payments = usePaymentsPage(ledgerQuery({ ...filters, q }, sort, page, pageSize));

  const changeFilters = (next: LedgerFilters) => {
    setFilters(next);
    setPage(0);
  };
  const changeSort = (field: LedgerSortField) => {
    setSort(nextSort(sort, field));
    setPage(0);
  };

  return (
    <section>
      <ScreenHeader
        title="Payments"
        subtitle="Every Paystack payment, its receipt and its refunds"
        onRefresh={() => payments.refetch()}
        refreshing={payments.isFetching}
      />
      <PaymentFilters filters={filters} onChange={changeFilters} />
      {payments.isPending ? (
        <SkeletonList count={5} height={48} />
      ) : payments.isError ? (
        <LoadError error={payments.error} onRetry={() => payments.refetch()} />
      ) : payments.data.rows.length === 0 && page === 0 ? (
        <EmptyState text={hasFilters(filters) ? 'No payments match these filters' : 'No payments yet'} />
      ) : (
        <Card variant="outlined" aria-busy={payments.isFetching}>
          <PaymentsTable rows={payments.data.rows} sort={sort} onSort={changeSort} onOpen={setOpened} />
          <TablePagination
            component="div"
            count={payments.data.total}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
          />
        </Card>
      )}
      <BusinessSettingsCard />
      {opened && <PaymentDetailDialog key={opened.id} row={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
