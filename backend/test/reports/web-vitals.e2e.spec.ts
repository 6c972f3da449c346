import { buildPermissionMap } from '@coworking/domain';
import { type WebVitalsReportResultDto } from '../../src/modules/reports/web-vitals/dto/web-vitals-report-result.dto.js';
import { CROSS_SITE_MESSAGE } from '../../src/modules/reports/web-vitals/same-origin.guard.js';
import { createTestApp, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

/** Measurements of October 2026 as the report must see them; Nairobi is UTC+3. */
const RANGE = 'from=2026-10-05&to=2026-10-18';

interface StoredSample {
  route: string;
  metric: string;
  value: number;
  rating: string;
  device: string;
  navigation_type: string;
}

describe('Core Web Vitals from the field: stored from the storefront’s reports, p75 per route in the Reports tab', () => {
  let testApp: TestApp;
  let staff: Session;

  // As a browser sends a beacon from the storefront's own pages.
  const post = (body: string, contentType = 'application/json') =>
    fetch(`${testApp.api}/vitals`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'sec-fetch-site': 'same-origin' },
      body,
    });
  const stored = () =>
    testApp.em().execute<StoredSample[]>(
      `select route, metric, value, rating, device, navigation_type from web_vital_sample
         where recorded_at > now() - interval '1 hour' order by metric, value`,
    );
  /** A measurement received at `at` (a UTC instant). */
  const measured = (route: string, metric: string, value: number, device: string, at: string) =>
    testApp.em().execute(
      `insert into web_vital_sample (route, metric, value, rating, device, navigation_type, recorded_at)
         values (?, ?, ?, 'good', ?, 'navigate', ?)`,
      [route, metric, value, device, new Date(at)],
    );

  beforeAll(async () => {
    testApp = await createTestApp();
    staff = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => testApp.close());

  it('stores a page’s report, JSON as a beacon sends it or as text, rated by the server, and answers 204', async () => {
    const json = await post(
      JSON.stringify({
        route: '/bookings/manage/:token',
        device: 'mobile',
        samples: [
          { metric: 'LCP', value: 2501, navigationType: 'navigate' },
          { metric: 'CLS', value: 0.02, navigationType: 'navigate' },
        ],
      }),
    );
    expect({ status: json.status, body: await json.text() }).toEqual({ status: 204, body: '' });
    const text = await post(
      JSON.stringify({
        route: '*',
        device: 'desktop',
        samples: [{ metric: 'INP', value: 640, navigationType: 'reload' }],
      }),
      'text/plain;charset=UTF-8',
    );
    expect(text.status).toBe(204);
    expect(text.headers.get('set-cookie')).toBeNull();

    expect(await stored()).toEqual([
      {
        route: '/bookings/manage/:token',
        metric: 'CLS',
        value: 0.02,
        rating: 'good',
        device: 'mobile',
        navigation_type: 'navigate',
      },
      { route: '*', metric: 'INP', value: 640, rating: 'poor', device: 'desktop', navigation_type: 'reload' },
      {
        route: '/bookings/manage/:token',
        metric: 'LCP',
        value: 2501,
        rating: 'needs-improvement',
        device: 'mobile',
        navigation_type: 'navigate',
      },
    ]);
  });

  it('takes reports only from the site’s own pages: Sec-Fetch-Site same-origin, or else our Origin', async () => {
    const before = (await stored()).length;
    const body = JSON.stringify({
      route: '/',
      device: 'desktop',
      samples: [{ metric: 'LCP', value: 1500, navigationType: 'navigate' }],
    });
    const send = (headers: Record<string, string>) =>
      fetch(`${testApp.api}/vitals`, { method: 'POST', headers: { 'content-type': 'text/plain', ...headers }, body });
    expect((await send({ origin: testApp.config.http.publicUrl })).status).toBe(204);
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' } as Record<string, string>,
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { 'sec-fetch-site': 'cross-site', origin: testApp.config.http.publicUrl },
      { origin: 'https://elsewhere.example' },
      { origin: 'null' },
      {},
    ]) {
      const refused = await send(headers);
      expect({ headers, status: refused.status, body: await refused.json() }).toEqual({
        headers,
        status: 403,
        body: { message: CROSS_SITE_MESSAGE },
      });
    }
    expect((await stored()).length).toBe(before + 1);
  });

  it('refuses a malformed report with { message, errors } and stores none of it', async () => {
    const before = (await stored()).length;
    const sample = { metric: 'LCP', value: 1800, navigationType: 'navigate' };
    const report = { route: '/blog/:slug', device: 'mobile', samples: [sample] };
    const cases: [unknown, string, string][] = [
      [
        { ...report, route: '/bookings/manage/0f3c9a' },
        'route',
        'route must be one of the storefront’s route patterns',
      ],
      [{ ...report, device: 'tablet' }, 'device', 'device must be one of mobile, desktop'],
      [{ ...report, samples: [] }, 'samples', 'samples must hold at least one measurement'],
      [{ ...report, samples: Array(21).fill(sample) }, 'samples', 'samples holds at most 20 measurements'],
      [
        { ...report, samples: [{ ...sample, metric: 'FID' }] },
        'samples.0.metric',
        'metric must be one of LCP, INP, CLS',
      ],
      [
        { ...report, samples: [sample, { ...sample, value: -1 }] },
        'samples.1.value',
        'value must be a number from 0 to the metric’s largest (LCP 60000, INP 20000, CLS 5)',
      ],
      [
        { ...report, samples: [{ ...sample, metric: 'CLS', value: 5.01 }] },
        'samples.0.value',
        'value must be a number from 0 to the metric’s largest (LCP 60000, INP 20000, CLS 5)',
      ],
      [
        { ...report, samples: [{ ...sample, value: '1800' }] },
        'samples.0.value',
        'value must be a number from 0 to the metric’s largest (LCP 60000, INP 20000, CLS 5)',
      ],
      [
        { ...report, samples: [{ ...sample, navigationType: 'teleport' }] },
        'samples.0.navigationType',
        'navigationType must be one of navigate, reload, back-forward, back-forward-cache, prerender, restore, soft-navigation',
      ],
      [{ ...report, url: 'https://example.com/bookings/manage/0f3c9a' }, 'url', 'property url should not exist'],
    ];
    for (const [body, field, message] of cases) {
      const response = await post(JSON.stringify(body));
      expect({ field, status: response.status, body: await response.json() }).toEqual({
        field,
        status: 400,
        body: { message, errors: { [field]: message } },
      });
    }
    const notJson = await post('route=/&device=mobile', 'text/plain');
    expect({ status: notJson.status, body: await notJson.json() }).toEqual({
      status: 400,
      body: { message: 'The body must be JSON' },
    });
    const huge = await post(JSON.stringify({ ...report, padding: 'x'.repeat(20_000) }), 'text/plain');
    expect(huge.status).toBe(413);
    expect((await stored()).length).toBe(before);
  });

  it('answers the 75th percentile per route and metric over Nairobi days, worked out by hand, and as CSV', async () => {
    // Home: LCP 1000, 2000, 3000, 4000 → p75 at rank 2.25: 3000 + 0.25 × 1000 = 3250 (needs improvement). INP 50,
    // 80, 120, 160, 900 → rank 3: 160 (good, one slow tap of five does not fail it). CLS 0, 0.1, 0.2, 0.6 → rank
    // 2.25: 0.2 + 0.25 × 0.4 = 0.3 (poor).
    for (const [value, at] of [
      [1000, '2026-10-04T21:00:00Z'], // 00:00 on the 5th in Nairobi: in
      [2000, '2026-10-06T09:00:00Z'],
      [3000, '2026-10-10T09:00:00Z'],
      [4000, '2026-10-18T20:59:00Z'], // 23:59 on the 18th: in
    ] as const)
      await measured('/', 'LCP', value, 'desktop', at);
    await measured('/', 'LCP', 60_000, 'desktop', '2026-10-04T20:59:00Z'); // 23:59 on the 4th: out
    await measured('/', 'LCP', 60_000, 'desktop', '2026-10-18T21:00:00Z'); // the 19th: out
    for (const value of [50, 80, 120, 160, 900]) await measured('/', 'INP', value, 'mobile', '2026-10-07T10:00:00Z');
    for (const value of [0, 0.1, 0.2, 0.6]) await measured('/', 'CLS', value, 'mobile', '2026-10-08T10:00:00Z');
    // A post: LCP 5000 and 6000 on phones, 1200 on a desktop → all: rank 1.5 of 1200, 5000, 6000 = 5500; phones
    // only: rank 0.75 of 5000, 6000 = 5750. Both poor.
    await measured('/blog/:slug', 'LCP', 5000, 'mobile', '2026-10-12T10:00:00Z');
    await measured('/blog/:slug', 'LCP', 6000, 'mobile', '2026-10-12T11:00:00Z');
    await measured('/blog/:slug', 'LCP', 1200, 'desktop', '2026-10-12T12:00:00Z');
    // A page not found, listed last.
    await measured('*', 'INP', 200, 'desktop', '2026-10-13T12:00:00Z');

    const response = await staff.request('GET', `/admin/reports/web-vitals?${RANGE}`);
    expect(response.status).toBe(200);
    expect((await response.json()) as WebVitalsReportResultDto).toEqual({
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
        { route: '/blog/:slug', metrics: [{ metric: 'LCP', p75: 5500, samples: 3, rating: 'poor' }] },
        { route: '*', metrics: [{ metric: 'INP', p75: 200, samples: 1, rating: 'good' }] },
      ],
    });

    const phones = (await (
      await staff.request('GET', `/admin/reports/web-vitals?${RANGE}&device=mobile`)
    ).json()) as WebVitalsReportResultDto;
    expect(phones.device).toBe('mobile');
    expect(
      phones.routes.map((route) => [route.route, route.metrics.map((figure) => [figure.metric, figure.p75])]),
    ).toEqual([
      [
        '/',
        [
          ['INP', 160],
          ['CLS', 0.3],
        ],
      ],
      ['/blog/:slug', [['LCP', 5750]]],
    ]);

    const csv = await staff.request('GET', `/admin/reports/web-vitals/export.csv?${RANGE}`);
    expect(csv.status).toBe(200);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toEqual([
      'Route,Metric,p75,Unit,Rating,Samples',
      '/,Largest Contentful Paint (LCP),3250,ms,Needs improvement,4',
      '/,Interaction to Next Paint (INP),160,ms,Good,5',
      '/,Cumulative Layout Shift (CLS),0.3,score,Poor,4',
      '/blog/:slug,Largest Contentful Paint (LCP),5500,ms,Poor,3',
      'Page not found (any unknown address),Interaction to Next Paint (INP),200,ms,Good,1',
    ]);

    const bad = await staff.request('GET', '/admin/reports/web-vitals?from=2026-10-18&to=2026-10-01&device=tv');
    expect({ status: bad.status, body: await bad.json() }).toEqual({
      status: 400,
      body: {
        message: 'device must be one of mobile, desktop',
        errors: { device: 'device must be one of mobile, desktop' },
      },
    });
    const backwards = await staff.request('GET', '/admin/reports/web-vitals?from=2026-10-18&to=2026-10-01');
    expect({ status: backwards.status, body: await backwards.json() }).toEqual({
      status: 400,
      body: { message: 'to must be on or after from', errors: { to: 'to must be on or after from' } },
    });
  });

  it('shows the figures only to staff with reports.view', async () => {
    await makeAdmin(testApp.em(), {
      username: 'vitals-ledger-only',
      permissions: buildPermissionMap((resource, action) => resource === 'payments' && action === 'view'),
    });
    const ledgerOnly = await signIn(testApp.api, 'vitals-ledger-only');
    for (const path of ['web-vitals', 'web-vitals/export.csv']) {
      const refused = await ledgerOnly.request('GET', `/admin/reports/${path}`);
      expect({ path, status: refused.status }).toEqual({ path, status: 403 });
      const anonymous = await fetch(`${testApp.api}/admin/reports/${path}`);
      expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
    }
  });
});
