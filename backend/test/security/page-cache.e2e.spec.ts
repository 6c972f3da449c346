import { get } from 'node:http';
import { StorefrontPages } from '../../src/modules/content/storefront/storefront-pages.js';
import { createTestApp, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

/**
 * The storefront pages the API renders on request (events, the blog, each post) against a stranger on the internet:
 * a random query string, an unknown address or a burst of identical requests must not make the API render, nor push
 * the real pages out of its cache. Cost is counted in renders (StorefrontPages.renderCount), the expensive step, not
 * in time. Runs the real application serving the built storefront (`storefront/dist`, `dist-ssr`).
 */
/** The status of a plain GET, with exactly these headers. */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) =>
    get(url, { headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).once('error', reject),
  );
}

describe('the rendered-page cache under abuse', () => {
  let testApp: TestApp;
  let staff: Session;
  let site: string;
  let pages: StorefrontPages;
  let rendersAtStart: number;

  const renders = () => pages.renderCount;
  /** Sends GET `pathOf(i)` for i < count, `parallel` at a time; every answer's status and the renders they cost. */
  const batch = async (count: number, pathOf: (index: number) => string, parallel = 20) => {
    const before = renders();
    const statuses = new Set<number>();
    for (let start = 0; start < count; start += parallel) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(parallel, count - start) }, async (_, offset) => {
          const response = await fetch(`${site}${pathOf(start + offset)}`);
          await response.arrayBuffer();
          return response.status;
        }),
      );
      for (const status of answers) statuses.add(status);
    }
    return { statuses: [...statuses], renders: renders() - before };
  };
  const page = async (path: string) => {
    const response = await fetch(`${site}${path}`);
    return { status: response.status, text: await response.text() };
  };

  beforeAll(async () => {
    testApp = await createTestApp({}, { serveFrontends: true });
    site = testApp.api.replace(/\/api$/, '');
    pages = testApp.app.get(StorefrontPages);
    rendersAtStart = pages.renderCount;
    staff = await signIn(testApp.api, ROOT.username, ROOT.password);
    const created = await Promise.all([
      staff.request('POST', '/admin/events', {
        title: 'Pitch Night',
        description: 'Five founders, five minutes each.',
        category: 'business',
        date: '2099-12-10',
        time: '18:00 - 20:00',
        capacity: 40,
        price: '1,500',
      }),
      staff.request('POST', '/admin/posts', {
        title: 'Quiet Hours',
        content: 'Mornings are for deep work.',
        author: 'Wanjiru Kamau',
        category: 'Community',
        published: true,
      }),
    ]);
    expect(created.map((response) => response.status)).toEqual([201, 201]);
  });
  afterAll(() => testApp.close());

  it('has rendered the home page and the pages of public lists before taking a request', async () => {
    expect(rendersAtStart).toBe(6);
    // Nothing changed on the home page or the spaces since: answered from those renders.
    expect(await batch(3, (index) => (index % 2 === 0 ? '/' : '/spaces'))).toEqual({ statuses: [200], renders: 0 });
  });

  it('renders the pages on request with their content', async () => {
    const events = await page('/events');
    expect(events.status).toBe(200);
    expect(events.text).toContain('Pitch Night');
    expect((await page('/blog/quiet-hours')).text).toContain('Quiet Hours');
  });

  it('sends a rendered page compressed as the browser accepts, with an ETag per form and 304 while it is current', async () => {
    for (const path of ['/', '/events', '/blog/quiet-hours']) {
      const plain = await fetch(`${site}${path}`, { headers: { 'accept-encoding': 'identity' } });
      const html = await plain.text();
      expect({ path, encoding: plain.headers.get('content-encoding') }).toEqual({ path, encoding: null });
      expect(plain.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(plain.headers.get('cache-control')).toBe('no-cache');
      expect(plain.headers.get('vary')).toContain('Accept-Encoding');
      const rendersBefore = renders();
      for (const encoding of ['br', 'gzip']) {
        const answer = await fetch(`${site}${path}`, { headers: { 'accept-encoding': encoding } });
        expect({ path, encoding: answer.headers.get('content-encoding') }).toEqual({ path, encoding });
        // fetch undoes the encoding: the same page as the plain answer.
        expect(await answer.text()).toBe(html);
        const etag = answer.headers.get('etag')!;
        expect(etag).not.toBe(plain.headers.get('etag'));
        // As a browser revalidates (fetch would add Cache-Control: no-cache to a conditional request).
        const again = await statusOf(`${site}${path}`, { 'accept-encoding': encoding, 'if-none-match': etag });
        expect({ path, status: again }).toEqual({ path, status: 304 });
        const head = await fetch(`${site}${path}`, { method: 'HEAD', headers: { 'accept-encoding': encoding } });
        expect(head.status).toBe(200);
        expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
        expect(Number(head.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(html) / 2);
      }
      // The page was rendered once for its content; its forms are made from that render.
      expect({ path, renders: renders() - rendersBefore }).toEqual({ path, renders: 0 });
    }
  });

  for (const path of ['/events', '/blog']) {
    it(`costs no more renders for 300 requests to ${path}?n=<i> than twice 300 requests to ${path}`, async () => {
      const plain = await batch(300, () => path);
      expect(plain.statuses).toEqual([200]);
      const random = await batch(300, (index) => `${path}?n=${index}-${Math.random()}`);
      expect(random.statuses).toEqual([200]);
      // The plain batch rendered the page at most once; the random query strings add nothing to render.
      expect(plain.renders).toBeLessThanOrEqual(1);
      expect(random.renders).toBeLessThanOrEqual(2 * Math.max(plain.renders, 1));
      expect(random.renders).toBe(0);

      // The real page was not pushed out of the cache: served again without a render, as before.
      const before = renders();
      const again = await page(path);
      expect(again.status).toBe(200);
      expect(renders()).toBe(before);
      // A query string does not change what is served.
      expect((await page(`${path}?utm_source=mail&n=7`)).text).toBe(again.text);
    });
  }

  it('renders nothing for unknown addresses: each gets the built 404 page', async () => {
    const unknown = await batch(100, (index) => `/no-such-page-${index}`);
    expect(unknown).toEqual({ statuses: [404], renders: 0 });
    const missingPosts = await batch(100, (index) => `/blog/no-such-post-${index}?n=${index}`);
    expect(missingPosts).toEqual({ statuses: [404], renders: 0 });
    const odd = await batch(20, (index) => `/blog/${'%ZZ'.repeat(index + 1)}`);
    expect(odd.renders).toBe(0);
  });

  it('renders a page once for 300 identical requests arriving together after its content changed', async () => {
    const posts = (await (await staff.request('GET', '/admin/posts')).json()) as { id: string; slug: string }[];
    const post = posts.find((row) => row.slug === 'quiet-hours')!;
    expect((await staff.request('PUT', `/admin/posts/${post.id}`, { title: 'Quiet Hours, Revised' })).status).toBe(200);
    const together = await batch(300, (index) => `/blog/quiet-hours?n=${index}`, 300);
    expect(together).toEqual({ statuses: [200], renders: 1 });
    expect((await page('/blog/quiet-hours')).text).toContain('Quiet Hours, Revised');
  });
});
