/**
 * `npm start`: one command for the whole product on one origin. Resolves PostgreSQL and Redis
 * (embedded/local when their URLs are unset), migrates and seeds, then runs the HTTP API (which
 * also serves the storefront and the admin; API_PROCESSES of them on one port) and the worker as child processes,
 * and stops all of it together on Ctrl-C or when any child dies.
 */
import 'reflect-metadata';
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setupLinkNotice } from '../modules/identity/setup/first-start-setup.service.js';
import {
  describeReport,
  exitOnStartupError,
  issueSetupLink,
  loadLauncherConfig,
  migrateDatabase,
  resolveDatabase,
  resolvePaystack,
  resolveSms,
  resolveRedis,
  resolveSessionSecret,
  type Resource,
} from './infrastructure.js';

const log = (line: string) => console.log(`[launcher] ${line}`);
const resources: Resource<unknown>[] = [];
const children: ChildProcess[] = [];
let stopping = false;

async function stopEverything(exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    log('Stopping the API, the worker and local services...');
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(killer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    for (const resource of resources.reverse())
      await resource.stop().catch((error) => log(`while stopping: ${String(error)}`));
  }
  process.exit(exitCode);
}

function startChild(name: string, script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [fileURLToPath(new URL(`../${script}`, import.meta.url))], {
    env,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    log(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the product.`);
    void stopEverything(1);
  });
  children.push(child);
  return child;
}

async function waitUntilServing(url: string, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

process.once('SIGINT', () => void stopEverything(0));
process.once('SIGTERM', () => void stopEverything(0));

try {
  const config = loadLauncherConfig();
  const database = await resolveDatabase(config, log);
  resources.push(database);
  const redis = await resolveRedis(config, Boolean(process.env.REDIS_URL?.trim()), log);
  resources.push(redis);
  // Outside production `npm start` says how to make the first super admin, after its last line; in production the
  // API says it (main.ts), as it does when started without the launcher.
  let setupLink: string | null = null;
  const report = await migrateDatabase(config, database.value, async (orm) => {
    if (config.env !== 'production') setupLink = await issueSetupLink(orm, config);
  });
  log(describeReport(report));
  const paystack = await resolvePaystack(config, log);
  resources.push(paystack);
  const sms = await resolveSms(config, log);
  resources.push(sms);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.value,
    REDIS_URL: redis.value,
    DATA_DIR: config.dataDir,
    SESSION_SECRET: await resolveSessionSecret(config),
    ...paystack.value,
    ...sms.value,
  };
  startChild('worker', 'worker.js', env);
  // One Node.js process answers on one core: API_PROCESSES of them use the machine's others (decision 0303).
  const apiProcesses = config.http.apiProcesses;
  for (let index = 1; index <= apiProcesses; index++)
    startChild(apiProcesses > 1 ? `API ${index}` : 'API', 'main.js', env);
  const local = `http://localhost:${config.http.port}`;
  // Ready means the API answers and a worker consumes jobs.
  if ((await waitUntilServing(`${local}/api/health`)) && (await waitUntilServing(`${local}/api/health/worker`))) {
    log(`Serving ${config.http.publicUrl}: storefront ${local}/, admin ${local}/admin, API docs ${local}/api/docs`);
    if (setupLink) log(setupLinkNotice(setupLink));
  }
} catch (error) {
  if (!stopping) {
    for (const resource of resources.reverse()) await resource.stop().catch(() => undefined);
    exitOnStartupError(error);
  }
}
