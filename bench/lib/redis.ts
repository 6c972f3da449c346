import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A queue prefix of this run's own, so its jobs never meet another product's workers on the shared Redis. */
export function uniqueQueuePrefix(): string {
  return `bench_${process.pid}_${randomBytes(3).toString('hex')}`;
}

async function redisCli(...args: string[]): Promise<string> {
  const { stdout } = await run('redis-cli', ['-u', REDIS_URL, ...args]);
  return stdout;
}

export async function redisVersion(): Promise<string> {
  const info = await redisCli('INFO', 'server');
  return /redis_version:(\S+)/.exec(info)?.[1] ?? 'unknown';
}

/** Deletes every key the run's queues left behind (SCAN, not KEYS, so Redis never blocks on it). */
export async function deleteQueueKeys(prefix: string): Promise<void> {
  const script = `
    local cursor = '0'
    repeat
      local page = redis.call('SCAN', cursor, 'MATCH', ARGV[1], 'COUNT', 1000)
      cursor = page[1]
      for _, key in ipairs(page[2]) do redis.call('UNLINK', key) end
    until cursor == '0'`;
  await redisCli('EVAL', script, '0', `${prefix}:*`);
}
