import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import * as tar from 'tar';
import { MIGRATIONS_TABLE } from '../database/mikro-orm.config.js';

const run = promisify(execFile);

/** What `npm run backup` and `npm run restore` refuse with: a sentence an operator can act on, no stack. */
export class BackupError extends Error {}

/** The database of a backup: a real PostgreSQL (DATABASE_URL) or the embedded one kept in a data folder. */
export type BackupDatabase = { url: string } | { embeddedDataDir: string };

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: {
    kind: 'postgresql' | 'embedded';
    name: string;
    serverVersion: string;
    /** `database.dump` (pg_dump custom format) or `database.pglite.tar.gz` (the embedded database's data folder). */
    file: string;
  };
  migrations: { count: number; last: string | null };
  /** Rows per table as the dump holds them (counted in the dump's own snapshot). */
  counts: Record<string, number>;
  images: { files: number; bytes: number };
}

const MANIFEST = 'manifest.json';
const DUMP = 'database.dump';
const EMBEDDED_DUMP = 'database.pglite.tar.gz';
const IMAGES = 'images';

/** Pictures as the image store leaves them; half-written ones (`.<name>.tmp`) are not taken. */
async function imageFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  return (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/** `backup-2026-11-29T024500Z.tar.gz` */
export function backupFileName(at: Date): string {
  const iso = at.toISOString();
  return `backup-${iso.slice(0, 10)}T${iso.slice(11, 19).replace(/:/g, '')}Z.tar.gz`;
}

interface Querier {
  query<T>(sql: string): Promise<T[]>;
}

/** Every table of the product's schema with its rows, and the migrations it has run. */
async function describeDatabase(db: Querier): Promise<Pick<BackupManifest, 'migrations' | 'counts'>> {
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = Number((await db.query<{ n: string }>(`select count(*) as n from "${name}"`))[0].n);
  const migrations = tables.some((table) => table.name === MIGRATIONS_TABLE)
    ? await db.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`)
    : [];
  return { migrations: { count: migrations.length, last: migrations.at(-1)?.name ?? null }, counts };
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupError(
        `${tool} was not found on PATH: install PostgreSQL's client tools of the server's major version or newer (e.g. apt-get install postgresql-client-16).`,
      );
    throw new BackupError(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

/** pg_dump in the custom format, in the same snapshot as the manifest's row counts. */
async function dumpPostgres(
  url: string,
  file: string,
): Promise<Omit<BackupManifest['database'], 'file' | 'kind'> & Pick<BackupManifest, 'migrations' | 'counts'>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new BackupError(`Cannot reach the database at ${redact(url)}: ${error.message}`);
  });
  try {
    await client.query('begin transaction isolation level repeatable read, read only');
    const [{ snapshot, name, version }] = (
      await client.query<{ snapshot: string; name: string; version: string }>(
        `select pg_export_snapshot() as snapshot, current_database() as name, current_setting('server_version') as version`,
      )
    ).rows;
    const described = await describeDatabase({ query: async (sql) => (await client.query(sql)).rows });
    // The exporting transaction stays open until pg_dump has read everything in its snapshot.
    await pgTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`]);
    await client.query('commit');
    return { name, serverVersion: version, ...described };
  } finally {
    await client.end();
  }
}

/**
 * The embedded database (PGlite) runs inside one process, so it is opened here (with `npm start` stopped) and its data
 * folder written out whole: the machine's pg_dump is usually older than PGlite's PostgreSQL and would refuse it.
 */
