import { PAGE_ROUTES, NOT_FOUND_ROUTE } from '../routes';
import { STOREFRONT_ROUTE_PATTERNS, storefrontRoutePatternOf } from '@coworking/domain';
import { createWebVitalsQueue, sendReport, type WebVitalsReport, WEB_VITALS_ENDPOINT } from './web-vitals-queue';

const page = { route: '/bookings/manage/:token', device: 'mobile' } as const;

describe('the web vitals report of a page', () => {
  it('names every page of the router by the route patterns the API accepts', () => {
    expect([...PAGE_ROUTES, NOT_FOUND_ROUTE].map((route) => route.path).sort()).toEqual(
      [...STOREFRONT_ROUTE_PATTERNS].sort(),
    );
    for (const route of PAGE_ROUTES) {
      const visited = route.path.replace(/:[^/]+/g, 'a-secret-value');
      expect(storefrontRoutePatternOf(visited)).toBe(route.path);
    }
  });

  it('sends what was measured in one report when the page is hidden, each measurement once', () => {
    const reports: WebVitalsReport[] = [];
    const queue = createWebVitalsQueue(page, (report) => reports.push(report));
    queue.flush();
    expect(reports).toEqual([]);

    queue.add({ id: 'v5-lcp', name: 'LCP', value: 2480.7, navigationType: 'navigate' });
    queue.add({ id: 'v5-cls', name: 'CLS', value: 0.012345, navigationType: 'navigate' });
    queue.add({ id: 'v5-cls', name: 'CLS', value: 0.05, navigationType: 'navigate' });
    queue.flush();
    expect(reports).toEqual([
      {
        route: '/bookings/manage/:token',
        device: 'mobile',
        samples: [
          { metric: 'LCP', value: 2481, navigationType: 'navigate' },
          { metric: 'CLS', value: 0.05, navigationType: 'navigate' },
        ],
      },
    ]);

    // Back on the tab: a grown layout shift score is not sent again; the slow tap and a restore from the cache are.
    queue.add({ id: 'v5-cls', name: 'CLS', value: 0.3, navigationType: 'navigate' });
    queue.add({ id: 'v5-inp', name: 'INP', value: 312, navigationType: 'navigate' });
    queue.add({ id: 'v5-lcp-2', name: 'LCP', value: 40.2, navigationType: 'back-forward-cache' });
    queue.flush();
    queue.flush();
    expect(reports.slice(1)).toEqual([
      {
        ...page,
        samples: [
          { metric: 'INP', value: 312, navigationType: 'navigate' },
          { metric: 'LCP', value: 40, navigationType: 'back-forward-cache' },
        ],
      },
    ]);
  });

  it('leaves out a measurement past what the API believes, and sends the others', () => {
    const reports: WebVitalsReport[] = [];
    const queue = createWebVitalsQueue(page, (report) => reports.push(report));
    queue.add({ id: 'v5-lcp', name: 'LCP', value: 61_000, navigationType: 'navigate' });
    queue.add({ id: 'v5-cls', name: 'CLS', value: 0.02, navigationType: 'navigate' });
    queue.add({ id: 'v5-cls', name: 'CLS', value: 7, navigationType: 'navigate' });
    queue.add({ id: 'v5-inp', name: 'INP', value: 20_000, navigationType: 'navigate' });
    queue.flush();
    expect(reports).toEqual([{ ...page, samples: [{ metric: 'INP', value: 20_000, navigationType: 'navigate' }] }]);
  });

  it('sends a JSON beacon, and a keepalive fetch without cookies when the beacon is refused or missing', async () => {
    const report: WebVitalsReport = { ...page, samples: [{ metric: 'INP', value: 90, navigationType: 'reload' }] };
    const beacons: { url: string; type: string; body: string }[] = [];
    const fetches: { url: string; init: RequestInit }[] = [];
    const fetch = async (url: string | URL | Request, init?: RequestInit) => {
      fetches.push({ url: String(url), init: init! });
      return new Response(null, { status: 204 });
    };
    const sendBeacon = (accepted: boolean) => (url: string, body: Blob) => {
      void body.text().then((text) => beacons.push({ url, type: body.type, body: text }));
      return accepted;
    };

    sendReport(report, { sendBeacon: sendBeacon(true), fetch });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(beacons).toEqual([{ url: WEB_VITALS_ENDPOINT, type: 'application/json', body: JSON.stringify(report) }]);
    expect(fetches).toEqual([]);

    sendReport(report, { sendBeacon: sendBeacon(false), fetch });
    sendReport(report, { fetch });
    expect(fetches).toHaveLength(2);
    expect(fetches[1]).toEqual({
      url: '/api/vitals',
      init: {
        method: 'POST',
        body: JSON.stringify(report),
        headers: { 'content-type': 'application/json' },
        keepalive: true,
        credentials: 'omit',
      },
    });
  });
});
