import {
  storefrontRouteLabel,
  WEB_VITAL_METRICS,
  WEB_VITAL_RATING_LABELS,
  WEB_VITAL_RATINGS,
  type WebVitalDevice,
  type WebVitalMetric,
  type WebVitalRating,
} from '@coworking/domain';
import type { ReportFilters, ReportRecords } from 'admin-kit';

/** What `GET /api/admin/reports/web-vitals` answers: the routes measured in the range, each metric's p75. */
export type WebVitalsReport = ReportRecords['web-vitals'];
/** One metric's p75 on one route (ms for LCP and INP, the score for CLS), its rating and the samples behind it. */
export type WebVitalFigure = WebVitalsReport['routes'][number]['metrics'][number];

/** The section's own filter: every screen, or phones or wide screens only ('' for all). */
export type WebVitalsDeviceFilter = '' | WebVitalDevice;

/** The filter's choices besides All: the storefront's phone layout (narrower than 768 px) and the wide one. */
export const WEB_VITALS_DEVICE_CHOICES: { value: WebVitalDevice; label: string }[] = [
  { value: 'mobile', label: 'Phones' },
  { value: 'desktop', label: 'Wider screens' },
];

/** The column headings: each metric by its short name and the unit its figures are in. */
export const WEB_VITAL_COLUMN_HEADERS: Record<WebVitalMetric, string> = {
  LCP: 'Loading: LCP (s)',
  INP: 'Responsiveness: INP (ms)',
  CLS: 'Visual stability: CLS',
};

/** The report's filters (and its CSV's): the Reports tab's range, and the device when one is chosen. */
export function webVitalsFilters(range: { from: string; to: string }, device: WebVitalsDeviceFilter): ReportFilters {
  return device ? { from: range.from, to: range.to, device } : { from: range.from, to: range.to };
}

export const webVitalsCsvUrl = (filters: ReportFilters) =>
  `/api/admin/reports/web-vitals/export.csv?${new URLSearchParams(filters as Record<string, string>).toString()}`;

/** A p75 as staff read it: LCP in seconds (two decimals, the threshold is 2.5 s), INP in ms, CLS as a score. */
export function formatP75(metric: WebVitalMetric, p75: number): string {
  if (metric === 'LCP') return `${(p75 / 1000).toFixed(2)} s`;
  if (metric === 'INP') return `${Math.round(p75)} ms`;
  return p75.toFixed(2);
}

/** The rating's colour; the rating is always written next to it, the colour only repeats it. */
export function ratingColour(rating: WebVitalRating): 'success' | 'warning' | 'error' {
  if (rating === 'good') return 'success';
  return rating === 'needs-improvement' ? 'warning' : 'error';
}

export interface WebVitalsRow {
  route: string;
  label: string;
  /** Each metric's figure, or undefined when the route has no measurement of it in the range. */
  figures: Record<WebVitalMetric, WebVitalFigure | undefined>;
  /** The worst rating of its measured metrics: a page passes when every one is good. */
  worst: WebVitalRating;
}

export function webVitalsRows(report: WebVitalsReport): WebVitalsRow[] {
  return report.routes.map(({ route, metrics }) => {
    const figures = Object.fromEntries(
      WEB_VITAL_METRICS.map((metric) => [metric, metrics.find((figure) => figure.metric === metric)]),
    ) as WebVitalsRow['figures'];
    const worst = WEB_VITAL_RATINGS[Math.max(0, ...metrics.map((figure) => WEB_VITAL_RATINGS.indexOf(figure.rating)))];
    return { route, label: storefrontRouteLabel(route), figures, worst };
  });
}

const pages = (count: number) => `${count} page${count === 1 ? '' : 's'}`;

/** The report in a sentence: how many pages were measured and how many pass, need improvement or are poor. */
export function webVitalsSummary(rows: readonly WebVitalsRow[]): string {
  if (rows.length === 0) return 'No visits were measured in this range.';
  const count = (rating: WebVitalRating) => rows.filter((row) => row.worst === rating).length;
  const parts = [
    `${count('good')} good on every measure`,
    `${count('needs-improvement')} ${WEB_VITAL_RATING_LABELS['needs-improvement'].toLowerCase()}`,
    `${count('poor')} poor on at least one`,
  ];
  return `${pages(rows.length)} measured at the 75th percentile of visits: ${parts.join(', ')}.`;
}
