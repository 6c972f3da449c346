import { getPriority } from 'node:os';
import { type INestApplication } from '@nestjs/common';
import { createHttpApp } from '../../src/bootstrap/http-app.js';
import { type AppConfig } from '../../src/config/app-config.js';
import { type RunningProcess, startNode, waitForOk } from '../support/processes.js';
import { testConfig } from '../support/test-config.js';
import { createTestOrm } from '../support/test-database.js';

describe('the API and a separate worker process over the real Redis', () => {
  let close: () => Promise<void>;
  let config: AppConfig;
  let databaseUrl: string;
  let app: INestApplication;
  let api: string;
  let worker: RunningProcess | undefined;

  beforeAll(async () => {
    const migrated = await createTestOrm();
    close = migrated.close;
    databaseUrl = migrated.database.url;
    config = testConfig(databaseUrl);
    app = await createHttpApp(config, { serveFrontends: false });
    await app.listen(0, '127.0.0.1');
    api = `${await app.getUrl()}/api`;
  });

  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await app.close();
    await close();
  });

  it('reports the database and Redis as up', async () => {
    const response = await fetch(`${api}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('says no worker is consuming while none runs', async () => {
    const response = await fetch(`${api}/health/worker`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ worker: 'down' });
  });

  it('has a job enqueued by the API processed by the worker process, which then stops cleanly', async () => {
    worker = startNode('worker.js', {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: config.redis.url,
      QUEUE_PREFIX: config.redis.queuePrefix,
      LOG_LEVEL: 'info',
    });
    await worker.waitForOutput(/consuming queues with prefix/);
    // Behind the API for the CPU: the worker runs nicer than the process that started it.
    expect(getPriority(worker.child.pid)).toBe(Math.min(getPriority() + 10, 19));

    const report = (await (await waitForOk(`${api}/health/worker`, 20_000)).json()) as { roundTripMs?: number };
    expect(report).toMatchObject({ worker: 'up', workerPid: worker.child.pid });
    expect(report.roundTripMs).toEqual(expect.any(Number));

    expect(await worker.stop('SIGTERM')).toBe(0);
  });
});

describe('health when Redis cannot be reached', () => {
  let close: () => Promise<void>;
  let app: INestApplication;

  beforeAll(async () => {
    const migrated = await createTestOrm();
    close = migrated.close;
    // Port 1 on loopback: nothing listens there, so every Redis command waits and the probe times out.
    app = await createHttpApp(testConfig(migrated.database.url, { REDIS_URL: 'redis://127.0.0.1:1' }), {
      serveFrontends: false,
    });
    await app.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await app.close();
    await close();
  });

  it('answers 503 naming Redis as down while the database is up', async () => {
    const response = await fetch(`${await app.getUrl()}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
  });
});
