import { hasFilters, PagedTable, ScreenHeader, useAllowed, usePagedList, useRecords } from 'admin-kit';
import { useState } from 'react';
import { MembershipDetailDialog } from './MembershipDetailDialog';
import { MembershipFilters } from './MembershipFilters';
import type { Membership } from './membership-types';
import { DEFAULT_SORT, FIRST_ORDER, membershipsQuery, NO_FILTERS } from './memberships-query';
import { MembershipsTable } from './MembershipsTable';
import { useMembershipsPage } from './use-memberships';

/** Memberships tab: every plan booking with its member, period, next charge and payments, paged on the server. */
export function MembershipsScreen() {
  const list = usePagedList({ noFilters: NO_FILTERS, defaultSort: DEFAULT_SORT, firstOrder: FIRST_ORDER });
  const [opened, setOpened] = useState<Membership | null>(null);
  const memberships = useMembershipsPage(membershipsQuery(list.searched, list.sort, list.page, list.pageSize));
  const mayViewPlans = useAllowed('membershipPlans', 'view');
  const plans = useRecords('membership-plans', { enabled: mayViewPlans });

  return (
    <section>
      <ScreenHeader
        title="Memberships"
        subtitle="Members' plans, renewals and payments"
        onRefresh={() => memberships.refetch()}
        refreshing={memberships.isFetching}
      />
      <MembershipFilters filters={list.filters} onChange={list.changeFilters} plans={plans.data ?? []} />
      <PagedTable
        result={memberships}
        paging={list}
        emptyText={hasFilters(list.filters) ? 'No memberships match these filters' : 'No memberships yet'}
      >
        {(rows) => <MembershipsTable rows={rows} sort={list.sort} onSort={list.changeSort} onOpen={setOpened} />}
      </PagedTable>
      {opened && <MembershipDetailDialog key={opened.id} row={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
