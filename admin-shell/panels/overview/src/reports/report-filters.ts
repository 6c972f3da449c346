import type { ReportFilters, ReportName, SpaceType } from 'admin-kit';
import { reportRange, reportRangeProblem, venueToday, type ReportInterval } from 'admin-kit/rules';

/** The Reports tab's filters as chosen: venue dates, a space or kind of space ('' for all), the time buckets. */
export interface ReportFilterValues {
  from: string;
  to: string;
  spaceId: string;
  spaceType: '' | SpaceType;
  interval: ReportInterval;
}

/** The last 30 days up to today, every space, by day: what the API reports without filters. */
export function defaultReportFilters(today: string = venueToday()): ReportFilterValues {
  return { ...reportRange({}, today), spaceId: '', spaceType: '', interval: 'day' };
}

/** What is wrong with the chosen range, by the date field it concerns, or null. */
export function rangeProblem(filters: ReportFilterValues): { field: 'from' | 'to'; message: string } | null {
  return reportRangeProblem({ from: filters.from, to: filters.to });
}

/** The heatmaps are per day and hour (or space), so they take no time buckets. */
const SERIES_REPORTS: ReadonlySet<ReportName> = new Set(['revenue', 'refunds', 'members', 'tours']);

/** Allowance use, check-ins and promo codes count plans, visits and codes, not spaces: they take the range alone. */
const RANGE_ONLY_REPORTS: ReadonlySet<ReportName> = new Set(['allowance-use', 'check-ins', 'promo-codes']);

/** The filters one report takes, the unset ones left out: `meta.filters` of its react-admin record. */
export function reportQuery(name: ReportName, filters: ReportFilterValues): ReportFilters {
  const query: ReportFilters = { from: filters.from, to: filters.to };
  if (RANGE_ONLY_REPORTS.has(name)) return query;
  if (filters.spaceId) query.spaceId = filters.spaceId;
  if (filters.spaceType) query.spaceType = filters.spaceType;
  if (SERIES_REPORTS.has(name)) query.interval = filters.interval;
  return query;
}

/** The report's CSV file with the same filters: a plain link, so the browser sends the session and saves the file. */
export function reportCsvUrl(name: ReportName, filters: ReportFilterValues): string {
  const query = new URLSearchParams(Object.entries(reportQuery(name, filters)) as [string, string][]);
  return `/api/admin/reports/${name}/export.csv?${query.toString()}`;
}
