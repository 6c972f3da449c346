import {
  type StorefrontRoutePattern,
  WEB_VITAL_MAX_VALUES,
  WEB_VITALS_BATCH_MAX,
  type WebVitalDevice,
  type WebVitalMetric,
  type WebVitalNavigationType,
} from '@coworking/domain';

/** Where measurements go: the API on the page's own origin (so no cookie of another site, no CORS). */
export const WEB_VITALS_ENDPOINT = '/api/vitals';

/** One measurement as the API takes it; the API rates it and stamps the time itself. */
export interface WebVitalSample {
  metric: WebVitalMetric;
  value: number;
  navigationType: WebVitalNavigationType;
}

/** A page's report: which page (its route pattern, never its path) on what kind of screen, and its measurements. */
export interface WebVitalsReport {
  route: StorefrontRoutePattern;
  device: WebVitalDevice;
  samples: WebVitalSample[];
}

/** What the web-vitals library hands over (the fields used of its Metric). */
export interface MeasuredMetric {
  id: string;
  name: string;
  value: number;
  navigationType: string;
}

/** Milliseconds in whole numbers, the layout shift score to four decimals: what the report can tell apart. */
export function roundedValue(metric: WebVitalMetric, value: number): number {
  return metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/**
 * Collects a page's measurements and hands them over as one report when `flush` is called (the page is hidden).
 * Each measurement (the library's metric id) is sent once, at its first report: a layout shift score that grows
 * after the visitor comes back to the tab is not sent again, so no visit counts twice in the 75th percentile.
 */
export function createWebVitalsQueue(page: Omit<WebVitalsReport, 'samples'>, send: (report: WebVitalsReport) => void) {
  const waiting = new Map<string, WebVitalSample>();
  const sent = new Set<string>();
  return {
    add(measured: MeasuredMetric): void {
      if (sent.has(measured.id)) return;
      const metric = measured.name as WebVitalMetric;
      const value = roundedValue(metric, measured.value);
      // The API refuses a whole report holding a value past the believable (a tab left loading for minutes): that
      // measurement is left out so the page's others still count.
      if (!(value >= 0 && value <= WEB_VITAL_MAX_VALUES[metric])) {
        waiting.delete(measured.id);
        return;
      }
      waiting.set(measured.id, {
        metric,
        value,
        navigationType: measured.navigationType as WebVitalNavigationType,
      });
    },
    flush(): void {
      if (waiting.size === 0) return;
      const samples = [...waiting.values()].slice(0, WEB_VITALS_BATCH_MAX);
      for (const id of waiting.keys()) sent.add(id);
      waiting.clear();
      send({ ...page, samples });
    },
  };
}

/**
 * Sends a report so that it survives the page going away: a beacon, or a keepalive fetch where beacons are missing
 * or refused (a full queue). Sent as JSON without cookies; the answer is never read.
 */
export function sendReport(
  report: WebVitalsReport,
  transport: { sendBeacon?: (url: string, body: Blob) => boolean; fetch: typeof fetch },
): void {
  const body = JSON.stringify(report);
  try {
    if (transport.sendBeacon?.(WEB_VITALS_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses a JSON beacon falls through to fetch.
  }
  void transport
    .fetch(WEB_VITALS_ENDPOINT, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    })
    .catch(() => undefined);
}
