import type { ReportName, ReportRecord } from 'admin-kit';
import { useGetOne } from 'react-admin';
import { reportQuery, type ReportFilterValues } from './report-filters';

/** What each report section takes from the Reports tab. */
export interface ReportSectionProps {
  filters: ReportFilterValues;
  /** False while the range is not valid: nothing is asked. */
  enabled: boolean;
}

/**
 * One report with the chosen filters, through react-admin's data provider: the record `reports/<name>`, its filters
 * in `meta.filters` (so each range and filter has its own cache entry). Not asked while the range is not valid.
 */
export function useReport<R extends ReportName>(name: R, filters: ReportFilterValues, enabled: boolean) {
  return useGetOne<ReportRecord<R>>(
    'reports',
    { id: name as ReportRecord<R>['id'], meta: { filters: reportQuery(name, filters) } },
    { enabled, placeholderData: (previous) => previous },
  );
}
