import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { HOLD_EXPIRY_EVERY_MS } from '../../src/modules/booking/jobs/hold-expiry.processor.js';
import { RECONCILIATION_EVERY_MS } from '../../src/modules/payment/jobs/payment-reconciliation.processor.js';
import {
  JOB_SCHEDULERS,
  type JobSchedulerDefinition,
  type ReleaseExpiredHoldsJobResult,
} from '../../src/queue/queues.js';
import { bullConnection } from '../../src/queue/redis-connection.js';
import { factories } from '../support/factories.js';
import { freePort, type RunningProcess, startNode } from '../support/processes.js';
import { DisposableRedis } from '../support/redis-server.js';
import { createTestOrm, type TestOrm, uniqueName } from '../support/test-database.js';

const RELAY_SECONDS = 2;

interface Watched {
  definition: JobSchedulerDefinition;
  everyMs: number;
  queue: Queue;
}

/** The runs of one scheduled job that finished (completed or failed) since Redis last had its data. */
async function finishedRuns({ definition, queue }: Watched): Promise<Job[]> {
  const jobs = await queue.getJobs(['completed', 'failed'], 0, -1);
  // By job name, not scheduler id: a second scheduler or a job added beside it would be counted too.
  return jobs.filter((job) => job.name === definition.job);
}

