import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { serveWebFrontends } from './web-frontends.js';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, decompressed according to its Content-Encoding. */
  text: string;
}

/** A request whose Accept-Encoding we choose, read byte for byte (fetch would decompress on its own). */
function request(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const text = (
          encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
        ).toString();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
      });
    }).once('error', reject);
  });
}

describe('compressed front-end files', () => {
  let root: string;
  let server: Server;
  let base: string;
  const script = `export const words = ${JSON.stringify('coworking in Syokimau '.repeat(200))};\n`;
  const page = `<!doctype html><title>About</title><main>${'<p>Hot desks, offices and meeting rooms.</p>'.repeat(60)}</main>`;
  const notFound = `<!doctype html><title>Not found</title>${'<p>Page Not Found</p>'.repeat(80)}`;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'compressed-'));
    const storefront = join(root, 'storefront');
    const admin = join(root, 'admin');
    await mkdir(join(storefront, 'assets'), { recursive: true });
    await mkdir(join(storefront, 'about'), { recursive: true });
    await mkdir(admin, { recursive: true });
    await writeFile(join(storefront, 'index.html'), '<p>home</p>');
    await writeFile(join(storefront, 'about', 'index.html'), page);
    await writeFile(join(storefront, '404.html'), notFound);
    await writeFile(join(storefront, 'assets', 'app-1a2b.js'), script);
    await writeFile(join(storefront, 'assets', 'tiny-3c4d.js'), 'console.log(1)');
    // Compressed by the build: what is sent is this copy, not a fresh compression of the file.
    await writeFile(join(storefront, 'assets', 'prebuilt-5e6f.js'), script);
    await writeFile(
      join(storefront, 'assets', 'prebuilt-5e6f.js.br'),
      brotliCompressSync(Buffer.from(`${script}// from the build\n`)),
    );
    await writeFile(
      join(admin, 'index.html'),
      `<!doctype html><div id="root"></div>${'<noscript>The admin needs JavaScript.</noscript>'.repeat(40)}`,
    );

    const app = express();
    serveWebFrontends(app, { folders: { storefront, admin }, paymentOrigins: [] });
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

  it('sends scripts with brotli when the browser accepts it, else gzip, else as they are', async () => {
    const brotli = await request(`${base}/assets/app-1a2b.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.text).toBe(script);
    expect(Number(brotli.headers['content-length'])).toBeLessThan(script.length / 4);
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('Accept-Encoding');

    const gzipped = await request(`${base}/assets/app-1a2b.js`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(script);

    for (const headers of [{ 'accept-encoding': 'identity' }, {}] as Record<string, string>[]) {
      const plain = await request(`${base}/assets/app-1a2b.js`, headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(script);
    }
  });

  it('leaves files too small to gain anything as they are', async () => {
    const tiny = await request(`${base}/assets/tiny-3c4d.js`, { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.text).toBe('console.log(1)');
  });

  it("sends the build's compressed copy when there is one", async () => {
    const prebuilt = await request(`${base}/assets/prebuilt-5e6f.js`, { 'accept-encoding': 'br' });
    expect(prebuilt.text).toBe(`${script}// from the build\n`);
  });

  it('compresses pages with their status, policy and caching unchanged', async () => {
    const about = await request(`${base}/about`, { 'accept-encoding': 'br' });
    expect(about).toMatchObject({ status: 200, text: page });
    expect(about.headers['content-encoding']).toBe('br');
    expect(about.headers['cache-control']).toBe('no-cache');
    expect(about.headers['content-type']).toContain('text/html');
    expect(about.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    const missing = await request(`${base}/no-such-page`, { 'accept-encoding': 'gzip' });
    expect(missing).toMatchObject({ status: 404, text: notFound });
    expect(missing.headers['content-encoding']).toBe('gzip');

    const admin = await request(`${base}/admin/bookings`, { 'accept-encoding': 'br' });
    expect(admin.headers['content-encoding']).toBe('br');
    expect(admin.text).toContain('<div id="root"></div>');
  });

  it('answers a repeated request for an unchanged file with 304', async () => {
    const first = await request(`${base}/assets/app-1a2b.js`, { 'accept-encoding': 'br' });
    const again = await request(`${base}/assets/app-1a2b.js`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('never serves a file outside the front-end folders', async () => {
    const escape = await request(`${base}/assets/..%2F..%2F..%2Fetc%2Fpasswd`, { 'accept-encoding': 'br' });
    expect(escape.text).not.toContain('root:');
  });
});
