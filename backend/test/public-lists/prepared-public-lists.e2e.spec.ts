import { jest } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import { venueInstant } from '@coworking/domain';
import { type INestApplication } from '@nestjs/common';
import { createHttpApp } from '../../src/bootstrap/http-app.js';
import { Clock } from '../../src/common/clock/clock.js';
import { setLogDestination } from '../../src/common/logging/log-destination.js';
import { PREPARED_LIST_TTL_MS } from '../../src/common/prepared-answers/prepared-list.js';
import { MetricsService } from '../../src/metrics/metrics.service.js';
import { SpacesService } from '../../src/modules/booking/spaces.service.js';
import { PublishedContentService } from '../../src/modules/content/published-content.service.js';
import { MembershipService } from '../../src/modules/membership/membership.service.js';
import { createTestApp, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request as a browser sends it (fetch() would add Cache-Control: no-cache to a conditional request). */
function call(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.once('error', reject).end();
  });
}

/** The headers of an answer that do not change from one answer to the next. */
const lasting = ({ headers }: Answer) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

/** Another process sees a change through Redis, within milliseconds rather than at once. */
async function waitFor(condition: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The public lists every page asks for are answered from bytes prepared once per change, before Nest's pipeline:
 * the same bytes and headers as the controllers give, an ETag and 304, the request log line and metrics, and every
 * API process dropping its copy when staff change the content (or when the time comes for the list to change).
 */
describe('the public lists answered from prepared bytes', () => {
  let testApp: TestApp;
  let root: Session;
  let otherProcess: INestApplication;
  let otherApi: string;
  let log = '';
  const url = (path: string, api = testApp.api) => `${api}${path}`;
  const list = async <T>(path: string, api = testApp.api) => JSON.parse((await call(url(path, api))).body) as T[];
  const admin = async <T>(method: string, path: string, body?: unknown) => {
    const response = await root.request(method, path, body);
    expect(response.status).toBeLessThan(300);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
  /** What each list's service gives, serialized as Nest sent it before these lists were prepared. */
  const serviceJson = async (path: string): Promise<string> => {
    const content = testApp.app.get(PublishedContentService);
    const membership = testApp.app.get(MembershipService);
    const featured = path.endsWith('?featured=true');
    const lists: Record<string, () => Promise<unknown>> = {
      '/spaces': () => testApp.app.get(SpacesService).listActive(),
      '/membership-plans': () => membership.activePlans(),
      '/comparison-features': () => membership.features(true),
      '/comparison-feature-plans': () => membership.featurePlans(),
      '/events': () => content.events(featured),
      '/blog': () => content.blogPosts(featured),
    };
    return JSON.stringify(await lists[path.split('?')[0]]());
  };

  const LISTS = [
    '/spaces',
    '/membership-plans',
    '/comparison-features',
    '/comparison-feature-plans',
    '/events',
    '/events?featured=true',
    '/blog',
    '/blog?featured=true',
  ];

  beforeAll(async () => {
    setLogDestination({ write: (line: string) => void (log += line) });
    testApp = await createTestApp({ SEED_DEMO: 'true', LOG_LEVEL: 'info' });
    setLogDestination(undefined);
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    // A second API process of the same installation: same database, same Redis prefix.
    otherProcess = await createHttpApp(testApp.config, { serveFrontends: false });
    await otherProcess.listen(0, '127.0.0.1');
    otherApi = `${await otherProcess.getUrl()}/api`;
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await otherProcess.close();
    await testApp.close();
  });

  it.each(LISTS)(
    '%s: the bytes the service gives, with the headers of the controller and of every answer',
    async (path) => {
      await call(url(path));
      const prepared = await call(url(path));
      expect(prepared.status).toBe(200);
      expect(prepared.body).toBe(await serviceJson(path));
      expect(JSON.parse(prepared.body)).not.toHaveLength(0);
      expect(prepared.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(prepared.headers['content-length']).toBe(String(Buffer.byteLength(prepared.body)));
      expect(prepared.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(prepared.headers['cache-control']).toBeUndefined();
      expect(prepared.headers['set-cookie']).toBeUndefined();

      // The same route at an address the early answer leaves to Nest (a trailing slash): the same answer.
      const [address, query] = path.split('?');
      const throughNest = await call(url(`${address}/${query ? `?${query}` : ''}`));
      expect(throughNest.body).toBe(prepared.body);
      expect(lasting(throughNest)).toEqual(lasting(prepared));

      // Every security header any answer of the API carries.
      const other = await call(url('/no-such-list'));
      const security = Object.fromEntries(
        Object.entries(other.headers).filter(([name]) => /^(x-|cross-origin|origin-|referrer|strict-)/.test(name)),
      );
      expect(Object.keys(security).length).toBeGreaterThan(5);
      expect(prepared.headers).toMatchObject(security);
    },
  );

  it.each(LISTS)('%s: 304 to a browser that has the current version, and HEAD without a body', async (path) => {
    const { headers } = await call(url(path));
    const etag = String(headers.etag);
    const revalidated = await call(url(path), { headers: { 'if-none-match': etag } });
    expect(revalidated).toMatchObject({ status: 304, body: '' });
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['x-content-type-options']).toBe('nosniff');
    expect((await call(url(path), { headers: { 'if-none-match': 'W/"old"' } })).status).toBe(200);
    // A browser that asks not to be answered from its cache gets the list.
    expect((await call(url(path), { headers: { 'if-none-match': etag, 'cache-control': 'no-cache' } })).status).toBe(
      200,
    );

    const head = await call(url(path), { method: 'HEAD' });
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['content-length']).toBe(headers['content-length']);
    expect(head.headers.etag).toBe(etag);
  });

  it('writes the request log line and counts the request in http_request_duration_seconds', async () => {
    const counted = async () => {
      const metric = await testApp.app
        .get(MetricsService)
        .registry.getSingleMetric('http_request_duration_seconds')!
        .get();
      const sample = metric.values.find(
        (value) =>
          (value as { metricName?: string }).metricName === 'http_request_duration_seconds_count' &&
          value.labels.route === '/api/membership-plans' &&
          value.labels.status === '200',
      );
      return sample?.value ?? 0;
    };
    const before = await counted();
    await call(url('/membership-plans'));
    await call(url('/membership-plans'));
    expect(await counted()).toBe(before + 2);
    const lines = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => (line.req as { url?: string } | undefined)?.url === '/api/membership-plans');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines.slice(-2))
      expect(line).toMatchObject({
        level: 30,
        req: { method: 'GET', url: '/api/membership-plans', remoteAddress: '127.0.0.1', id: expect.any(String) },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        route: '/api/membership-plans',
        msg: expect.stringMatching(/^GET \/api\/membership-plans 200 \d+ ms$/),
      });
  });

  it('shows every staff change to plans, features and cells at once, in this process and the other', async () => {
    const names = async (api?: string) =>
      (await list<{ name: string }>('/membership-plans', api)).map((plan) => plan.name);
    // Both processes hold their prepared copy before the change.
    expect(await names()).not.toContain('Night Owl');
    expect(await names(otherApi)).not.toContain('Night Owl');
    const plan = await admin<{ id: string }>('POST', '/admin/membership-plans', {
      name: 'Night Owl',
      price: '4000',
      period: 'monthly',
    });
    expect(await names()).toContain('Night Owl');
    await waitFor(async () => (await names(otherApi)).includes('Night Owl'));

    const features = async (api?: string) =>
      (await list<{ id: string; name: string }>('/comparison-features', api)).map((feature) => feature.name);
    await features(otherApi);
    const feature = await admin<{ id: string }>('POST', '/admin/comparison-features', { name: 'Night access' });
    expect(await features()).toContain('Night access');
    await waitFor(async () => (await features(otherApi)).includes('Night access'));

    const cellOf = async (api?: string) =>
      (await list<{ comparisonFeatureId: string; value: string }>('/comparison-feature-plans', api)).find(
        (cell) => cell.comparisonFeatureId === feature.id,
      )?.value;
    await cellOf(otherApi);
    await admin('POST', '/admin/comparison-feature-plans', {
      comparisonFeatureId: feature.id,
      membershipPlanId: plan.id,
      value: 'Yes',
    });
    expect(await cellOf()).toBe('Yes');
    await waitFor(async () => (await cellOf(otherApi)) === 'Yes');

    await admin('PUT', `/admin/membership-plans/${plan.id}`, { isActive: false });
    expect(await names()).not.toContain('Night Owl');
    await waitFor(async () => !(await names(otherApi)).includes('Night Owl'));
    await admin('DELETE', `/admin/comparison-features/${feature.id}`);
    expect(await features()).not.toContain('Night access');
    await waitFor(async () => !(await features(otherApi)).includes('Night access'));
  });

  it('shows every staff change to events and posts at once, in this process and the other', async () => {
    const titles = async (path: string, api?: string) =>
      (await list<{ title: string }>(path, api)).map((item) => item.title);
    for (const path of ['/events', '/events?featured=true', '/blog', '/blog?featured=true'])
      for (const api of [testApp.api, otherApi]) await titles(path, api);

    const event = await admin<{ id: string }>('POST', '/admin/events', {
      title: 'Launch Party',
      description: 'Drinks on the terrace.',
      category: 'social',
      date: '2030-06-01',
      time: '18:00 - 20:00',
      capacity: 40,
      price: '0',
    });
    expect(await titles('/events')).toContain('Launch Party');
    await waitFor(async () => (await titles('/events', otherApi)).includes('Launch Party'));
    await admin('PUT', `/admin/events/${event.id}`, { featured: true });
    expect(await titles('/events?featured=true')).toContain('Launch Party');
    await waitFor(async () => (await titles('/events?featured=true', otherApi)).includes('Launch Party'));
    await admin('DELETE', `/admin/events/${event.id}`);
    expect(await titles('/events')).not.toContain('Launch Party');
    await waitFor(async () => !(await titles('/events', otherApi)).includes('Launch Party'));

    const post = await admin<{ id: string }>('POST', '/admin/posts', {
      title: 'Hot Desks, Cold Brew',
      content: 'A post.',
      author: 'Wanjiru Kamau',
      category: 'Community',
      published: true,
      featured: true,
    });
    expect(await titles('/blog')).toContain('Hot Desks, Cold Brew');
    expect(await titles('/blog?featured=true')).toContain('Hot Desks, Cold Brew');
    await waitFor(async () => (await titles('/blog?featured=true', otherApi)).includes('Hot Desks, Cold Brew'));
    await admin('PUT', `/admin/posts/${post.id}`, { published: false });
    expect(await titles('/blog')).not.toContain('Hot Desks, Cold Brew');
    await waitFor(async () => !(await titles('/blog', otherApi)).includes('Hot Desks, Cold Brew'));
  });

  it('changes the ETag with the content, so a browser holding the old version gets the new one', async () => {
    const { headers } = await call(url('/spaces'));
    await admin('POST', '/admin/spaces', { name: 'ETag booth', rate: '300' });
    const changed = await call(url('/spaces'), { headers: { 'if-none-match': String(headers.etag) } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(headers.etag);
    expect(changed.body).toContain('ETag booth');
  });

  it('lists a scheduled post from its publish time, and drops an event once its Nairobi day is over', async () => {
    const clock = testApp.app.get(Clock);
    const at = (instant: Date) => jest.spyOn(clock, 'now').mockReturnValue(instant);
    at(new Date('2030-03-01T06:00:00Z'));
    await admin('POST', '/admin/posts', {
      title: 'Scheduled For March',
      content: 'Later.',
      author: 'Wanjiru Kamau',
      category: 'Community',
      published: true,
      publishedAt: '2030-03-02T07:00:00.000Z',
    });
    await admin('POST', '/admin/events', {
      title: 'Last Day Mixer',
      description: 'The last one.',
      category: 'social',
      date: '2030-03-02',
      time: '18:00 - 20:00',
      capacity: 40,
      price: '0',
    });
    const posts = async () => (await list<{ title: string }>('/blog')).map((post) => post.title);
    const events = async () => (await list<{ title: string }>('/events')).map((event) => event.title);
    expect(await posts()).not.toContain('Scheduled For March');
    expect(await events()).toContain('Last Day Mixer');
    // No one changed anything: the lists change with the time alone.
    at(new Date('2030-03-02T06:59:59Z'));
    expect(await posts()).not.toContain('Scheduled For March');
    at(new Date('2030-03-02T07:00:00Z'));
    expect(await posts()).toContain('Scheduled For March');
    at(venueInstant('2030-03-02', '23:59'));
    expect(await events()).toContain('Last Day Mixer');
    at(venueInstant('2030-03-03'));
    expect(await events()).not.toContain('Last Day Mixer');
  });

  it('reads the database again after the time limit, for an edit made other than through the product', async () => {
    const clock = testApp.app.get(Clock);
    const plans = async () => (await list<{ name: string }>('/comparison-features')).map((feature) => feature.name);
    expect(await plans()).toContain('Dedicated desk');
    await testApp.em().execute(`update comparison_features set name = 'Renamed in SQL' where name = 'Dedicated desk'`);
    expect(await plans()).not.toContain('Renamed in SQL');
    const start = Date.now();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(start + PREPARED_LIST_TTL_MS + 1000));
    expect(await plans()).toContain('Renamed in SQL');
  });
});
