import {
  dateRangeError,
  DateFilter,
  FilterBar,
  SelectFilter,
  useAllowed,
  WHOLE_LIST,
  type AdminSpace,
} from 'admin-kit';
import { useGetList } from 'react-admin';
import {
  BOOKING_STATUS_FILTERS,
  BOOKING_TYPE_FILTERS,
  NO_BOOKING_FILTERS,
  type BookingFilters,
} from './booking-groups-query';

interface BookingFiltersBarProps {
  filters: BookingFilters;
  onChange: (filters: BookingFilters) => void;
}

/**
 * Search and filters above the bookings. The space filter lists the spaces for admins who may see them; others
 * filter by the rest (the server checks every filter either way).
 */
export function BookingFiltersBar({ filters, onChange }: BookingFiltersBarProps) {
  const maySeeSpaces = useAllowed('spaces', 'view');
  const spaces = useGetList<AdminSpace>('spaces', WHOLE_LIST, { enabled: maySeeSpaces });
  const spaceChoices = (spaces.data ?? []).map((space) => ({ value: space.id, label: space.name }));
  return (
    <FilterBar
      label="Filter bookings"
      searchPlaceholder="Name, e-mail, phone or reference"
      filters={filters}
      noFilters={NO_BOOKING_FILTERS}
      onChange={onChange}
    >
      <SelectFilter
        label="Status"
        value={filters.status}
        choices={BOOKING_STATUS_FILTERS}
        onChange={(value) => onChange({ ...filters, status: value as BookingFilters['status'] })}
      />
      <SelectFilter
        label="Type"
        value={filters.type}
        choices={BOOKING_TYPE_FILTERS}
        onChange={(value) => onChange({ ...filters, type: value as BookingFilters['type'] })}
      />
      {maySeeSpaces && (
        <SelectFilter
          wide
          label="Space"
          value={filters.spaceId}
          choices={spaceChoices}
          onChange={(spaceId) => onChange({ ...filters, spaceId })}
        />
      )}
      <DateFilter label="Dates from" value={filters.from} onChange={(from) => onChange({ ...filters, from })} />
      {/* The end date carries the message: it is the one that is wrong when the range is reversed. */}
      <DateFilter
        label="Dates to"
        value={filters.to}
        onChange={(to) => onChange({ ...filters, to })}
        error={dateRangeError(filters.from, filters.to)}
      />
    </FilterBar>
  );
}
