import {
  ConfirmDialog,
  hasFilters,
  ListTable,
  ScreenHeader,
  ServerListBase,
  useAllowed,
  useColumnSort,
  useDeleteRecord,
  useListFilters,
} from 'admin-kit';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { personName, removalEffect, waitedForLabel, waitedWhenLabel } from './waitlist-labels';
import {
  DEFAULT_WAITLIST_SORT,
  NO_WAITLIST_FILTERS,
  WAITLIST_FIRST_ORDER,
  type WaitlistSortField,
} from './waitlist-query';
import { WaitlistFiltersBar } from './WaitlistFiltersBar';
import { WaitlistTable } from './WaitlistTable';
import type { AdminWaitlistEntry } from './waitlist-types';

/**
 * Waitlist tab: everyone waiting for a full slot or day, paged on the server and searchable by name, e-mail or
 * phone, with their place in line, the offer made when the slot freed up and the booking it led to.
 */
export function WaitlistScreen() {
  return (
    <ServerListBase<AdminWaitlistEntry> resource="waitlist" sort={DEFAULT_WAITLIST_SORT}>
      <WaitlistList />
    </ServerListBase>
  );
}

function WaitlistList() {
  const { refetch, isFetching } = useListContext<AdminWaitlistEntry>();
  const { filters, changeFilters } = useListFilters(NO_WAITLIST_FILTERS);
  const { sort, onSort } = useColumnSort<WaitlistSortField>(WAITLIST_FIRST_ORDER);
  // The server's rule for taking someone off: a change to bookings, not a deletion of one.
  const mayRemove = useAllowed('bookings', 'edit');
  const [removing, setRemoving] = useState<AdminWaitlistEntry | null>(null);
  const close = () => setRemoving(null);
  // react-admin reads the list again after a removal, refused or not: those behind move up a place, and a refusal
  // (409, they booked meanwhile) shows the row as it now stands. The error toast gives the server's message, and the
  // dialog stays open until dismissed.
  const { remove, busy } = useDeleteRecord<AdminWaitlistEntry>('waitlist', {
    deleted: 'Removed from the waitlist',
    failure: 'Failed to remove from the waitlist',
    onSuccess: close,
  });

  return (
    <section>
      <ScreenHeader
        title="Waitlist"
        subtitle="Who waits for a full slot or day, their place in line, and the offers made when one frees up"
        onRefresh={() => refetch()}
        refreshing={isFetching}
      />
      <WaitlistFiltersBar filters={filters} onChange={changeFilters} />
      <ListTable<AdminWaitlistEntry>
        emptyText={hasFilters(filters) ? 'No one on the waitlist matches these filters' : 'No one is on the waitlist'}
      >
        {(rows) => (
          <WaitlistTable rows={rows} sort={sort} onSort={onSort} onRemove={mayRemove ? setRemoving : undefined} />
        )}
      </ListTable>
      {removing && (
        <ConfirmDialog
          open
          title="Remove from Waitlist"
          confirmLabel="Remove"
          busyLabel="Removing..."
          busy={busy}
          onClose={close}
          onConfirm={() => remove(removing)}
        >
          Take {personName(removing)} off the waitlist for {waitedForLabel(removing)} on {waitedWhenLabel(removing)}?{' '}
          {removalEffect(removing)} They cannot be put back in their place.
        </ConfirmDialog>
      )}
    </section>
  );
}
