import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, relative, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { jest } from '@jest/globals';
import { PreparedPages } from '../../src/bootstrap/prepared-pages.js';
import { CLIENT_PAGE_SHELL, FRONTEND_FOLDERS } from '../../src/bootstrap/web-frontends.js';
import { MetricsService } from '../../src/metrics/metrics.service.js';
import { isRenderedOnRequest, StorefrontPages } from '../../src/modules/content/storefront/storefront-pages.js';
import { createTestApp, ROOT, signIn, type TestApp } from '../support/test-app.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with exactly these headers (no client-added Accept-Encoding, no decoding). */
function send(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    // The path as written: a URL would resolve its dot segments first.
    const request = httpRequest({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Everything but the moment it was sent. */
const comparable = (answer: Answer) => {
  const { date: _date, ...headers } = answer.headers;
  return { status: answer.status, headers, body: answer.body.toString('base64') };
};

const decoded = (answer: Answer) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body;

const ENCODINGS: Record<string, Record<string, string>> = {
  none: {},
  identity: { 'accept-encoding': 'identity' },
  gzip: { 'accept-encoding': 'gzip, deflate' },
  browser: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  'no brotli': { 'accept-encoding': 'br;q=0, gzip' },
};

/**
 * The storefront's prerendered pages are answered from bytes read at start (prepared-pages.ts), before Nest and the
 * front ends' Express chain. Each answer — status, every header but Date, and body — is compared with the one the
 * Express chain gives in an application without the prepared pages, serving the same built storefront.
 */
describe('prerendered storefront pages answered from memory', () => {
  let fast: TestApp;
  let chain: TestApp;
  let fastSite: string;
  let chainSite: string;
  const answered = jest.spyOn(PreparedPages.prototype as unknown as { answer: () => boolean }, 'answer');
  const folder = FRONTEND_FOLDERS.storefront;
  const pagePaths = readdirSync(folder, { recursive: true })
    .map((file) =>
      relative(folder, join(folder, String(file)))
        .split(sep)
        .join('/'),
    )
    .filter((file) => file.endsWith('/index.html'))
    .map((file) => `/${file.slice(0, -'/index.html'.length)}`)
    .filter((path) => !isRenderedOnRequest(path));

  /** The same request to both applications; the fast one must have answered it from the prepared bytes. */
  const both = async (path: string, headers: Record<string, string> = {}, method = 'GET', prepared = true) => {
    const before = answered.mock.results.filter((result) => result.value === true).length;
    const [mine, theirs] = await Promise.all([
      send(fastSite, path, headers, method),
      send(chainSite, path, headers, method),
    ]);
    const after = answered.mock.results.filter((result) => result.value === true).length;
    const asked = { path, headers, method };
    expect({ asked, prepared: after > before }).toEqual({ asked, prepared });
    expect({ asked, ...comparable(mine) }).toEqual({ asked, ...comparable(theirs) });
    return mine;
  };

  beforeAll(async () => {
    [fast, chain] = await Promise.all([
      createTestApp({}, { serveFrontends: true }),
      createTestApp({}, { serveFrontends: true, preparedPages: false }),
    ]);
    fastSite = fast.api.replace(/\/api$/, '');
    chainSite = chain.api.replace(/\/api$/, '');
  });
  afterAll(async () => {
    answered.mockRestore();
    await Promise.all([fast?.close(), chain?.close()]);
  });

  it('has pages to prepare in the built storefront', () => {
    expect(pagePaths).toEqual(expect.arrayContaining(['/about', '/contact', '/member-portal']));
  });

  it('answers every prerendered page in each encoding as the Express chain does', async () => {
    for (const path of pagePaths)
      for (const [name, headers] of Object.entries(ENCODINGS)) {
        const answer = await both(path, headers);
        expect(answer.status).toBe(200);
        expect(decoded(answer).toString()).toContain('<html');
        if (name === 'browser') expect(answer.headers['content-encoding']).toBe('br');
        if (name === 'gzip' || name === 'no brotli') expect(answer.headers['content-encoding']).toBe('gzip');
        if (name === 'none' || name === 'identity') expect(answer.headers['content-encoding']).toBeUndefined();
      }
  });

  it('sends the storefront Content Security Policy with the payment origins and the security headers', async () => {
    const answer = await both('/about', ENCODINGS.browser);
    expect(answer.headers['content-security-policy']).toContain('script-src');
    expect(answer.headers['content-security-policy']).toContain('paystack');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('answers a page with a trailing slash or a query string too', async () => {
    for (const path of ['/about/', '/about?ref=mail', '/contact/?utm_source=x'])
      for (const headers of Object.values(ENCODINGS)) expect((await both(path, headers)).status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    for (const headers of Object.values(ENCODINGS)) {
      const answer = await both('/about', headers, 'HEAD');
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBe(0);
      expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    }
  });

  it('answers 304 to a browser that has the page (ETag or date), in each encoding', async () => {
    for (const headers of Object.values(ENCODINGS)) {
      const first = await both('/about', headers);
      const etag = String(first.headers.etag);
      const lastModified = String(first.headers['last-modified']);
      const conditionals: Record<string, string>[] = [
        { 'if-none-match': etag },
        { 'if-modified-since': lastModified },
        { 'if-none-match': etag, 'if-modified-since': lastModified },
      ];
      for (const conditional of conditionals) {
        const again = await both('/about', { ...headers, ...conditional });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
      }
      expect((await both('/about', { ...headers, 'if-none-match': 'W/"other"' })).status).toBe(200);
      expect((await both('/about', { ...headers, 'if-none-match': etag }, 'HEAD')).status).toBe(304);
    }
  });

  it('leaves byte ranges and preconditions of a plain request to the Express chain', async () => {
    const plain = await both('/about');
    expect((await both('/about', { range: 'bytes=0-9' }, 'GET', false)).status).toBe(206);
    expect((await both('/about', { 'if-match': '"nope"' }, 'GET', false)).status).toBe(412);
    expect(
      (await both('/about', { 'if-unmodified-since': String(plain.headers['last-modified']) }, 'GET', false)).status,
    ).toBe(200);
  });

  it('sends the member portal never stored and never passed on as a Referer', async () => {
    for (const headers of Object.values(ENCODINGS)) {
      const answer = await both('/member-portal', headers);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it("answers a secret page's path with its folder's shell, private and kept out of search engines", async () => {
    for (const headers of Object.values(ENCODINGS))
      for (const path of ['/bookings/manage/AbC_123-xyz', '/bookings/manage/AbC_123-xyz/?from=mail']) {
        const answer = await both(path, headers);
        expect(answer.status).toBe(200);
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers['referrer-policy']).toBe('no-referrer');
        expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      }
    expect(CLIENT_PAGE_SHELL).toBe('_client-page.html');
  });

  it('leaves unknown paths, odd spellings, assets, the admin and the API to the existing path', async () => {
    for (const path of [
      '/no-such-page',
      '/bookings/manage/',
      '/bookings/manage/a/b',
      '/bookings/manage/a%2Fb',
      '/Spaces',
      '//spaces',
      '/spaces/../about',
      '/%73paces',
      '/favicon.svg',
      '/robots.txt',
      '/admin',
      '/api/nothing-here',
    ])
      for (const headers of [ENCODINGS.none, ENCODINGS.browser]) await both(path, headers, 'GET', false);
    expect((await send(fastSite, '/no-such-page')).status).toBe(404);
  });

  it('leaves the pages rendered on request (home, the pages of public lists, posts, sitemap) to StorefrontPages', async () => {
    for (const path of [
      '/',
      '/spaces',
      '/booking',
      '/membership',
      '/events',
      '/blog',
      '/blog/no-such-post',
      '/sitemap.xml',
    ]) {
      const before = answered.mock.calls.length;
      const answer = await send(fastSite, path, ENCODINGS.browser);
      expect(answered.mock.calls.length).toBe(before);
      expect(answer.status).toBeLessThan(500);
    }
  });

  it('counts each answer in http_request_duration_seconds under the front ends route', async () => {
    const counted = async () => {
      const metric = await fast.app
        .get(MetricsService)
        .registry.getSingleMetric('http_request_duration_seconds')!
        .get();
      const sample = metric.values.find(
        (value) =>
          (value as { metricName?: string }).metricName === 'http_request_duration_seconds_count' &&
          value.labels.route === '/*' &&
          value.labels.method === 'GET' &&
          value.labels.status === '200',
      );
      return sample?.value ?? 0;
    };
    const before = await counted();
    await send(fastSite, '/contact', ENCODINGS.browser);
    await send(fastSite, '/about');
    expect(await counted()).toBe(before + 2);
  });
});

/**
 * The pages made of public lists (spaces, booking, membership, events, blog) are rendered by the API with those lists'
 * prepared answers (storefront-pages.ts): once rendered, they are answered from those bytes before Nest's pipeline
 * while every list they show is unchanged, exactly as the Express chain answers them, and rendered again as soon as
 * staff change one.
 */
describe('pages of public lists answered from their rendered bytes', () => {
  let testApp: TestApp;
  const early = jest.spyOn(StorefrontPages.prototype, 'answerCached');
  const earlyAnswers = () => early.mock.results.filter((result) => result.value === true).length;
  const site = () => testApp.api.replace(/\/api$/, '');

  beforeAll(async () => {
    testApp = await createTestApp({ SEED_DEMO: 'true' }, { serveFrontends: true });
  });
  afterAll(async () => {
    early.mockRestore();
    await testApp?.close();
  });

  it.each(['/', '/spaces', '/booking', '/membership', '/events', '/blog'])(
    '%s: rendered once with its lists, then answered early, byte for byte as the Express chain answers it',
    async (path) => {
      const first = await send(site(), path, ENCODINGS.browser);
      expect(first.status).toBe(200);
      for (const [name, headers] of Object.entries(ENCODINGS)) {
        // The same request once through the Express chain (the early answer declined), once early.
        early.mockReturnValueOnce(false);
        const chain = await send(site(), path, headers);
        const before = earlyAnswers();
        const mine = await send(site(), path, headers);
        expect(earlyAnswers()).toBe(before + 1);
        expect({ name, ...comparable(mine) }).toEqual({ name, ...comparable(chain) });
        expect(mine.headers['content-security-policy']).toContain('paystack');
        expect(mine.headers['x-content-type-options']).toBe('nosniff');
        expect(mine.headers['cache-control']).toBe('no-cache');
        // The data the browser's first render starts from travels in the page.
        expect(decoded(mine).toString()).toContain('id="query-seed"');
      }

      const etag = String(first.headers.etag);
      const again = await send(site(), path, { ...ENCODINGS.browser, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(etag);
    },
  );

  it('shows a space staff add at once: the stale page is not answered early, and the new one is', async () => {
    const root = await signIn(testApp.api, ROOT.username, ROOT.password);
    const page = async () => decoded(await send(site(), '/booking', ENCODINGS.browser)).toString();
    expect(await page()).not.toContain('Quiet Corner Booth');

    const added = await root.request('POST', '/admin/spaces', { name: 'Quiet Corner Booth', rate: '350' });
    expect(added.status).toBe(201);

    const before = earlyAnswers();
    expect(await page()).toContain('Quiet Corner Booth');
    expect(earlyAnswers()).toBe(before);
    expect(await page()).toContain('Quiet Corner Booth');
    expect(earlyAnswers()).toBe(before + 1);
  });

  it('shows the promotion staff mark for the home page at once, and stops showing it at once', async () => {
    const root = await signIn(testApp.api, ROOT.username, ROOT.password);
    const home = async () => decoded(await send(site(), '/', ENCODINGS.browser)).toString();
    expect(await home()).not.toContain('Opening week: 15% off');

    const created = await root.request('POST', '/admin/promo-codes', {
      code: 'OPENING15',
      percentOff: 15,
      appliesTo: 'all',
      displayOnSite: true,
      bannerText: 'Opening week: 15% off',
    });
    expect(created.status).toBe(201);
    const before = earlyAnswers();
    expect(await home()).toContain('Opening week: 15% off');
    expect(earlyAnswers()).toBe(before);
    expect(await home()).toContain('Opening week: 15% off');
    expect(earlyAnswers()).toBe(before + 1);

    const { id } = (await created.json()) as { id: string };
    expect((await root.request('PUT', `/admin/promo-codes/${id}`, { active: false })).status).toBe(200);
    expect(await home()).not.toContain('Opening week: 15% off');
  });
});
