import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { createHttpApp } from '../../src/bootstrap/http-app.js';
import { createOrmConfig } from '../../src/database/mikro-orm.config.js';
import { prepareDatabase } from '../../src/database/migrate.js';
import { createBackup, restoreBackup } from '../../src/launcher/backup-archive.js';
import { futureWeekday, makeSpace } from '../booking/support.js';
import { createTestApp, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/** What a person sees of the records through the API: the same before the backup and after the restore. */
async function readRecords(api: string, ids: { bookingId: string; paymentId: string; eventId: string }) {
  const root = await signIn(api, ROOT.username, ROOT.password);
  const read = async (session: Session, path: string) => {
    const response = await session.request('GET', path);
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    booking: await read(root, `/admin/bookings/${ids.bookingId}`),
    payment: await read(root, `/admin/payments/${ids.paymentId}`),
    event: await read(root, `/admin/events/${ids.eventId}`),
  };
}

async function pictureBytes(api: string, url: string): Promise<Buffer> {
  const response = await fetch(`${new URL(api).origin}${url}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('a backup restores into a fresh database and picture folder, and the API serves the same records', () => {
  let source: TestApp;
  let target: TestDatabase;
  const folders: string[] = [];
  const folder = async (name: string) => {
    const made = await mkdtemp(join(tmpdir(), `${name}-`));
    folders.push(made);
    return made;
  };

  beforeAll(async () => {
    source = await createTestApp({ DATA_DIR: await folder('backup-source') });
    target = await createTestDatabase();
  });
  afterAll(async () => {
    await source.close();
    await target.drop();
    for (const made of folders) await rm(made, { recursive: true, force: true });
  });

  it('backs up bookings, a payment and a picture; restores them; refuses a database that is not empty', async () => {
    // Records made through the product's own API: a staff booking paid in cash, a picture and the event showing it.
    const { space, instances } = await makeSpace(source.em(), { name: 'Boardroom', instances: 2 });
    const root = await signIn(source.api, ROOT.username, ROOT.password);
    const booked = await root.request('POST', '/admin/bookings', {
      spaceId: space.id,
      instanceId: instances[0].id,
      firstName: 'Achieng',
      lastName: 'Otieno',
      email: 'achieng@example.com',
      phone: '+254722000111',
      dates: [futureWeekday(14)],
      slots: ['10:00', '14:00'],
      paymentKind: 'cash',
    });
    expect(booked.status).toBe(201);
    const { bookingIds, paymentId } = (await booked.json()) as { bookingIds: string[]; paymentId: string };
    expect(bookingIds).toHaveLength(2);

    const form = new FormData();
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'hall.png');
    const uploaded = await fetch(`${source.api}/admin/images`, {
      method: 'POST',
      headers: { cookie: root.cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url: pictureUrl } = (await uploaded.json()) as { url: string };
    const event = await root.request('POST', '/admin/events', {
      title: 'Pitch Night',
      description: 'Five founders, five minutes each.',
      category: 'business',
      date: futureWeekday(21),
      time: '18:00 - 20:00',
      capacity: 40,
      price: '0',
      image: pictureUrl,
    });
    expect(event.status).toBe(201);
    const ids = { bookingId: bookingIds[0], paymentId, eventId: ((await event.json()) as { id: string }).id };
    const before = await readRecords(source.api, ids);
    const picture = await pictureBytes(source.api, pictureUrl);

    const backupFolder = await folder('backups');
    const { file, manifest } = await createBackup({
      database: { url: source.config.database.url! },
      imagesDir: join(source.config.dataDir, 'images'),
      output: backupFolder,
    });
    expect(file).toMatch(/backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/);
    expect(manifest).toMatchObject({
      database: { kind: 'postgresql', name: new URL(source.config.database.url!).pathname.slice(1) },
      counts: { space_bookings: 2, payments: 1, events: 1 },
      images: { files: 3 },
    });
    expect(manifest.migrations.last).toMatch(/^Migration\d+_/);

    // A database with tables is never written to.
    await expect(
      restoreBackup({ file, database: { url: source.config.database.url! }, imagesDir: await folder('refused') }),
    ).rejects.toThrow(`The database "${manifest.database.name}" is not empty`);

    const restoredDataDir = await folder('backup-target');
    const report = await restoreBackup({
      file,
      database: { url: target.url },
      imagesDir: join(restoredDataDir, 'images'),
    });
    expect(report).toMatchObject({ images: 3, mismatches: [] });
    expect((await readdir(join(restoredDataDir, 'images'))).sort()).toEqual(
      (await readdir(join(source.config.dataDir, 'images'))).sort(),
    );

    // The API starts on the restored database with nothing to migrate, and serves the same records and picture.
    const orm = await MikroORM.init(createOrmConfig(target.url, { poolSize: 2, silentMigrations: true }));
    const config = testConfig(target.url, { DATA_DIR: restoredDataDir, SEED_DEMO: 'false' });
    try {
      expect(await orm.migrator.getPending()).toEqual([]);
      expect((await prepareDatabase(orm, config)).migrationsApplied).toEqual([]);
    } finally {
      await orm.close();
    }
    const app = await createHttpApp(config, { serveFrontends: false });
    try {
      await app.listen(0, '127.0.0.1');
      const api = `${await app.getUrl()}/api`;
      expect(await readRecords(api, ids)).toEqual(before);
      expect((await pictureBytes(api, pictureUrl)).equals(picture)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('refuses a file that is not a backup, saying so', async () => {
    await expect(
      restoreBackup({
        file: join(await folder('nothing'), 'backup-missing.tar.gz'),
        database: { url: target.url },
        imagesDir: await folder('unused'),
      }),
    ).rejects.toThrow('does not exist');
  });
});
