import {
  formatP75,
  ratingColour,
  webVitalsCsvUrl,
  webVitalsFilters,
  type WebVitalsReport,
  webVitalsRows,
  webVitalsSummary,
} from './web-vitals-report';

const report: WebVitalsReport = {
  from: '2026-10-05',
  to: '2026-10-18',
  routes: [
    {
      route: '/',
      metrics: [
        { metric: 'LCP', p75: 3250, samples: 4, rating: 'needs-improvement' },
        { metric: 'INP', p75: 160, samples: 5, rating: 'good' },
        { metric: 'CLS', p75: 0.3, samples: 4, rating: 'poor' },
      ],
    },
    { route: '/blog/:slug', metrics: [{ metric: 'LCP', p75: 1900, samples: 3, rating: 'good' }] },
    { route: '*', metrics: [{ metric: 'INP', p75: 240, samples: 1, rating: 'needs-improvement' }] },
  ],
};

describe('the visitor experience (Core Web Vitals) report', () => {
  it('shows LCP in seconds, INP in milliseconds and CLS as a score', () => {
    expect([formatP75('LCP', 3250), formatP75('LCP', 2500), formatP75('INP', 160), formatP75('CLS', 0.3)]).toEqual([
      '3.25 s',
      '2.50 s',
      '160 ms',
      '0.30',
    ]);
    expect((['good', 'needs-improvement', 'poor'] as const).map(ratingColour)).toEqual(['success', 'warning', 'error']);
  });

  it('lays each route out with its three metrics, a missing one empty, and rates the page by its worst', () => {
    const rows = webVitalsRows(report);
    expect(rows.map((row) => [row.label, row.worst, row.figures.LCP?.p75, row.figures.INP?.p75])).toEqual([
      ['/', 'poor', 3250, 160],
      ['/blog/:slug', 'good', 1900, undefined],
      ['Page not found (any unknown address)', 'needs-improvement', undefined, 240],
    ]);
    expect(webVitalsSummary(rows)).toBe(
      '3 pages measured at the 75th percentile of visits: 1 good on every measure, 1 needs improvement, 1 poor on at least one.',
    );
    expect(webVitalsSummary([])).toBe('No visits were measured in this range.');
  });

  it('asks for the Reports tab’s range, the device only when one is chosen, and links the same CSV', () => {
    const range = { from: '2026-10-05', to: '2026-10-18' };
    expect(webVitalsFilters(range, '')).toEqual(range);
    expect(webVitalsCsvUrl(webVitalsFilters(range, 'mobile'))).toBe(
      '/api/admin/reports/web-vitals/export.csv?from=2026-10-05&to=2026-10-18&device=mobile',
    );
  });
});
