/**
 * Core Web Vitals from the field: what the storefront's visitors experience, measured in their browsers, sent to the
 * API and shown per page in the Reports tab. Google's thresholds decide the ratings: a page passes when the 75th
 * percentile of its visits is good.
 */

/** Largest Contentful Paint (ms), Interaction to Next Paint (ms), Cumulative Layout Shift (a score without unit). */
export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

export const WEB_VITAL_LABELS: Record<WebVitalMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
};

/** Google's thresholds: good up to `good` (included), poor above `poor`, needs improvement in between. */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

/**
 * The largest value taken as a real visit's measurement, far into "poor" yet believable: a minute to paint the page
 * (fifteen times Google's poor line; a visit that waits longer has given up), twenty seconds to answer a tap (forty
 * times it; a page frozen longer is hung) and a layout shift score of 5 (twenty times it; one shift scores at most
 * 1 and the score is the worst five-second burst). Anything larger is refused: it can only be a broken browser or a
 * made-up report, and a few such values would drag a route's 75th percentile.
 */
export const WEB_VITAL_MAX_VALUES: Record<WebVitalMetric, number> = { LCP: 60_000, INP: 20_000, CLS: 5 };

/**
 * Measurements kept per route and metric in one Nairobi day from one client address. A visitor rarely opens the
 * same kind of page more often than this in a day; past it their reports are dropped. So one address, however many
 * reports it sends, adds at most this many values to a route's day: with four times as many other visits the
 * route's 75th percentile cannot move.
 */
export const WEB_VITAL_SAMPLES_PER_CLIENT_DAY = 10;

/**
 * Measurements kept per route and metric in one Nairobi day from everyone: enough for a steady 75th percentile (a
 * few hundred visits), and a bound on the table: 19 routes × 3 metrics × 300 × 90 days of retention ≈ 1.5 million
 * rows at most, whatever is sent.
 */
export const WEB_VITAL_SAMPLES_PER_ROUTE_DAY = 300;

/** The ratings in the words of the web-vitals library (and of Google's tools). */
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

export const WEB_VITAL_RATING_LABELS: Record<WebVitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export function webVitalRating(metric: WebVitalMetric, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** What kind of screen a visit had, from its viewport width: no user agent, nothing that tells visitors apart. */
export const WEB_VITAL_DEVICES = ['mobile', 'desktop'] as const;
export type WebVitalDevice = (typeof WEB_VITAL_DEVICES)[number];

/** Narrower than the storefront's `md` breakpoint (768 px) is the phone layout. */
export function webVitalDeviceOf(viewportWidth: number): WebVitalDevice {
  return viewportWidth < 768 ? 'mobile' : 'desktop';
}

/** How the page was reached, in the web-vitals library's words (a back/forward cache restore paints at once). */
export const WEB_VITAL_NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;
export type WebVitalNavigationType = (typeof WEB_VITAL_NAVIGATION_TYPES)[number];

/** At most this many measurements in one report: a page sends three, a few more when restored from the cache. */
export const WEB_VITALS_BATCH_MAX = 20;

/**
 * The storefront's public pages as route patterns (storefront/src/app/routes.ts, kept equal by its tests), and `*`
 * for a page not found. Measurements name these, never the visited path: a manage link's path carries its token.
 */
export const STOREFRONT_ROUTE_PATTERNS = [
  '/',
  '/about',
  '/spaces',
  '/membership',
  '/booking',
  '/community',
  '/events',
  '/blog',
  '/blog/:slug',
  '/contact',
  '/careers',
  '/faq',
  '/privacy',
  '/privacy/request',
  '/terms',
  '/member-portal',
  '/user-portal',
  '/checkout/complete',
  '/bookings/manage/:token',
  '*',
] as const;
export type StorefrontRoutePattern = (typeof STOREFRONT_ROUTE_PATTERNS)[number];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The route pattern a browser path belongs to, matched as the storefront's router does (case-insensitive, a trailing
 * slash ignored), or `*` when no page has it.
 */
export function storefrontRoutePatternOf(pathname: string): StorefrontRoutePattern {
  const visited = segmentsOf(pathname);
  const match = STOREFRONT_ROUTE_PATTERNS.find((pattern) => {
    if (pattern === '*') return false;
    const segments = segmentsOf(pattern);
    return (
      segments.length === visited.length &&
      segments.every(
        (segment, index) => segment.startsWith(':') || segment.toLowerCase() === visited[index].toLowerCase(),
      )
    );
  });
  return match ?? '*';
}

/** A route as staff read it in the report: the pattern itself, or words for the not-found page. */
export function storefrontRouteLabel(route: string): string {
  return route === '*' ? 'Page not found (any unknown address)' : route;
}
