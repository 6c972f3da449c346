import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { DateFilter, SelectFilter, type AdminSpace, type SpaceType } from 'admin-kit';
import { MAX_PAGE_SIZE, REPORT_INTERVAL_LABELS, REPORT_INTERVALS, SPACE_TYPE_LABELS } from 'admin-kit/rules';
import { useCanAccess, useGetList } from 'react-admin';
import { defaultReportFilters, rangeProblem, type ReportFilterValues } from './report-filters';

const SPACE_TYPE_CHOICES = Object.entries(SPACE_TYPE_LABELS).map(([value, label]) => ({ value, label }));

interface ReportFilterBarProps {
  filters: ReportFilterValues;
  onChange: (filters: ReportFilterValues) => void;
}

/** The range (Nairobi dates), the space or kind of space, and how the time series are bucketed. */
export function ReportFilterBar({ filters, onChange }: ReportFilterBarProps) {
  const problem = rangeProblem(filters);
  // The space list needs spaces.view; without it the kinds of space still narrow the reports.
  const { canAccess: maySeeSpaces } = useCanAccess({ resource: 'spaces', action: 'view' });
  const spaces = useGetList<AdminSpace>(
    'spaces',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } },
    { enabled: maySeeSpaces === true },
  );
  const set = (change: Partial<ReportFilterValues>) => onChange({ ...filters, ...change });
  return (
    <Box
      role="search"
      aria-label="Report filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'flex-start' }}
    >
      <DateFilter
        label="From"
        value={filters.from}
        onChange={(from) => set({ from })}
        error={problem?.field === 'from' ? problem.message : undefined}
      />
      <DateFilter
        label="To"
        value={filters.to}
        onChange={(to) => set({ to })}
        error={problem?.field === 'to' ? problem.message : undefined}
      />
      {maySeeSpaces === true && (
        <SelectFilter
          label="Space"
          value={filters.spaceId}
          choices={(spaces.data ?? []).map((space) => ({ value: space.id, label: space.name }))}
          onChange={(spaceId) => set({ spaceId })}
          wide
        />
      )}
      <SelectFilter
        label="Kind of space"
        value={filters.spaceType}
        choices={SPACE_TYPE_CHOICES}
        onChange={(spaceType) => set({ spaceType: spaceType as '' | SpaceType })}
        wide
      />
      <Box>
        <Typography id="report-interval-label" variant="caption" color="text.secondary" component="div">
          Group money and people by
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filters.interval}
          onChange={(_, interval) => interval && set({ interval })}
          aria-labelledby="report-interval-label"
        >
          {REPORT_INTERVALS.map((interval) => (
            <ToggleButton key={interval} value={interval}>
              {REPORT_INTERVAL_LABELS[interval]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ alignSelf: 'center' }}>
        <Button onClick={() => onChange(defaultReportFilters())}>Last 30 days, every space</Button>
      </Box>
    </Box>
  );
}
