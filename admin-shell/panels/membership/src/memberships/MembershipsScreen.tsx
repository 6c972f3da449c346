import {
  hasFilters,
  ListExportButton,
  ListTable,
  ScreenHeader,
  ServerListBase,
  useAllowed,
  useColumnSort,
  useLinkedListFilters,
  useListFilters,
  WHOLE_LIST,
  type MembershipPlan,
} from 'admin-kit';
import { useState } from 'react';
import { useGetList, useListContext } from 'react-admin';
import { MembershipDetailDialog } from './MembershipDetailDialog';
import { MembershipFilters } from './MembershipFilters';
import type { Membership } from './membership-types';
import { DEFAULT_SORT, FIRST_ORDER, NO_FILTERS, type MembershipSortField } from './memberships-query';
import { MembershipsTable } from './MembershipsTable';

/**
 * Memberships tab: every plan booking with its member, period, next charge and payments, paged on the server
 * through react-admin's list (its page, sort and filters stay in the screen, not the URL, as on the other tabs).
 */
export function MembershipsScreen() {
  // A link from another tab (the Overview's renewals due) may open it filtered (`?filter=`).
  const linked = useLinkedListFilters(NO_FILTERS);
  return (
    <ServerListBase<Membership> resource="memberships" sort={DEFAULT_SORT} filterDefaultValues={linked}>
      <MembershipsList />
    </ServerListBase>
  );
}

function MembershipsList() {
  const { refetch, isFetching } = useListContext<Membership>();
  const { filters, changeFilters } = useListFilters(NO_FILTERS);
  const { sort, onSort } = useColumnSort<MembershipSortField>(FIRST_ORDER);
  const [opened, setOpened] = useState<Membership | null>(null);
  const mayViewPlans = useAllowed('membershipPlans', 'view');
  const plans = useGetList<MembershipPlan>('membership-plans', WHOLE_LIST, { enabled: mayViewPlans });

  return (
    <section>
      <ScreenHeader
        title="Memberships"
        subtitle="Members' plans, renewals and payments"
        onRefresh={() => refetch()}
        refreshing={isFetching}
        actions={<ListExportButton list="memberships" />}
      />
      <MembershipFilters filters={filters} onChange={changeFilters} plans={plans.data ?? []} />
      <ListTable<Membership>
        emptyText={hasFilters(filters) ? 'No memberships match these filters' : 'No memberships yet'}
      >
        {(rows) => <MembershipsTable rows={rows} sort={sort} onSort={onSort} onOpen={setOpened} />}
      </ListTable>
      {opened && <MembershipDetailDialog key={opened.id} row={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
