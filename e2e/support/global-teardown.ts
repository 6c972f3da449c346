import { rm } from 'node:fs/promises';
import pg from 'pg';

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function globalTeardown(): Promise<void> {
  const running = globalThis.runningProduct;
  if (!running) return;
  const exited = new Promise((resolve) => running.launcher.once('exit', resolve));
  running.launcher.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (running.launcher.exitCode === null) running.launcher.kill('SIGKILL');
  // The API and worker inherit the launcher's pipes; let go of them so jest can exit.
  running.launcher.stdout?.destroy();
  running.launcher.stderr?.destroy();
  await running.closeMail();
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  await client.query(`drop database if exists "${running.databaseName}" with (force)`).finally(() => client.end());
  await rm(running.workFolder, { recursive: true, force: true });
}
