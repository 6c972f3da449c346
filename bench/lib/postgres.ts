import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The machine's PostgreSQL (trust auth on loopback), the same one the test suites use. */
export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs SQL through psql, the server's own client, and returns the unaligned rows (one per line,
 * columns separated by '|'). psql keeps the benchmarks free of a second database driver.
 */
export async function psql(databaseUrl: string, sql: string): Promise<string[]> {
  try {
    const { stdout } = await run(
      'psql',
      ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', sql],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return stdout.split('\n').filter((line) => line !== '');
  } catch (error) {
    // psql's own message says what went wrong; the command line (the whole SQL) would bury it.
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`psql: ${stderr || (error instanceof Error ? error.message : String(error))}`, { cause: error });
  }
}

/** The first column of the first row, as a number. */
export async function psqlNumber(databaseUrl: string, sql: string): Promise<number> {
  const [first] = await psql(databaseUrl, sql);
  return Number(first?.split('|')[0]);
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A database of this run's own, dropped at the end whatever happened. */
export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const name = `coworking_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  await psql(POSTGRES_ADMIN_URL, `create database "${name}"`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await psql(POSTGRES_ADMIN_URL, `drop database if exists "${name}" with (force)`);
    },
  };
}

export async function postgresVersion(): Promise<string> {
  const [version] = await psql(POSTGRES_ADMIN_URL, 'show server_version');
  return version ?? 'unknown';
}
