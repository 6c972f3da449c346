import { signInAdminApi } from '../../support/admin-api.js';
import { PHONE_VIEWPORT } from '../../support/browser.js';
import { browserForSpec } from './storefront-pages.js';

interface WebVitalsReport {
  routes: { route: string; metrics: { metric: string; p75: number; samples: number; rating: string }[] }[];
}

describe('Core Web Vitals from the field', () => {
  const browser = browserForSpec();

  it('a visit reports its page’s measurements by route pattern when it leaves, and the Reports figures count it', async () => {
    const page = await browser().newPage({ viewport: PHONE_VIEWPORT });
    // The reporter is fetched only after the page has loaded.
    const reporter = page.waitForResponse((response) => /\/web-vitals-reporter-[^/]+\.js$/.test(response.url()));
    await page.goto('/bookings/manage/e2e-secret-token-123', { waitUntil: 'load' });
    await reporter;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Leaving the page hides it: the beacon goes out as the document unloads.
    await page.goto('about:blank');

    const admin = await signInAdminApi();
    const deadline = Date.now() + 10_000;
    let route: WebVitalsReport['routes'][number] | undefined;
    while (!route?.metrics.some((figure) => figure.metric === 'LCP') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const report = await admin.request<WebVitalsReport>('GET', '/api/admin/reports/web-vitals?device=mobile');
      route = report.routes.find((row) => row.route === '/bookings/manage/:token');
      expect(JSON.stringify(report)).not.toContain('e2e-secret-token-123');
    }
    expect(route?.metrics.find((figure) => figure.metric === 'LCP')).toEqual({
      metric: 'LCP',
      p75: expect.any(Number),
      samples: 1,
      rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    });
    expect(route?.metrics.map((figure) => figure.metric)).toContain('CLS');
  });
});
