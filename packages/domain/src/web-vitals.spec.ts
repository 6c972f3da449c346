import {
  storefrontRouteLabel,
  storefrontRoutePatternOf,
  webVitalDeviceOf,
  webVitalRating,
  type WebVitalMetric,
} from './web-vitals.js';

describe('web vitals', () => {
  it('rates each metric by Google’s thresholds, the good and poor limits themselves included on the better side', () => {
    const rate = (metric: WebVitalMetric, values: number[]) => values.map((value) => webVitalRating(metric, value));
    expect(rate('LCP', [0, 2500, 2501, 4000, 4001])).toEqual([
      'good',
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
    expect(rate('INP', [200, 201, 500, 501])).toEqual(['good', 'needs-improvement', 'needs-improvement', 'poor']);
    expect(rate('CLS', [0, 0.1, 0.11, 0.25, 0.26])).toEqual([
      'good',
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
  });

  it('names the route pattern of a visited path, never the path: a manage link’s token stays out', () => {
    expect(storefrontRoutePatternOf('/')).toBe('/');
    expect(storefrontRoutePatternOf('/spaces')).toBe('/spaces');
    expect(storefrontRoutePatternOf('/Spaces/')).toBe('/spaces');
    expect(storefrontRoutePatternOf('/blog')).toBe('/blog');
    expect(storefrontRoutePatternOf('/blog/working-from-syokimau')).toBe('/blog/:slug');
    expect(storefrontRoutePatternOf('/bookings/manage/s3cr3t-t0ken')).toBe('/bookings/manage/:token');
    expect(storefrontRoutePatternOf('/checkout/complete')).toBe('/checkout/complete');
    expect(storefrontRoutePatternOf('/checkout')).toBe('*');
    expect(storefrontRoutePatternOf('/bookings/manage/s3cr3t/extra')).toBe('*');
    expect(storefrontRoutePatternOf('/nope')).toBe('*');
    expect(storefrontRouteLabel('*')).toBe('Page not found (any unknown address)');
    expect(storefrontRouteLabel('/blog/:slug')).toBe('/blog/:slug');
  });

  it('tells a phone layout from a wide one by the viewport width alone', () => {
    expect([360, 767, 768, 1440].map(webVitalDeviceOf)).toEqual(['mobile', 'mobile', 'desktop', 'desktop']);
  });
});
