import {
  venueToday,
  WEB_VITAL_SAMPLES_PER_CLIENT_DAY,
  WEB_VITAL_SAMPLES_PER_ROUTE_DAY,
  WEB_VITALS_BATCH_MAX,
} from '@coworking/domain';
import { type WebVitalsReportResultDto } from '../../src/modules/reports/web-vitals/dto/web-vitals-report-result.dto.js';
import { CROSS_SITE_MESSAGE } from '../../src/modules/reports/web-vitals/same-origin.guard.js';
import { createTestApp, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

interface Sample {
  metric: 'LCP' | 'INP' | 'CLS';
  value: number;
}

/**
 * The public Core Web Vitals intake against a stranger on the internet: another site's pages cannot post to it,
 * made-up values are refused, and one client flooding a route cannot drag that route's 75th percentile in the Reports
 * tab nor grow the table past its daily caps. Every request comes from this process; TRUST_PROXY (loopback, the
 * default) makes X-Forwarded-For the client's address, so the test can be many visitors.
 */
describe('the Core Web Vitals intake under abuse', () => {
  let testApp: TestApp;
  let staff: Session;

  const report = (route: string, samples: Sample[]) =>
    JSON.stringify({
      route,
      device: 'desktop',
      samples: samples.map((sample) => ({ ...sample, navigationType: 'navigate' })),
    });
  /** A beacon from the storefront's own page, as a browser sends it, from the client at `address`. */
  const beacon = (body: string, address = '198.51.100.1') =>
    fetch(`${testApp.api}/vitals`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': address,
      },
      body,
    });
  const rows = async (route: string, metric = 'LCP') =>
    Number(
      (
        await testApp
          .em()
          .execute<{ count: string }[]>('select count(*) from web_vital_sample where route = ? and metric = ?', [
            route,
            metric,
          ])
      )[0].count,
    );
  const figure = async (route: string, metric: string) => {
    const today = venueToday(new Date());
    const response = await staff.request('GET', `/admin/reports/web-vitals?from=${today}&to=${today}`);
    const body = (await response.json()) as WebVitalsReportResultDto;
    return body.routes.find((row) => row.route === route)?.metrics.find((row) => row.metric === metric);
  };
  /** Sends `count` requests, `parallel` at a time; every answer's status. */
  const many = async (count: number, parallel: number, send: (index: number) => Promise<Response>) => {
    const statuses: number[] = [];
    for (let start = 0; start < count; start += parallel) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(parallel, count - start) }, (_, offset) => send(start + offset)),
      );
      statuses.push(...batch.map((response) => response.status));
    }
    return statuses;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    staff = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => testApp.close());

  it('refuses a text/plain post from another web site’s page with 403 and stores nothing', async () => {
    const body = report('/', [{ metric: 'LCP', value: 59_000 }]);
    // What a browser sends when a page on another site posts text/plain here (no CORS preflight for that type).
    const crossSite = await fetch(`${testApp.api}/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' },
      body,
    });
    expect({ status: crossSite.status, body: await crossSite.json() }).toEqual({
      status: 403,
      body: { message: CROSS_SITE_MESSAGE },
    });
    // An older browser (no Sec-Fetch-Site) on another site still names its Origin; a script with neither is refused.
    for (const headers of [{ origin: 'https://attacker.example' }, {}] as Record<string, string>[]) {
      const refused = await fetch(`${testApp.api}/vitals`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...headers },
        body,
      });
      expect({ headers, status: refused.status }).toEqual({ headers, status: 403 });
    }
    expect(await rows('/')).toBe(0);
  });

  it('refuses values no real visit has (a 5-minute paint, a minute-long tap, a layout shift of 100) with 400', async () => {
    for (const [sample, field] of [
      [{ metric: 'LCP', value: 300_000 }, 'samples.0.value'],
      [{ metric: 'LCP', value: 60_001 }, 'samples.0.value'],
      [{ metric: 'INP', value: 60_000 }, 'samples.0.value'],
      [{ metric: 'CLS', value: 100 }, 'samples.0.value'],
      [{ metric: 'CLS', value: -0.1 }, 'samples.0.value'],
    ] as const) {
      const response = await beacon(report('/about', [sample]));
      const message = 'value must be a number from 0 to the metric’s largest (LCP 60000, INP 20000, CLS 5)';
      expect({ sample, status: response.status, body: await response.json() }).toEqual({
        sample,
        status: 400,
        body: { message, errors: { [field]: message } },
      });
    }
    expect(await rows('/about')).toBe(0);
    expect((await beacon(report('/about', [{ metric: 'LCP', value: 60_000 }]))).status).toBe(204);
    expect(await rows('/about')).toBe(1);
  });

  it('keeps a flood of poor samples from one client to its daily share: the route’s p75 stays the visitors’', async () => {
    // Forty visitors, each with one good paint of the events page.
    const visitors = 40;
    expect(
      await many(visitors, 10, (index) =>
        beacon(report('/events', [{ metric: 'LCP', value: 1500 }]), `10.1.0.${index}`),
      ),
    ).toEqual(Array(visitors).fill(204));
    expect(await figure('/events', 'LCP')).toEqual({ metric: 'LCP', p75: 1500, samples: visitors, rating: 'good' });

    // One client sends 6,000 of the poorest believable paints: every report is answered as taken…
    const flood = await many(300, 20, () =>
      beacon(report('/events', Array(WEB_VITALS_BATCH_MAX).fill({ metric: 'LCP', value: 60_000 })), '203.0.113.66'),
    );
    expect(flood).toEqual(Array(300).fill(204));
    // …but only its daily share per route and metric is kept.
    expect(await rows('/events')).toBe(visitors + WEB_VITAL_SAMPLES_PER_CLIENT_DAY);
    // 10 poor of 50: the 75th percentile (rank 36.75 of 0–49) is still among the visitors' 1,500 ms.
    expect(await figure('/events', 'LCP')).toEqual({
      metric: 'LCP',
      p75: 1500,
      samples: visitors + WEB_VITAL_SAMPLES_PER_CLIENT_DAY,
      rating: 'good',
    });
    // The client's other metrics and routes have shares of their own; the capped one stays capped.
    expect((await beacon(report('/events', [{ metric: 'CLS', value: 0.02 }]), '203.0.113.66')).status).toBe(204);
    expect(await rows('/events', 'CLS')).toBe(1);
    expect((await beacon(report('/events', [{ metric: 'LCP', value: 60_000 }]), '203.0.113.66')).status).toBe(204);
    expect(await rows('/events')).toBe(visitors + WEB_VITAL_SAMPLES_PER_CLIENT_DAY);
  });

  it('keeps at most the daily cap per route and metric whatever number of addresses send, so the table is bounded', async () => {
    const addresses = Math.ceil(WEB_VITAL_SAMPLES_PER_ROUTE_DAY / WEB_VITAL_SAMPLES_PER_CLIENT_DAY) + 10;
    const statuses = await many(addresses, 10, (index) =>
      beacon(
        report('/blog', Array(WEB_VITALS_BATCH_MAX).fill({ metric: 'INP', value: 900 })),
        `10.2.${Math.floor(index / 200)}.${index % 200}`,
      ),
    );
    expect(statuses).toEqual(Array(addresses).fill(204));
    expect(await rows('/blog', 'INP')).toBe(WEB_VITAL_SAMPLES_PER_ROUTE_DAY);
    expect((await figure('/blog', 'INP'))?.samples).toBe(WEB_VITAL_SAMPLES_PER_ROUTE_DAY);
  });
});
