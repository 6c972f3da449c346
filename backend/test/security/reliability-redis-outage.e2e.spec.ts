import { type ApiProcess, startApiProcess } from '../support/api-process.js';
import { connectHeapInspector, type HeapInspector } from '../support/heap-inspector.js';
import { freePort, type RunningProcess, startNode } from '../support/processes.js';
import { DisposableRedis } from '../support/redis-server.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { ROOT, type Session, signIn } from '../support/test-app.js';
import { until } from '../support/until.js';

const MB = 1024 * 1024;

/** Sends `count` test e-mails, `concurrency` at a time; returns each request's status and how long it took. */
async function sendTestEmails(session: Session, label: string, count: number, concurrency = 20) {
  const results: { status: number; ms: number }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const started = performance.now();
        const response = await session.request('POST', '/admin/test-email', {
          address: `member${index}@example.com`,
          subject: `${label} ${index}`,
          body: 'Hello',
        });
        await response.arrayBuffer();
        results.push({ status: response.status, ms: performance.now() - started });
      }
    }),
  );
  return results;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The API as its own process (so its heap is its own, read through the inspector), a worker process and a private
 * redis-server the test stops and starts. Mail-producing requests are the super admin's test e-mails: one message
 * each, and no public rate limit in the way.
 */
describe('mail while Redis is down', () => {
  let redis: DisposableRedis;
  let smtp: SmtpSink;
  let api: ApiProcess;
  let worker: RunningProcess;
  let heap: HeapInspector;
  let root: Session;

  const mailRows = async (status?: string) =>
    Number(
      (
        await api.db.orm.em
          .fork()
          .execute<{ count: string }[]>(
            `select count(*) from mail_outbox${status ? ' where status = ?' : ''}`,
            status ? [status] : [],
          )
      )[0].count,
    );

  beforeAll(async () => {
    redis = new DisposableRedis(await freePort());
    await redis.start();
    smtp = await startSmtpSink();
    api = await startApiProcess(
      { REDIS_URL: redis.url, SMTP_URL: smtp.url },
      { nodeOptions: `--inspect=127.0.0.1:${await freePort()}` },
    );
    heap = await connectHeapInspector(api.process);
    worker = startNode('worker.js', { ...api.env, MAIL_RELAY_SECONDS: '1', LOG_LEVEL: 'info' });
    await worker.waitForOutput(/consuming queues/);
    root = await signIn(api.api, ROOT.username, ROOT.password);
  });

  afterAll(async () => {
    heap?.close();
    await worker?.stop('SIGKILL');
    await api?.close();
    await smtp?.close();
    await redis?.stop();
  });

  it('answers 1,000 mail-producing requests at once with flat memory, and delivers every message once Redis is back', async () => {
    // Warm up both paths (Redis up, Redis down) so that what the first use allocates is in the baseline.
    await redis.stop();
    expect((await sendTestEmails(root, 'Warm-up down', 50)).every((result) => result.status === 202)).toBe(true);
    await redis.start();
    expect((await sendTestEmails(root, 'Warm-up up', 50)).every((result) => result.status === 202)).toBe(true);
    await until(async () => (await mailRows('sent')) === 100, 'the warm-up mail is delivered', 120_000);
    const before = await heap.usedHeapAfterGc();

    await redis.stop();
    const results = await sendTestEmails(root, 'Outage', 1000);
    expect(results.filter((result) => result.status !== 202)).toEqual([]);
    // Each request is answered without waiting for Redis (it used to wait up to 2 s for it, then give up).
    expect(median(results.map((result) => result.ms))).toBeLessThan(1000);
    expect(await mailRows('pending')).toBe(1000);
    const after = await heap.usedHeapAfterGc();
    // Nothing is kept per request while Redis is away: the heap is where it was, give or take a few megabytes.
    expect((after - before) / MB).toBeLessThan(4);
    expect(api.alive()).toBe(true);

    // Redis comes back empty (no persistence): the relay queues every waiting row, the worker sends each once.
    await redis.start();
    await until(async () => (await mailRows('sent')) === 1100, 'all mail is delivered', 180_000);
    const outage = smtp.messages.filter((message) => message.subject?.startsWith('Outage '));
    expect(new Set(outage.map((message) => message.subject)).size).toBe(1000);
    expect(outage).toHaveLength(1000);
    expect(await mailRows('failed')).toBe(0);
  }, 300_000);
});
