import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareDatabase } from '../../src/database/migrate.js';
import { freePort, type RunningProcess, startNode, waitForOk } from './processes.js';
import { ROOT } from './test-app.js';
import { EASY_PROOF_OF_WORK, GENEROUS_HOLD_LIMITS, GENEROUS_RATE_LIMITS, testConfig } from './test-config.js';
import { createTestOrm, type TestOrm, uniqueName } from './test-database.js';

/** The built HTTP API (`dist/main.js`) as a process of its own, on a throwaway prepared database. */
export interface ApiProcess {
  process: RunningProcess;
  /** `http://127.0.0.1:port/api` */
  api: string;
  db: TestOrm;
  /** The environment the process was started with (for a worker sharing its database and queues). */
  env: Record<string, string>;
  /** True while the process has neither exited nor been killed. */
  alive(): boolean;
  close(): Promise<void>;
}

/**
 * Starts the API the way production runs it, so a crash is a dead process the test can see rather than an exception
 * in the test runner. `nodeOptions` go to NODE_OPTIONS (e.g. `--inspect=127.0.0.1:<port>`).
 */
export async function startApiProcess(
  env: Record<string, string> = {},
  options: { nodeOptions?: string } = {},
): Promise<ApiProcess> {
  const db = await createTestOrm();
  const dataDir = await mkdtemp(join(tmpdir(), 'coworking-api-'));
  const port = await freePort();
  const fullEnv: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: db.database.url,
    QUEUE_PREFIX: uniqueName('api'),
    SEED_DEMO: 'false',
    ADMIN_USERNAME: ROOT.username,
    ADMIN_PASSWORD: ROOT.password,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // As in-process test apps: every request comes from this one address (tests about limits pass their own).
    RATE_LIMITS: GENEROUS_RATE_LIMITS,
    ...GENEROUS_HOLD_LIMITS,
    ...EASY_PROOF_OF_WORK,
    ...env,
  };
  await prepareDatabase(db.orm, testConfig(db.database.url, fullEnv));
  const child = startNode('main.js', options.nodeOptions ? { ...fullEnv, NODE_OPTIONS: options.nodeOptions } : fullEnv);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${base}/api/health`, 60_000, child);
  } catch (error) {
    await child.stop('SIGKILL');
    await db.close();
    throw error;
  }
  return {
    process: child,
    api: `${base}/api`,
    db,
    env: fullEnv,
    alive: () => child.child.exitCode === null && child.child.signalCode === null,
    async close() {
      await child.stop('SIGTERM');
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
