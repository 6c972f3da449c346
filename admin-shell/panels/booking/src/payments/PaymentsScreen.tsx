import {
  hasFilters,
  ListExportButton,
  ListTable,
  ScreenHeader,
  ServerListBase,
  useColumnSort,
  useListFilters,
} from 'admin-kit';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { BusinessSettingsCard } from './BusinessSettingsCard';
import { DEFAULT_SORT, NO_FILTERS, type LedgerSortField } from './ledger-query';
import { PaymentDetailDialog } from './PaymentDetailDialog';
import { PaymentFilters } from './PaymentFilters';
import { PaymentsTable } from './PaymentsTable';
import type { PaymentRow } from './payment-types';

/**
 * Payments tab: the ledger of every Paystack payment, paged on the server through react-admin's list (its page,
 * sort and filters stay in the screen, not the URL, as on the other tabs), with refunds and business settings.
 */
export function PaymentsScreen() {
  return (
    <ServerListBase<PaymentRow> resource="payments" sort={DEFAULT_SORT}>
      <PaymentsList />
    </ServerListBase>
  );
}

function PaymentsList() {
  const { refetch, isFetching } = useListContext<PaymentRow>();
  const { filters, changeFilters } = useListFilters(NO_FILTERS);
  const { sort, onSort } = useColumnSort<LedgerSortField>();
  const [opened, setOpened] = useState<PaymentRow | null>(null);

  return (
    <section>
      <ScreenHeader
        title="Payments"
        subtitle="Every payment, online or recorded at the desk, its receipt and its refunds"
        onRefresh={() => refetch()}
        refreshing={isFetching}
        actions={<ListExportButton list="payments" />}
      />
      <PaymentFilters filters={filters} onChange={changeFilters} />
      <ListTable<PaymentRow> emptyText={hasFilters(filters) ? 'No payments match these filters' : 'No payments yet'}>
        {(rows) => <PaymentsTable rows={rows} sort={sort} onSort={onSort} onOpen={setOpened} />}
      </ListTable>
      <BusinessSettingsCard />
      {opened && <PaymentDetailDialog key={opened.id} row={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