async function dumpEmbedded(dataDir: string, file: string) {
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${dataDir} (set DATABASE_URL to back up a PostgreSQL).`);
  const db = await PGlite.create({ dataDir, extensions: { btree_gist, pg_trgm } });
  try {
    const described = await describeDatabase({ query: async (sql) => (await db.query(sql)).rows as never[] });
    const version = (await db.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0].v;
    await writeFile(file, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
    return { name: 'embedded', serverVersion: version, ...described };
  } finally {
    await db.close();
  }
}

/**
 * Writes one archive: the manifest, the database (first, so every picture it names is taken after it) and the
 * uploaded pictures. `output` is a folder (the archive gets a dated name there) or a file ending in `.tar.gz`.
 */
export async function createBackup(options: {
  database: BackupDatabase;
  imagesDir: string;
  output: string;
  now?: Date;
}): Promise<{ file: string; manifest: BackupManifest }> {
  const createdAt = options.now ?? new Date();
  const file = options.output.endsWith('.tar.gz') ? options.output : join(options.output, backupFileName(createdAt));
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another file or folder.`);
  await mkdir(dirname(file), { recursive: true });
  const staging = await mkdtemp(join(tmpdir(), 'coworking-backup-'));
  try {
    const embedded = 'embeddedDataDir' in options.database;
    const databaseFile = embedded ? EMBEDDED_DUMP : DUMP;
    const { name, serverVersion, migrations, counts } =
      'embeddedDataDir' in options.database
        ? await dumpEmbedded(options.database.embeddedDataDir, join(staging, databaseFile))
        : await dumpPostgres(options.database.url, join(staging, databaseFile));
    const images = await imageFiles(options.imagesDir);
    let bytes = 0;
    for (const image of images) bytes += (await stat(join(options.imagesDir, image))).size;
    const manifest: BackupManifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      database: { kind: embedded ? 'embedded' : 'postgresql', name, serverVersion, file: databaseFile },
      migrations,
      counts,
      images: { files: images.length, bytes },
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    if (images.length > 0) await symlink(options.imagesDir, join(staging, IMAGES), 'dir');
    // Written beside its final name and renamed, so a half-written archive never looks like a backup.
    const partial = `${file}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST,
      databaseFile,
      ...images.map((image) => `${IMAGES}/${image}`),
    ]);
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The archive's manifest and database file, unpacked into a temporary folder the caller removes. */
async function unpack(file: string, into: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  await tar.extract({ file, cwd: into, strict: true }).catch((error: Error) => {
    throw new BackupError(`${file} is not a readable backup archive: ${error.message}`);
  });
  if (!existsSync(join(into, MANIFEST)))
    throw new BackupError(`${file} has no ${MANIFEST}: it is not a backup of this product.`);
  const manifest = JSON.parse(await readFile(join(into, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1 || !existsSync(join(into, basename(manifest.database.file))))
    throw new BackupError(`${file} is not a backup this version can restore (format ${String(manifest.format)}).`);
  return manifest;
}

export interface RestoreReport {
  manifest: BackupManifest;
  images: number;
  /** Tables whose rows differ from the manifest's counts after the restore (none when it went right). */
  mismatches: string[];
}

/**
 * Restores an archive into an EMPTY database (refused when it has tables: nothing of what is there is touched) and
 * copies its pictures into `imagesDir` (names are unique, so pictures already there stay). The database is restored in
 * one transaction: it fails whole or not at all.
 */
export async function restoreBackup(options: {
  file: string;
  database: BackupDatabase;
  imagesDir: string;
}): Promise<RestoreReport> {
  const staging = await mkdtemp(join(tmpdir(), 'coworking-restore-'));
  try {
    const manifest = await unpack(options.file, staging);
    const databaseFile = join(staging, basename(manifest.database.file));
    let counts: Record<string, number>;
    if ('url' in options.database) {
      if (manifest.database.kind !== 'postgresql')
        throw new BackupError(
          'This backup is of the embedded database: restore it with DATABASE_URL unset (into an empty DATA_DIR/postgres), then move to PostgreSQL with pg_dump.',
        );
      counts = await restorePostgres(options.database.url, databaseFile);
    } else {
      if (manifest.database.kind !== 'embedded')
        throw new BackupError(
          'This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.',
        );
      counts = await restoreEmbedded(options.database.embeddedDataDir, databaseFile);
    }
    const images = await imageFiles(join(staging, IMAGES));
    await mkdir(options.imagesDir, { recursive: true });
    for (const image of images) {
      const target = join(options.imagesDir, image);
      if (!existsSync(target)) await copyFile(join(staging, IMAGES, image), target);
    }
    const mismatches = Object.entries(manifest.counts)
      .filter(([table, rows]) => counts[table] !== rows)
      .map(([table, rows]) => `${table}: ${rows} in the backup, ${counts[table] ?? 'no table'} restored`);
    return { manifest, images: images.length, mismatches };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function restorePostgres(url: string, dumpFile: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new BackupError(
      `Cannot reach the database at ${redact(url)}: ${error.message} (create it first: createdb, or CREATE DATABASE).`,
    );
  });
  try {
    const { rows } = await client.query<{ n: string; db: string }>(
      `select count(*) as n, current_database() as db from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(rows[0].n) > 0)
      throw new BackupError(
        `The database "${rows[0].db}" is not empty (${rows[0].n} tables): a restore only goes into an empty database, so nothing there is overwritten. Create a new one (CREATE DATABASE …) and point DATABASE_URL at it.`,
      );
    await pgTool('pg_restore', [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${url}`,
      dumpFile,
    ]);
    return (await describeDatabase({ query: async (sql) => (await client.query(sql)).rows })).counts;
  } finally {
    await client.end();
  }
}

async function restoreEmbedded(dataDir: string, dumpFile: string): Promise<Record<string, number>> {
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0)
    throw new BackupError(
      `The embedded database folder ${dataDir} is not empty: a restore only goes into an empty one. Stop npm start and move that folder aside first.`,
    );
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([new Uint8Array(await readFile(dumpFile))]),
    extensions: { btree_gist, pg_trgm },
  });
  try {
    return (await describeDatabase({ query: async (sql) => (await db.query(sql)).rows as never[] })).counts;
  } finally {
    await db.close();
  }
}

/** A database address without its password, for messages. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
