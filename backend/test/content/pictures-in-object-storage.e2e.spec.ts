import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { loadConfig } from '../../src/config/app-config.js';
import { startLocalS3, type LocalS3 } from '../support/s3-server.js';
import { createTestApp, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

interface Upload {
  url: string;
  sizes: Record<'small' | 'medium' | 'large', string>;
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

/**
 * With S3_ENDPOINT, S3_BUCKET and its keys set, uploaded pictures live in the bucket, not on the API machine's disk,
 * so every API machine serves them; they are served at the same addresses, with the same headers, and go when the
 * post or event that showed them goes.
 */
describe('uploaded pictures in S3-compatible object storage', () => {
  let s3: LocalS3;
  let testApp: TestApp;
  let root: Session;
  let dataDir: string;
  let bucket: S3Client;
  let site: string;

  const upload = async (width: number): Promise<Upload> => {
    const bytes = await sharp({ create: { width, height: width / 2, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
    const response = await fetch(`${testApp.api}/admin/images`, {
      method: 'POST',
      headers: { cookie: root.cookie },
      body: form,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Upload;
  };
  const keys = () => s3.keys();
  const filesOf = (picture: Upload) => Object.values(picture.sizes).map((url) => url.split('/').pop()!);
  const served = (url: string, headers: Record<string, string> = {}) => fetch(`${site}${url}`, { headers });

  beforeAll(async () => {
    s3 = await startLocalS3();
    dataDir = await mkdtemp(join(tmpdir(), 'pictures-s3-'));
    testApp = await createTestApp({ ...s3.env, DATA_DIR: dataDir });
    site = testApp.api.replace(/\/api$/, '');
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    bucket = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });

  afterAll(async () => {
    bucket?.destroy();
    await testApp?.close();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to start with only some of the object storage settings, naming the missing ones', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'pictures' })).toThrow(
      /S3_ACCESS_KEY_ID must be set together with S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY[^\n]*\n\s+- S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(loadConfig({}).objectStorage).toBeUndefined();
  });

  it('keeps an upload in the bucket, not on disk, and serves it byte for byte with a year of caching', async () => {
    const picture = await upload(1200);

    expect(await keys()).toEqual(filesOf(picture).sort());
    await expect(readdir(join(dataDir, 'images'))).rejects.toMatchObject({ code: 'ENOENT' });
    for (const url of Object.values(picture.sizes)) {
      const response = await served(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const stored = await bucket.send(new GetObjectCommand({ Bucket: 'pictures', Key: url.split('/').pop() }));
      expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(await stored.Body!.transformToByteArray()));

      // A browser's revalidation and a range request are answered as a static file server would.
      const again = await served(url, { 'if-none-match': response.headers.get('etag')! });
      expect(again.status).toBe(304);
      const part = await served(url, { range: 'bytes=0-9' });
      expect(part.status).toBe(206);
      expect((await part.arrayBuffer()).byteLength).toBe(10);
    }
    expect(
      (await served(`/api/media/images/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}-large.webp`)).status,
    ).toBe(404);
    expect(await (await served('/api/media/images/..%2F..%2Fpackage.json')).json()).toEqual({
      message: 'No such image',
    });
  });

  it('deletes the pictures of a deleted post, and a replaced event picture unless another event shows it', async () => {
    const [first, second] = [await upload(600), await upload(640)];
    const before = await keys();

    const post = (await (
      await root.request('POST', '/admin/posts', {
        title: 'Our new phone booths',
        content: `Quiet at last.\n\n![A booth](${second.sizes.medium})`,
        author: 'Wanjiru Kamau',
        category: 'Community',
        image: first.url,
      })
    ).json()) as { id: string };
    const event = (await (await root.request('POST', '/admin/events', { ...EVENT, image: first.url })).json()) as {
      id: string;
    };
    const other = (await (await root.request('POST', '/admin/events', { ...EVENT, image: second.url })).json()) as {
      id: string;
    };

    // The post goes; its own picture is still the event's and the one in its text is still the other event's.
    expect((await root.request('DELETE', `/admin/posts/${post.id}`)).status).toBe(204);
    expect(await keys()).toEqual(before);

    // The event's picture is replaced by one the other event shows: the first upload is shown nowhere now.
    expect((await root.request('PUT', `/admin/events/${event.id}`, { image: second.url })).status).toBe(200);
    expect(await keys()).toEqual(before.filter((key) => !filesOf(first).includes(key)));
    expect((await served(first.sizes.large)).status).toBe(404);

    expect((await root.request('DELETE', `/admin/events/${event.id}`)).status).toBe(204);
    expect((await served(second.sizes.large)).status).toBe(200);
    expect((await root.request('DELETE', `/admin/events/${other.id}`)).status).toBe(204);
    expect(await keys()).toEqual(before.filter((key) => ![...filesOf(first), ...filesOf(second)].includes(key)));
    expect((await served(second.sizes.small)).status).toBe(404);
  });
});
