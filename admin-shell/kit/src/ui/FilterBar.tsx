import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { hasFilters } from '../data/paging';

// minWidth 0 lets the flex bases decide when the row wraps, rather than the inputs' own widths.
const SEARCH_WIDTH = { flex: '2 1 260px', minWidth: 0 };
const SELECT_WIDTH = { flex: '1 1 140px', minWidth: 0, maxWidth: { sm: 200 } };
const WIDE_SELECT_WIDTH = { flex: '1 1 160px', minWidth: 0, maxWidth: { sm: 220 } };
const DATE_WIDTH = { flex: '1 1 150px', minWidth: 0, maxWidth: { sm: 180 } };

const ANY = '';

interface FilterBarProps<F extends { q: string }> {
  /** Names the search landmark, e.g. 'Filter payments'. */
  label: string;
  searchPlaceholder: string;
  /** The filter row as typed; '' means "any". */
  filters: F;
  /** What Clear filters goes back to. */
  noFilters: F;
  onChange: (filters: F) => void;
  /** The filters after the search box: SelectFilter and DateFilter. */
  children: ReactNode;
}

/** Search and filters above a server-paged list, wrapping on narrow screens; Clear filters shows once one is set. */
export function FilterBar<F extends { q: string } & Record<keyof F, string>>({
  label,
  searchPlaceholder,
  filters,
  noFilters,
  onChange,
  children,
}: FilterBarProps<F>) {
  return (
    <Box
      role="search"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'flex-start' }}
    >
      <Box sx={SEARCH_WIDTH}>
        <TextField
          fullWidth
          size="small"
          type="search"
          label="Search"
          placeholder={searchPlaceholder}
          value={filters.q}
          onChange={(event) => onChange({ ...filters, q: event.target.value })}
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
      {children}
      {hasFilters(filters) && (
        <Box sx={{ alignSelf: 'center' }}>
          <Button onClick={() => onChange(noFilters)}>Clear filters</Button>
        </Box>
      )}
    </Box>
  );
}

interface SelectFilterProps {
  label: string;
  /** One of the choices, or '' for All. */
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** Room for longer choices (statuses, plan names). */
  wide?: boolean;
}

/** A filter of a FilterBar picking one of a few values, or All. */
export function SelectFilter({ label, value, choices, onChange, wide = false }: SelectFilterProps) {
  return (
    <Box sx={wide ? WIDE_SELECT_WIDTH : SELECT_WIDTH}>
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
    </Box>
  );
}

interface DateFilterProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
  /** What is wrong with the date, shown instead of the helper text. */
  error?: string;
}

/** A date filter of a FilterBar. */
export function DateFilter({ label, value, onChange, helperText, error }: DateFilterProps) {
  return (
    <Box sx={DATE_WIDTH}>
      <TextField
        fullWidth
        size="small"
        type="date"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? helperText}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
