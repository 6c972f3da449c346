import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { createOrmConfig } from '../../src/database/mikro-orm.config.js';

/** The real PostgreSQL of the machine (trust auth); each suite gets its own database on it. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Ends every server process of the database except our own, as a failover or an administrator would. */
export async function terminateConnections(database: string): Promise<number> {
  const result = await admin((client) =>
    client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    ),
  );
  return result.rowCount ?? 0;
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** A new empty database, or a copy of `template`. */
export async function createTestDatabase(template: string | null = null): Promise<TestDatabase> {
  const name = uniqueName('coworking_test');
  await admin((client) => client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

export interface TestOrm {
  database: TestDatabase;
  orm: MikroORM;
  close(): Promise<void>;
}

const MIGRATIONS_DIRECTORY = fileURLToPath(new URL('../../src/database/migrations', import.meta.url));

/**
 * The name of a database migrated to the latest schema, made once per set of migrations and copied for each suite
 * (`create database … template`): running every migration again took about a second of each suite, more on a busy
 * machine. Named by a digest of the migrations' files, so a new or changed migration gets a template of its own. Made
 * under a lock that every test process takes, and published by a rename only once migrated.
 */
async function migratedTemplate(): Promise<string> {
  const digest = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIRECTORY).sort())
    digest.update(file).update(readFileSync(`${MIGRATIONS_DIRECTORY}/${file}`));
  const name = `coworking_template_${digest.digest('hex').slice(0, 16)}`;
  await admin(async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      const building = await createTestDatabase();
      try {
        const orm = await MikroORM.init(createOrmConfig(building.url, { poolSize: 1, silentMigrations: true }));
        try {
          await orm.migrator.up();
        } finally {
          await orm.close();
        }
        await client.query(`alter database "${building.name}" rename to "${name}"`);
      } catch (error) {
        await building.drop();
        throw error;
      }
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/** A throwaway database with an ORM on it, migrated to the latest schema unless asked not to be. */
export async function createTestOrm(options: { migrate?: boolean } = {}): Promise<TestOrm> {
  const database = await createTestDatabase((options.migrate ?? true) ? await migratedTemplate() : null);
  const orm = await MikroORM.init(createOrmConfig(database.url, { poolSize: 4, silentMigrations: true }));
  return {
    database,
    orm,
    async close() {
      await orm.close();
      await database.drop();
    },
  };
}
