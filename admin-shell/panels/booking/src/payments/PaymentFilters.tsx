import { dateRangeError, DateFilter, FilterBar, SelectFilter } from 'admin-kit';
import { CHANNEL_FILTERS, NO_FILTERS, PURPOSE_FILTERS, STATUS_FILTERS, type LedgerFilters } from './ledger-query';

interface PaymentFiltersProps {
  filters: LedgerFilters;
  onChange: (filters: LedgerFilters) => void;
}

const SELECT_FILTERS = [
  { key: 'status', label: 'Status', choices: STATUS_FILTERS },
  { key: 'purpose', label: 'Paid for', choices: PURPOSE_FILTERS },
  { key: 'channel', label: 'Channel', choices: CHANNEL_FILTERS },
] as const;

/** Search and filters above the ledger; every change starts again from the first page. */
export function PaymentFilters({ filters, onChange }: PaymentFiltersProps) {
  const rangeError = dateRangeError(filters.from, filters.to);
  return (
    <FilterBar
      label="Filter payments"
      searchPlaceholder="Reference, e-mail, name, receipt"
      filters={filters}
      noFilters={NO_FILTERS}
      onChange={onChange}
    >
      {SELECT_FILTERS.map(({ key, label, choices }) => (
        <SelectFilter
          key={key}
          label={label}
          value={filters[key]}
          choices={choices}
          // The value is one of this filter's own choices (or '' for All).
          onChange={(value) => onChange({ ...filters, [key]: value } as LedgerFilters)}
        />
      ))}
      <DateFilter label="Created from" value={filters.from} onChange={(from) => onChange({ ...filters, from })} />
      {/* The end date carries the message: it is the one that is wrong when the range is reversed. */}
      <DateFilter
        label="Created to"
        value={filters.to}
        onChange={(to) => onChange({ ...filters, to })}
        error={rangeError}
      />
    </FilterBar>
  );
}
