import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { freePort } from './free-port.js';

export interface LocalRedis {
  url: string;
  /** Present when this launcher started its own redis-server. */
  process?: ChildProcess;
  stop(): Promise<void>;
}

export class RedisUnavailableError extends Error {}

const DEFAULT_REDIS = { host: '127.0.0.1', port: 6379 };

/** Sends PING over a plain socket; true when a Redis server answers PONG. */
export function redisAnswers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const finish = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => finish(data.toString().startsWith('+PONG')));
  });
}

function commandOnPath(command: string): boolean {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Finds Redis for `npm start` when REDIS_URL is unset: a server on 127.0.0.1:6379, else a
 * redis-server from PATH started with its data under dataDir, else a clear message.
 */
export async function resolveLocalRedis(
  dataDir: string,
  usual = DEFAULT_REDIS,
  redisServer = 'redis-server',
): Promise<LocalRedis> {
  if (await redisAnswers(usual.host, usual.port)) {
    return { url: `redis://${usual.host}:${usual.port}`, stop: async () => undefined };
  }
  if (!commandOnPath(redisServer)) {
    throw new RedisUnavailableError(
      `Redis is needed and none was found: nothing answers on ${usual.host}:${usual.port} and there is no redis-server on PATH.\n` +
        '  Start one with `docker compose up -d redis`, or install it (Debian/Ubuntu: `sudo apt-get install redis-server`; macOS: `brew install redis`),\n' +
        '  or point REDIS_URL at an existing server.',
    );
  }
  await mkdir(dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dataDir, '--appendonly', 'yes', '--save', ''],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await redisAnswers('127.0.0.1', port, 200)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        process: child,
        stop: () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new RedisUnavailableError(`redis-server from PATH did not start on port ${port} (data folder ${dataDir}).`);
}