/** The most runs one scheduler may make in `elapsedMs`: one per interval, the first straight away. */
function mostRunsIn(elapsedMs: number, everyMs: number): number {
  return Math.floor(elapsedMs / everyMs) + 1;
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('scheduled work (payment reconciliation, hold expiry, mail relay) with two workers', () => {
  let redis: DisposableRedis;
  let db: TestOrm;
  let dataDir: string;
  let prefix: string;
  let workers: RunningProcess[] = [];
  let watched: Watched[];
  let expiredHold: SpaceBooking;

  const startWorker = () =>
    startNode('worker.js', {
      NODE_ENV: 'test',
      DATABASE_URL: db.database.url,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: prefix,
      MAIL_RELAY_SECONDS: String(RELAY_SECONDS),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });

  /** Each scheduler exists and made at most one run per interval since `since`, and at least one. */
  const expectOneRunPerInterval = async (since: number) => {
    for (const scheduler of watched) {
      const runs = await finishedRuns(scheduler);
      const elapsed = Date.now() - since;
      const label = `${scheduler.definition.id}: ${runs.length} run(s) in ${elapsed} ms, every ${scheduler.everyMs} ms`;
      expect({ label, atLeastOne: runs.length >= 1 }).toEqual({ label, atLeastOne: true });
      expect({ label, atMostOnePerInterval: runs.length <= mostRunsIn(elapsed, scheduler.everyMs) }).toEqual({
        label,
        atMostOnePerInterval: true,
      });
      expect(runs.filter((job) => job.failedReason)).toEqual([]);
      // Every run is one of the scheduler's slots, and its slots lie at least one interval apart.
      const slotOf = (job: Job) =>
        Number(new RegExp(`^repeat:${scheduler.definition.id}:(\\d+)$`).exec(job.id ?? '')?.[1] ?? NaN);
      const slots = runs.map(slotOf).sort((a, b) => a - b);
      expect(slots.filter((slot) => Number.isNaN(slot))).toEqual([]);
      expect(slots.slice(1).filter((slot, index) => slot - slots[index] < scheduler.everyMs)).toEqual([]);
      expect(await scheduler.queue.getJobScheduler(scheduler.definition.id)).toMatchObject({
        every: scheduler.everyMs,
        name: scheduler.definition.job,
      });
    }
  };

  beforeAll(async () => {
    redis = new DisposableRedis(await freePort());
    await redis.start();
    db = await createTestOrm();
    dataDir = await mkdtemp(join(tmpdir(), 'coworking-schedulers-'));
    prefix = uniqueName('schedulers');
    watched = [
      { definition: JOB_SCHEDULERS.mailRelay, everyMs: RELAY_SECONDS * 1000 },
      { definition: JOB_SCHEDULERS.holdExpiry, everyMs: HOLD_EXPIRY_EVERY_MS },
      { definition: JOB_SCHEDULERS.paymentReconciliation, everyMs: RECONCILIATION_EVERY_MS },
    ].map((scheduler) => {
      const queue = new Queue(scheduler.definition.queue, { connection: bullConnection(redis.url), prefix });
      queue.on('error', () => undefined); // the test stops Redis on purpose
      return { ...scheduler, queue };
    });

    // A hold that ran out while no worker was running.
    const em = db.orm.em.fork();
    const { space } = await factories(em).space('Held room', 1);
    expiredHold = await factories(em).booking(space);
    expiredHold.holdExpiresAt = new Date(Date.now() - 60_000);
    await em.flush();
  });

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop('SIGKILL')));
    await Promise.all(watched.map(({ queue }) => queue.close()));
    await redis.stop();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs each scheduled job once per interval, not once per worker, starting straight after start-up', async () => {
    const startedAt = Date.now();
    workers = [startWorker(), startWorker()];
    await Promise.all(workers.map((worker) => worker.waitForOutput(/Job schedulers in place/)));
    for (const { queue } of watched)
      await until(async () => (await queue.getWorkersCount()) >= 2, 30_000, `two workers consume "${queue.name}"`);

    // Let the 2-second relay run several times while the two workers compete for every job.
    const relay = watched[0];
    await until(async () => (await finishedRuns(relay)).length >= 5, 60_000, 'the relay ran five times');
    await expectOneRunPerInterval(startedAt);

    // Hold expiry's first run came at start-up and released the hold that had run out meanwhile.
    const holdRuns = await finishedRuns(watched[1]);
    expect(holdRuns.reduce((sum, job) => sum + (job.returnvalue as ReleaseExpiredHoldsJobResult).released, 0)).toBe(1);
    const released = await db.orm.em.fork().findOneOrFail(SpaceBooking, { id: expiredHold.id });
    expect(released.status).toBe('cancelled');
    expect(released.notes).toContain('payment was not completed in time');
  });

  it('creates the schedulers again after FLUSHALL, without restarting the workers', async () => {
    const pids = workers.map((worker) => worker.child.pid);
    const client = new Redis(redis.url);
    const flushedAt = Date.now();
    try {
      await client.flushall();
    } finally {
      client.disconnect();
    }

    for (const scheduler of watched) {
      await until(
        async () => (await finishedRuns(scheduler)).length >= 1,
        60_000,
        `"${scheduler.definition.id}" ran again after FLUSHALL`,
      );
    }
    await expectOneRunPerInterval(flushedAt);
    expect(workers.map((worker) => worker.child.exitCode)).toEqual([null, null]);
    expect(workers.map((worker) => worker.child.pid)).toEqual(pids);
    expect(workers.map((worker) => worker.output()).join('')).toMatch(
      /Job scheduler \\?"mail-relay\\?" was missing from Redis/,
    );
  });

  it('creates the schedulers again when Redis restarts empty, without restarting the workers', async () => {
    const pids = workers.map((worker) => worker.child.pid);
    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const restartedAt = Date.now();
    await redis.start();

    for (const scheduler of watched) {
      await until(
        async () => (await finishedRuns(scheduler)).length >= 1,
        60_000,
        `"${scheduler.definition.id}" ran again after the restart`,
      );
    }
    await expectOneRunPerInterval(restartedAt);
    expect(workers.map((worker) => worker.child.exitCode)).toEqual([null, null]);
    expect(workers.map((worker) => worker.child.pid)).toEqual(pids);
  });

  it('stops both workers cleanly', async () => {
    expect(await Promise.all(workers.map((worker) => worker.stop('SIGTERM')))).toEqual([0, 0]);
  });
});
