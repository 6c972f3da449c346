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
  type AdminBooking,
  type BookingGroup,
} from 'admin-kit';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { BookingFiltersBar } from './BookingFiltersBar';
import { BookingGroupsTable } from './BookingGroupsTable';
import {
  BOOKING_FIRST_ORDER,
  DEFAULT_BOOKING_SORT,
  NO_BOOKING_FILTERS,
  type BookingSortField,
} from './booking-groups-query';
import { BulkTourActions } from './BulkTourActions';
import { ManageBookingDialog } from './ManageBookingDialog';

/**
 * Bookings tab: "Booking Management", one row per booking group (a checkout or a tour request), paged on the
 * server and searchable by name, e-mail, phone or reference, with its dates, its payment and the manage dialog.
 * A link from another tab may open it filtered (`?filter=`).
 */
export function BookingsScreen() {
  const linked = useLinkedListFilters(NO_BOOKING_FILTERS);
  return (
    <ServerListBase<BookingGroup> resource="booking-groups" sort={DEFAULT_BOOKING_SORT} filterDefaultValues={linked}>
      <BookingsList />
    </ServerListBase>
  );
}

function BookingsList() {
  const { refetch, isFetching } = useListContext<BookingGroup>();
  const { filters, changeFilters } = useListFilters(NO_BOOKING_FILTERS);
  const { sort, onSort } = useColumnSort<BookingSortField>(BOOKING_FIRST_ORDER);
  const mayDecide = useAllowed('bookings', 'edit');
  const [managed, setManaged] = useState<AdminBooking | null>(null);

  return (
    <section>
      <ScreenHeader
        title="Booking Management"
        subtitle="Every checkout and tour request, with its dates and its payment"
        onRefresh={() => refetch()}
        refreshing={isFetching}
        actions={<ListExportButton list="booking-groups" />}
      />
      <BookingFiltersBar filters={filters} onChange={changeFilters} />
      {mayDecide && <BulkTourActions />}
      <ListTable<BookingGroup>
        emptyText={hasFilters(filters) ? 'No bookings match these filters' : 'No bookings found'}
      >
        {(rows) => (
          <BookingGroupsTable rows={rows} sort={sort} onSort={onSort} onManage={setManaged} selectable={mayDecide} />
        )}
      </ListTable>
      {managed && <ManageBookingDialog key={managed.id} booking={managed} onClose={() => setManaged(null)} />}
    </section>
  );
}
