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
import { NO_WAITLIST_FILTERS, WAITLIST_STATUS_FILTERS, type WaitlistFilters } from './waitlist-query';

interface WaitlistFiltersBarProps {
  filters: WaitlistFilters;
  onChange: (filters: WaitlistFilters) => void;
}

/**
 * Search and filters above the waitlist. As on Bookings, the space filter lists the spaces for admins who may see
 * them; others filter by the rest.
 */
export function WaitlistFiltersBar({ filters, onChange }: WaitlistFiltersBarProps) {
  const maySeeSpaces = useAllowed('spaces', 'view');
  const spaces = useGetList<AdminSpace>('spaces', WHOLE_LIST, { enabled: maySeeSpaces });
  const spaceChoices = (spaces.data ?? []).map((space) => ({ value: space.id, label: space.name }));
  return (
    <FilterBar
      label="Filter waitlist"
      searchPlaceholder="Name, e-mail or phone"
      filters={filters}
      noFilters={NO_WAITLIST_FILTERS}
      onChange={onChange}
    >
      <SelectFilter
        label="Status"
        value={filters.status}
        choices={WAITLIST_STATUS_FILTERS}
        onChange={(value) => onChange({ ...filters, status: value as WaitlistFilters['status'] })}
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
      <DateFilter label="Wanted from" value={filters.from} onChange={(from) => onChange({ ...filters, from })} />
      {/* The end date carries the message: it is the one that is wrong when the range is reversed. */}
      <DateFilter
        label="Wanted to"
        value={filters.to}
        onChange={(to) => onChange({ ...filters, to })}
        error={dateRangeError(filters.from, filters.to)}
      />
    </FilterBar>
  );
}
