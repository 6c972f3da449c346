import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Below Linux's ephemeral range (32768–60999), from which every `listen(0)` and outgoing connection takes a port. */
const OUTSIDE_EPHEMERAL = { from: 20_000, to: 32_000 };

/**
 * A free port for a process a test starts, or for a service it stops and starts again (a Redis or SMTP outage). Not
 * one from `listen(0)`: that port is in the ephemeral range, and in the seconds before a started API binds it (or
 * while a stopped service is down and its clients keep dialling it) any outgoing connection or another suite's
 * `listen(0)` can be handed it, and the process then fails to start or the service cannot come back. Ports below the
 * ephemeral range are never handed out that way.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = OUTSIDE_EPHEMERAL.from + Math.floor(Math.random() * (OUTSIDE_EPHEMERAL.to - OUTSIDE_EPHEMERAL.from));
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port below the ephemeral range');
}

export const BACKEND_DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** The process tests run the built entry points (`nx run backend:test` builds first). */
export function builtScript(relative: string): string {
  const path = `${BACKEND_DIST}${relative}`;
  if (!existsSync(path)) throw new Error(`${path} is missing: build the backend first (npm run build)`);
  return path;
}

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
  exited(): Promise<number | null>;
}

/**
 * Starts `node <script> [args]` with exactly the given environment (plus PATH and HOME) and records its output;
 * `input` is written to its stdin (otherwise stdin is empty).
 */
export function startNode(
  script: string,
  env: Record<string, string>,
  options: { args?: string[]; input?: string } = {},
): RunningProcess {
  const child = spawn(process.execPath, [builtScript(script), ...(options.args ?? [])], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  if (options.input !== undefined) child.stdin?.end(options.input);
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  return {
    child,
    output: () => output,
    exited: () => exit,
    waitForOutput(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (match) {
            cleanup();
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`Timed out waiting for ${pattern} in output:\n${output}`));
        }, timeoutMs);
        const onExit = () => {
          cleanup();
          reject(new Error(`Process exited before printing ${pattern}:\n${output}`));
        };
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', onExit);
        };
        listeners.add(check);
        child.once('exit', onExit);
        check();
      });
    },
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exit;
      clearTimeout(timer);
      return code;
    },
  };
}

/**
 * Polls a URL until it answers 200, or fails with the last answer; when `server` is the process that should answer,
 * fails as soon as it exits, with what it printed.
 */
export async function waitForOk(url: string, timeoutMs = 60_000, server?: RunningProcess): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server && (server.child.exitCode !== null || server.child.signalCode !== null))
      throw new Error(`The process meant to answer ${url} exited before it did:\n${server.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (last: ${last})`);
}

/**
 * The built worker on an in-process test app's database and queues (`config` is the app's), resolved once it
 * consumes them; `env` adds or overrides variables (SMTP_URL, MAIL_RELAY_SECONDS…).
 */
export async function startWorkerFor(
  config: { database: { url: string | undefined }; redis: { url: string; queuePrefix: string } },
  env: Record<string, string> = {},
): Promise<RunningProcess> {
  const worker = startNode('worker.js', {
    NODE_ENV: 'test',
    DATABASE_URL: config.database.url ?? '',
    REDIS_URL: config.redis.url,
    QUEUE_PREFIX: config.redis.queuePrefix,
    LOG_LEVEL: 'info',
    ...env,
  });
  await worker.waitForOutput(/consuming queues/);
  return worker;
}
