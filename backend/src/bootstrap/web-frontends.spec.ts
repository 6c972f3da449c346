import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { CLIENT_PAGE_SHELL, serveWebFrontends } from './web-frontends.js';

describe('serving the web front ends from the API origin', () => {
  let root: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'frontends-'));
    const storefront = join(root, 'storefront');
    const admin = join(root, 'admin');
    await mkdir(join(storefront, 'assets'), { recursive: true });
    await mkdir(admin, { recursive: true });
    await writeFile(join(storefront, 'index.html'), '<p>home</p>');
    await mkdir(join(storefront, 'about'), { recursive: true });
    await writeFile(join(storefront, 'about', 'index.html'), '<p>about</p>');
    await mkdir(join(storefront, 'member-portal'), { recursive: true });
    await writeFile(join(storefront, 'member-portal', 'index.html'), '<p>portal</p>');
    await writeFile(join(storefront, '404.html'), '<p>404 Page Not Found</p>');
    await writeFile(join(storefront, 'assets', 'app-1a2b.js'), 'console.log(1)');
    await mkdir(join(storefront, 'bookings', 'manage'), { recursive: true });
    await writeFile(join(storefront, 'bookings', 'manage', CLIENT_PAGE_SHELL), '<p>loading your booking</p>');
    await writeFile(join(admin, 'index.html'), '<p>admin</p>');

    const app = express();
    serveWebFrontends(app, { folders: { storefront, admin }, paymentOrigins: ['https://js.paystack.co'] });
    app.use((_request, response) => response.status(404).json({ message: 'not found' }));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('answers each route with its prerendered page, never cached', async () => {
    for (const [path, page] of [
      ['/', '<p>home</p>'],
      ['/about', '<p>about</p>'],
      ['/about/', '<p>about</p>'],
      ['/about?ref=mail', '<p>about</p>'],
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(page);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers a path with no page with the 404 page and status 404', async () => {
    for (const path of ['/spaces/meeting-rooms', '/no-such-page', '/%E0%A4%A', '/..%2F..%2Fetc']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<p>404 Page Not Found</p>');
    }
  });

  it('answers a page rendered in the browser (a manage link) with its shell: 200, not indexed, not stored, no Referer', async () => {
    const response = await fetch(`${base}/bookings/manage/3q2-Zx_token`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>loading your booking</p>');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/bookings/manage', '/bookings/manage/', '/bookings/manage/a/b', '/bookings/other'])
      expect((await fetch(`${base}${path}`)).status).toBe(404);
  });

  it('never lets the member portal page be stored or passed on as a Referer', async () => {
    for (const path of ['/member-portal', '/member-portal/']) {
      const response = await fetch(`${base}${path}`);
      expect(await response.text()).toBe('<p>portal</p>');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('sends a content security policy that allows only our scripts and the payment widget, and no framing', async () => {
    const policy = (await fetch(`${base}/about`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' https://js.paystack.co");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    const adminPolicy = (await fetch(`${base}/admin/login`)).headers.get('content-security-policy') ?? '';
    expect(adminPolicy).toContain("script-src 'self';");
    expect(adminPolicy).toContain("frame-ancestors 'none'");
  });

  it('answers /admin routes with the admin page', async () => {
    const response = await fetch(`${base}/admin/dashboard`);
    expect(await response.text()).toBe('<p>admin</p>');
  });

  it('caches hashed assets for a year and answers a missing file with 404', async () => {
    const asset = await fetch(`${base}/assets/app-1a2b.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/assets/app-old.js`)).status).toBe(404);
  });

  it('leaves /api to the API', async () => {
    expect((await fetch(`${base}/api/unknown`)).status).toBe(404);
  });
});
