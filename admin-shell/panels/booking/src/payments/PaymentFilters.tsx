import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, MenuItem, TextField } from '@mui/material';
import {
  CHANNEL_FILTERS,
  dateRangeError,
  hasFilters,
  NO_FILTERS,
  PURPOSE_FILTERS,
  STATUS_FILTERS,
  type LedgerFilters,
} from './ledger-query';

interface PaymentFiltersProps {
  filters: LedgerFilters;
  onChange: (filters: LedgerFilters) => void;
}

const ANY = '';

const SELECT_FILTERS = [
  { key: 'status', label: 'Status', choices: STATUS_FILTERS },
  { key: 'purpose', label: 'Paid for', choices: PURPOSE_FILTERS },
  { key: 'channel', label: 'Channel', choices: CHANNEL_FILTERS },
] as const;

const DATE_FILTERS = [
  { key: 'from', label: 'Created from' },
  { key: 'to', label: 'Created to' },
] as const;
// minWidth 0 lets the flex bases decide when the row wraps, rather than the inputs' own widths.
const SEARCH_WIDTH = { flex: '2 1 260px', minWidth: 0 };
const SELECT_WIDTH = { flex: '1 1 140px', minWidth: 0, maxWidth: { sm: 200 } };
const DATE_WIDTH = { flex: '1 1 150px', minWidth: 0, maxWidth: { sm: 180 } };

function SelectFilter({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value={ANY}>All</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Search and filters above the ledger; every change starts again from the first page. */
export function PaymentFilters({ filters, onChange }: PaymentFiltersProps) {
  const set = <K extends keyof LedgerFilters>(key: K, value: LedgerFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const rangeError = dateRangeError(filters.from, filters.to);
  return (
    <Box
      role="search"
      aria-label="Filter payments"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'flex-start' }}
    >
      <Box sx={SEARCH_WIDTH}>
        <TextField
          fullWidth
          size="small"
          type="search"
          label="Search"
          placeholder="Reference, e-mail, name, receipt"
          value={filters.q}
          onChange={(event) => set('q', event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {SELECT_FILTERS.map(({ key, label, choices }) => (
        <Box key={key} sx={SELECT_WIDTH}>
          <SelectFilter
            label={label}
            value={filters[key]}
            choices={choices}
            // The value is one of this filter's own choices (or '' for All).
            onChange={(value) => onChange({ ...filters, [key]: value } as LedgerFilters)}
          />
        </Box>
      ))}
      {DATE_FILTERS.map(({ key, label }) => (
        <Box key={key} sx={DATE_WIDTH}>
          <TextField
            fullWidth
            size="small"
            type="date"
            label={label}
            value={filters[key]}
            onChange={(event) => set(key, event.target.value)}
            // The end date carries the message: it is the one that is wrong when the range is reversed.
            error={key === 'to' && Boolean(rangeError)}
            helperText={key === 'to' ? rangeError : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      ))}
      {hasFilters(filters) && (
        <Box sx={{ alignSelf: 'center' }}>
          <Button onClick={() => onChange(NO_FILTERS)}>Clear filters</Button>
        </Box>
      )}
    </Box>
  );
}
