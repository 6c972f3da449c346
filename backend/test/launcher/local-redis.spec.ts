import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redisAnswers, RedisUnavailableError, resolveLocalRedis } from '../../src/launcher/local-redis.js';
import { freePort } from '../support/processes.js';

const hasRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

describe('finding Redis when REDIS_URL is unset', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'coworking-redis-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('uses a Redis already answering on the usual address', async () => {
    const redis = await resolveLocalRedis(dataDir, { host: '127.0.0.1', port: 6379 });
    expect(redis.url).toBe('redis://127.0.0.1:6379');
    expect(redis.process).toBeUndefined();
  });

  (hasRedisServer ? it : it.skip)(
    'starts redis-server from PATH with its data in the data folder when none answers',
    async () => {
      const nothingThere = await freePort();
      const redis = await resolveLocalRedis(dataDir, { host: '127.0.0.1', port: nothingThere });
      try {
        expect(redis.process?.pid).toEqual(expect.any(Number));
        const port = Number(new URL(redis.url).port);
        expect(await redisAnswers('127.0.0.1', port)).toBe(true);
      } finally {
        await redis.stop();
      }
      expect(redis.process?.exitCode !== null || redis.process?.signalCode !== null).toBe(true);
    },
  );

  it('stops with one clear message saying how to get Redis when there is none', async () => {
    const nothingThere = await freePort();
    const failure = resolveLocalRedis(dataDir, { host: '127.0.0.1', port: nothingThere }, 'redis-server-not-installed');
    await expect(failure).rejects.toBeInstanceOf(RedisUnavailableError);
    await expect(failure).rejects.toThrow(/docker compose up -d redis.*\n.*REDIS_URL/s);
  });
});
