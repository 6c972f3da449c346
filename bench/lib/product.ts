import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The repository's Paystack sandbox speaks Paystack's HTTP API; the product's payment code runs unchanged against it.
import { startPaystackSandbox } from '../../backend/dist/paystack-sandbox/sandbox-server.js';
import { createThrowawayDatabase } from './postgres.ts';
import { childProcessIds } from './process-cpu.ts';
import { deleteQueueKeys, REDIS_URL, uniqueQueuePrefix } from './redis.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { freePort } from '../../backend/dist/launcher/free-port.js';

const LAUNCHER = fileURLToPath(new URL('../../backend/dist/launcher/launch.js', import.meta.url));

/** The address the product is configured with (production requires https; nothing fetches it). */
export const PUBLIC_URL = 'https://coworking.example';

/**
 * What a TLS-terminating proxy adds to each request. With an https PUBLIC_URL the admin session cookie is Secure,
 * and the API (which trusts its loopback peer as a proxy) sets it only for requests that came over HTTPS.
 */
export const FORWARDED_HTTPS = { 'x-forwarded-proto': 'https' } as const;

/** The built sandbox is plain JavaScript to this project: its type is what its start function gives. */
type PaystackSandbox = Awaited<ReturnType<typeof startPaystackSandbox>>;

export interface RunningProduct {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  databaseUrl: string;
  admin: { username: string; password: string };
  smtp: SmtpSink;
  /** The local Paystack the product pays through: a benchmark pays on it as a customer would on Paystack's page. */
  paystack: PaystackSandbox;
  /**
   * The process ids of the API and the worker (the launcher's children running main.js and worker.js); `apiPids`
   * has every API process (API_PROCESSES), `apiPid` the first.
   */
  apiPid: number;
  apiPids: number[];
  workerPid: number;
  /** The last lines the API and worker logged, for explaining a failure. */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

/**
 * The whole product as `npm start` runs it, configured as production would be: NODE_ENV=production,
 * the default log level, a real PostgreSQL database and Redis queue prefix of its own, real SMTP
 * (a local sink) and Paystack's API (the local sandbox). The launcher migrates, seeds the demo
 * content and runs the API and the worker as separate processes. `env` adds or overrides variables
 * (e.g. NODE_OPTIONS=--cpu-prof to profile a run).
 */
export async function startProduct(options: { env?: Record<string, string> } = {}): Promise<RunningProduct> {
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error) => console.error(`cleanup: ${String(error)}`));
  };
  try {
    const workFolder = await mkdtemp(join(tmpdir(), 'coworking-bench-'));
    cleanups.push(() => rm(workFolder, { recursive: true, force: true }));
    const database = await createThrowawayDatabase();
    cleanups.push(database.drop);
    const queuePrefix = uniqueQueuePrefix();
    cleanups.push(() => deleteQueueKeys(queuePrefix));
    const smtp = await startSmtpSink();
    cleanups.push(smtp.close);
    const keys = {
      secretKey: `sk_test_${randomBytes(8).toString('hex')}`,
      publicKey: `pk_test_${randomBytes(8).toString('hex')}`,
    };
    const paystack = await startPaystackSandbox(keys);
    cleanups.push(paystack.close);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const admin = { username: 'bench-root', password: `bench-${randomBytes(8).toString('hex')}` };
    const logFile = join(workFolder, 'product.log');
    const log = openSync(logFile, 'a');
    const launcher = spawn(process.execPath, [LAUNCHER], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'production',
        PORT: String(port),
        // Production wants an https address; requests reach the API directly, as if through a TLS proxy.
        PUBLIC_URL: PUBLIC_URL,
        DATABASE_URL: database.url,
        REDIS_URL,
        QUEUE_PREFIX: queuePrefix,
        DATA_DIR: join(workFolder, 'data'),
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Syokimau Coworking Hub <hello@example.com>',
        STAFF_EMAIL: 'staff@example.com',
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        SEED_DEMO: 'true',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        PAYSTACK_SECRET_KEY: keys.secretKey,
        PAYSTACK_PUBLIC_KEY: keys.publicKey,
        PAYSTACK_BASE_URL: paystack.url,
        PAYSTACK_INLINE_JS_URL: `${paystack.url}/inline.js`,
        // The load comes from one address: rate limits and unpaid-hold caps would measure themselves, not the product.
        RATE_LIMITS: '*=1000000',
        UNPAID_HOLDS_PER_EMAIL: '1000',
        UNPAID_HOLDS_PER_ADDRESS: '1000',
        ...options.env,
      },
      // The API and worker inherit these descriptors and write their logs straight to the file.
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    cleanups.push(() => stopProcess(launcher));
    const logTail = (lines = 30) => readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
    await waitUntilReady(baseUrl, launcher, logTail);
    const apiPids = childProcessIds(launcher.pid ?? 0, 'dist/main.js');
    const [workerPid] = childProcessIds(launcher.pid ?? 0, 'dist/worker.js');
    if (!apiPids[0] || !workerPid) throw new Error('the API or worker process was not found under the launcher');
    return {
      baseUrl,
      databaseUrl: database.url,
      admin,
      smtp,
      paystack,
      apiPid: apiPids[0],
      apiPids,
      workerPid,
      logTail,
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Ready means the API answers and a worker consumes jobs (what the launcher itself waits for). */
async function waitUntilReady(baseUrl: string, launcher: ChildProcess, logTail: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (launcher.exitCode !== null) throw new Error(`The product exited while starting:\n${logTail()}`);
    const answered = await fetch(`${baseUrl}/api/health/worker`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The product did not start within 180 s:\n${logTail()}`);
}

/** SIGTERM lets the launcher stop the API and the worker cleanly; SIGKILL if it hangs. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
