import { randomBytes } from 'node:crypto';
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

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = uniqueName('coworking_test');
  await admin((client) => client.query(`create database "${name}"`));
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

/** A throwaway database with an ORM on it, migrated to the latest schema unless asked not to be. */
export async function createTestOrm(options: { migrate?: boolean } = {}): Promise<TestOrm> {
  const database = await createTestDatabase();
  const orm = await MikroORM.init(createOrmConfig(database.url, { poolSize: 4, silentMigrations: true }));
  if (options.migrate ?? true) await orm.migrator.up();
  return {
    database,
    orm,
    async close() {
      await orm.close();
      await database.drop();
    },
  };
}
