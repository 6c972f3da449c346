import { hasFilters, PagedTable, ScreenHeader, usePagedList } from 'admin-kit';
import { useState } from 'react';
import { BusinessSettingsCard } from './BusinessSettingsCard';
import { DEFAULT_SORT, ledgerQuery, NO_FILTERS } from './ledger-query';
import { PaymentDetailDialog } from './PaymentDetailDialog';
import { PaymentFilters } from './PaymentFilters';
import { PaymentsTable } from './PaymentsTable';
import type { PaymentRow } from './payment-types';
import { usePaymentsPage } from './use-payments';

/** Payments tab: the ledger of every Paystack payment, paged on the server, with refunds and business settings. */
export function PaymentsScreen() {
  const list = usePagedList({ noFilters: NO_FILTERS, defaultSort: DEFAULT_SORT });
  const [opened, setOpened] = useState<PaymentRow | null>(null);
  const payments = usePaymentsPage(ledgerQuery(list.searched, list.sort, list.page, list.pageSize));

  return (
    <section>
      <ScreenHeader
        title="Payments"
        subtitle="Every Paystack payment, its receipt and its refunds"
        onRefresh={() => payments.refetch()}
        refreshing={payments.isFetching}
      />
      <PaymentFilters filters={list.filters} onChange={list.changeFilters} />
      <PagedTable
        result={payments}
        paging={list}
        emptyText={hasFilters(list.filters) ? 'No payments match these filters' : 'No payments yet'}
      >
        {(rows) => <PaymentsTable rows={rows} sort={list.sort} onSort={list.changeSort} onOpen={setOpened} />}
      </PagedTable>
      <BusinessSettingsCard />
      {opened && <PaymentDetailDialog key={opened.id} row={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
