import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { buildPermissionMap, venueInstant } from '@coworking/domain';
import sharp from 'sharp';
import express from 'express';
import { Clock } from '../../src/common/clock/clock.js';
import { StorefrontPages } from '../../src/modules/content/storefront/storefront-pages.js';
import { createTestApp, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

interface EventRow {
  id: string;
  title: string;
  date: string;
  price: string;
  location: string;
  image: string | null;
}
interface PostRow {
  id: string;
  slug: string;
  excerpt: string;
  status: string;
  published: boolean;
  publishedAt: string | null;
}

const EVENT = {
  title: 'Pitch Night',
  description: 'Five founders, five minutes each.',
  category: 'business',
  date: '2026-12-10',
  time: '18:00 - 20:00',
  capacity: 40,
  price: '1,500',
};
const POST = {
  title: 'Café Culture: 5 Tips',
  content: 'First **bold** paragraph with <script>alert(1)</script> and [a link](javascript:alert(1)).\n\nSecond.',
  author: 'Wanjiru Kamau',
  category: 'Community',
};

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } })
    .png()
    .toBuffer();
}

describe('staff edit events and blog posts; the site shows upcoming events and published posts', () => {
  let testApp: TestApp;
  let root: Session;
  let viewer: Session;
  let clock: Clock;
  let dataDir: string;
  const json = async <T>(response: Response) => ({
    status: response.status,
    total: response.headers.get('x-total-count'),
    body: (await response.json()) as T,
  });
  const publicGet = async <T>(path: string) => json<T>(await fetch(`${testApp.api}${path}`));
  const at = (instant: Date) => jest.spyOn(clock, 'now').mockReturnValue(instant);
  const upload = (session: Session, bytes: Buffer, type: string, name = 'picture') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return fetch(`${testApp.api}/admin/images`, { method: 'POST', headers: { cookie: session.cookie }, body: form });
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'content-images-'));
    testApp = await createTestApp({ DATA_DIR: dataDir });
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    await makeAdmin(testApp.em(), {
      username: 'reader',
      permissions: buildPermissionMap((resource, action) => ['events', 'blog'].includes(resource) && action === 'view'),
    });
    viewer = await signIn(testApp.api, 'reader');
    clock = testApp.app.get(Clock);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await testApp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates, pages, changes and deletes events, refusing bad fields with 400 and viewers with 403', async () => {
    at(venueInstant('2026-12-01', '09:00'));
    const created = await json<EventRow>(await root.request('POST', '/admin/events', EVENT));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Pitch Night', price: '1500.00', location: 'Syokimau Coworking Hub' });
    for (const day of ['2026-12-05', '2026-12-20']) {
      await root.request('POST', '/admin/events', { ...EVENT, title: `Mixer ${day}`, date: day });
    }

    const page = await json<EventRow[]>(await root.request('GET', '/admin/events?_start=0&_end=2&_sort=date'));
    expect(page.total).toBe('3');
    expect(page.body.map((event) => event.date)).toEqual(['2026-12-05', '2026-12-10']);
    for (const [query, message] of [
      ['/admin/events?_sort=nope', '_sort must be one of date, title'],
      ['/admin/events?when=later', 'when must be upcoming or past'],
      ['/admin/posts?status=live', 'status must be one of: draft, scheduled, published'],
    ]) {
      const refused = await json<{ message: string }>(await root.request('GET', query));
      expect({ query, status: refused.status, starts: refused.body.message.startsWith(message) }).toEqual({
        query,
        status: 400,
        starts: true,
      });
    }
    const searched = await json<EventRow[]>(await viewer.request('GET', '/admin/events?q=pitch'));
    expect(searched.body.map((event) => event.id)).toEqual([created.body.id]);

    const bad = await json<{ message: string; errors: Record<string, string> }>(
      await root.request('POST', '/admin/events', {
        ...EVENT,
        category: 'party',
        date: '2026-02-30',
        time: '6pm',
        capacity: 0,
        price: 'free',
      }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['capacity', 'category', 'date', 'price', 'time']);
    expect(
      (await root.request('POST', '/admin/events', { ...EVENT, image: 'https://elsewhere.test/x.jpg' })).status,
    ).toBe(400);

    expect((await viewer.request('POST', '/admin/events', EVENT)).status).toBe(403);
    expect((await viewer.request('PUT', `/admin/events/${created.body.id}`, { title: 'x' })).status).toBe(403);
    expect((await viewer.request('DELETE', `/admin/events/${created.body.id}`)).status).toBe(403);

    const changed = await json<EventRow>(
      await root.request('PUT', `/admin/events/${created.body.id}`, { title: 'Pitch Night II', price: '0' }),
    );
    expect(changed.body).toMatchObject({ title: 'Pitch Night II', price: '0.00', date: '2026-12-10' });
    expect((await root.request('DELETE', `/admin/events/${created.body.id}`)).status).toBe(204);
    expect((await root.request('GET', `/admin/events/${created.body.id}`)).status).toBe(404);
  });

  it('shows an event on the site through its whole Nairobi day and not a second longer', async () => {
    const created = await json<EventRow>(
      await root.request('POST', '/admin/events', { ...EVENT, title: 'Edge Day', date: '2026-12-15' }),
    );
    const listed = async () =>
      (await publicGet<EventRow[]>('/events')).body.some((event) => event.id === created.body.id);
    // 23:59:59 in Nairobi is 20:59:59 UTC.
    at(new Date('2026-12-15T20:59:59Z'));
    expect(await listed()).toBe(true);
    at(new Date('2026-12-15T21:00:00Z'));
    expect(await listed()).toBe(false);
    const past = await json<EventRow[]>(await root.request('GET', '/admin/events?when=past'));
    expect(past.body.map((event) => event.id)).toContain(created.body.id);
  });

  it('writes drafts, makes and guards slugs, and publishes, schedules and unpublishes posts', async () => {
    at(new Date('2026-12-01T06:00:00Z'));
    const draft = await json<PostRow>(await root.request('POST', '/admin/posts', POST));
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ slug: 'cafe-culture-5-tips', status: 'draft', publishedAt: null });
    expect(draft.body.excerpt).toBe(
      'First bold paragraph with <script>alert(1)</script> and [a link](javascript:alert(1)). Second.',
    );
    const again = await json<PostRow>(await root.request('POST', '/admin/posts', POST));
    expect(again.body.slug).toBe('cafe-culture-5-tips-2');

    const taken = await json<{ message: string }>(
      await root.request('POST', '/admin/posts', { ...POST, slug: 'cafe-culture-5-tips' }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('cafe-culture-5-tips');
    const badSlug = await json<{ errors: Record<string, string> }>(
      await root.request('POST', '/admin/posts', { ...POST, slug: 'Not A Slug!' }),
    );
    expect(badSlug.status).toBe(400);
    expect(Object.keys(badSlug.body.errors)).toEqual(['slug']);
    expect((await root.request('POST', '/admin/posts', { ...POST, category: 'Gossip', content: '' })).status).toBe(400);
    expect((await viewer.request('POST', '/admin/posts', POST)).status).toBe(403);
    expect((await viewer.request('PUT', `/admin/posts/${draft.body.id}`, { published: true })).status).toBe(403);

    const onSite = async (slug: string) =>
      (await publicGet<PostRow[]>('/blog')).body.some((post) => post.slug === slug);
    expect(await onSite('cafe-culture-5-tips')).toBe(false);
    expect((await publicGet('/blog/cafe-culture-5-tips')).status).toBe(404);

    const published = await json<PostRow>(
      await root.request('PUT', `/admin/posts/${draft.body.id}`, { published: true }),
    );
    expect(published.body).toMatchObject({ status: 'published', publishedAt: '2026-12-01T06:00:00.000Z' });
    expect(await onSite('cafe-culture-5-tips')).toBe(true);
    const page = await publicGet<{ contentHtml: string; title: string }>('/blog/cafe-culture-5-tips');
    expect(page.body.title).toBe('Café Culture: 5 Tips');
    expect(page.body.contentHtml).toContain('<strong>bold</strong>');
    expect(page.body.contentHtml).toContain('&lt;script&gt;');
    expect(page.body.contentHtml).not.toContain('<script');
    expect(page.body.contentHtml).not.toContain('href="javascript:');

    // Scheduled for midnight in Nairobi on 3 December: hidden until that instant.
    const scheduled = await json<PostRow>(
      await root.request('PUT', `/admin/posts/${again.body.id}`, {
        published: true,
        publishedAt: '2026-12-03T00:00:00+03:00',
      }),
    );
    expect(scheduled.body.status).toBe('scheduled');
    at(new Date('2026-12-02T20:59:59Z'));
    expect(await onSite('cafe-culture-5-tips-2')).toBe(false);
    expect((await publicGet('/blog/cafe-culture-5-tips-2')).status).toBe(404);
    at(new Date('2026-12-02T21:00:00Z'));
    expect(await onSite('cafe-culture-5-tips-2')).toBe(true);
    const listed = await json<PostRow[]>(await root.request('GET', '/admin/posts?status=published&_start=0&_end=10'));
    expect(listed.total).toBe('2');

    await root.request('PUT', `/admin/posts/${draft.body.id}`, { published: false });
    expect(await onSite('cafe-culture-5-tips')).toBe(false);
    expect((await root.request('DELETE', `/admin/posts/${again.body.id}`)).status).toBe(204);
    expect(await onSite('cafe-culture-5-tips-2')).toBe(false);
  });

  it('resizes an uploaded picture to three WebP sizes served with a year of caching, and refuses the rest', async () => {
    const accepted = await json<{ url: string; sizes: Record<'small' | 'medium' | 'large', string> }>(
      await upload(root, await png(2400, 1200), 'image/png'),
    );
    expect(accepted.status).toBe(201);
    expect(accepted.body.url).toBe(accepted.body.sizes.large);
    for (const [size, width] of [
      ['small', 480],
      ['medium', 960],
      ['large', 1600],
    ] as const) {
      const served = await fetch(`${testApp.api.replace(/\/api$/, '')}${accepted.body.sizes[size]}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
    // A small picture is never enlarged.
    const small = await json<{ sizes: { large: string } }>(await upload(root, await png(300, 200), 'image/png'));
    const large = await fetch(`${testApp.api.replace(/\/api$/, '')}${small.body.sizes.large}`);
    expect((await sharp(Buffer.from(await large.arrayBuffer())).metadata()).width).toBe(300);
    // The picture can be set on an event.
    const event = await json<EventRow>(
      await root.request('POST', '/admin/events', { ...EVENT, image: accepted.body.url }),
    );
    expect(event.body.image).toBe(accepted.body.url);

    const refusals = [
      await upload(root, Buffer.from('GIF89a'), 'image/gif'),
      await upload(root, Buffer.from('not really a picture'), 'image/png'),
      await upload(root, await png(10, 10), 'image/jpeg'),
      await upload(root, Buffer.alloc(10 * 1024 * 1024 + 1), 'image/png'),
    ];
    const messages = await Promise.all(
      refusals.map(async (response) => ({
        status: response.status,
        body: (await response.json()) as { message: string },
      })),
    );
    expect(messages).toEqual([
      { status: 400, body: expect.objectContaining({ message: 'The image must be a JPEG, PNG or WebP file.' }) },
      {
        status: 400,
        body: expect.objectContaining({ message: 'This file is not a readable JPEG, PNG or WebP image.' }),
      },
      {
        status: 400,
        body: expect.objectContaining({ message: 'This file is not a readable JPEG, PNG or WebP image.' }),
      },
      { status: 400, body: expect.objectContaining({ message: 'The image must be at most 10 MB.' }) },
    ]);
    const missing = await fetch(`${testApp.api}/admin/images`, {
      method: 'POST',
      headers: { cookie: root.cookie },
      body: new FormData(),
    });
    expect(missing.status).toBe(400);
    expect((await upload(viewer, await png(10, 10), 'image/png')).status).toBe(403);
    // Two accepted uploads, three sizes each, under DATA_DIR; nothing refused was kept.
    expect(await readdir(join(dataDir, 'images'))).toHaveLength(6);
    expect((await fetch(`${testApp.api}/media/images/..%2F..%2Fpackage.json`)).status).toBe(404);
  });

  it('renders the blog and post pages on request with the current content, again only when it changed', async () => {
    // A stand-in for the storefront's server renderer: it writes the URL and data it was given, and counts renders.
    const storefront = join(dataDir, 'storefront');
    await mkdir(join(storefront, 'dist-ssr'), { recursive: true });
    await writeFile(join(storefront, 'dist-ssr', 'template.html'), '<html><body><!--app-html--></body></html>');
    await writeFile(
      join(storefront, 'dist-ssr', 'entry-server.js'),
      `export async function renderDocument(template, url, seed) {
        globalThis.storefrontRenders = (globalThis.storefrontRenders ?? 0) + 1;
        return template.replace('<!--app-html-->', url + ' ' + JSON.stringify(seed));
      }
      export function sitemapXml(extra) {
        return '<urlset>' + extra.map((page) => '<url><loc>' + page.path + '</loc></url>').join('') + '</urlset>';
      }`,
    );
    const site = express();
    site.use(testApp.app.get(StorefrontPages).handler(join(storefront, 'dist')));
    site.use((_request, response) => response.status(404).send('not rendered'));
    const server = site.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const renders = () => (globalThis as { storefrontRenders?: number }).storefrontRenders ?? 0;
    const page = async (path: string) => {
      const response = await fetch(`${origin}${path}`);
      return { status: response.status, text: await response.text() };
    };
    try {
      at(new Date('2026-12-05T06:00:00Z'));
      const post = await json<PostRow>(
        await root.request('POST', '/admin/posts', { ...POST, title: 'Fresh Off The Press', published: true }),
      );
      const first = await page('/blog/fresh-off-the-press');
      expect(first.status).toBe(200);
      expect(first.text).toContain('"blog-post","fresh-off-the-press"');
      expect(first.text).toContain('Fresh Off The Press');
      const rendered = renders();
      expect((await page('/blog/fresh-off-the-press')).text).toBe(first.text);
      expect(renders()).toBe(rendered);

      await root.request('PUT', `/admin/posts/${post.body.id}`, { title: 'Fresh Off The Press, Revised' });
      expect((await page('/blog/fresh-off-the-press')).text).toContain('Fresh Off The Press, Revised');
      expect(renders()).toBe(rendered + 1);
      expect((await page('/blog')).text).toContain('Fresh Off The Press, Revised');
      expect((await page('/sitemap.xml')).text).toContain('<loc>/blog/fresh-off-the-press</loc>');

      await root.request('PUT', `/admin/posts/${post.body.id}`, { published: false });
      expect(await page('/blog/fresh-off-the-press')).toEqual({ status: 404, text: 'not rendered' });
      expect((await page('/sitemap.xml')).text).not.toContain('fresh-off-the-press');
      expect((await page('/about')).text).toBe('not rendered');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
