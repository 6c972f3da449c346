import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Job, Queue } from 'bullmq';
import sharp from 'sharp';
import { PROOF_OF_WORK_MESSAGES } from '../../src/common/proof-of-work/proof-of-work.exception.js';
import { prepareDatabase } from '../../src/database/migrate.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { HOLD_EXPIRY_EVERY_MS } from '../../src/modules/booking/jobs/hold-expiry.processor.js';
import { REMINDERS_EVERY_MS } from '../../src/modules/booking/reminders/booking-sms-reminders.service.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { MEMBERSHIP_RENEWALS_EVERY_MS } from '../../src/modules/membership/jobs/membership-renewals.processor.js';
import {
  RECONCILIATION_EVERY_MS,
  REFUND_CHECK_EVERY_MS,
} from '../../src/modules/payment/jobs/payment-reconciliation.processor.js';
import { SMS_RELAY_EVERY_MS } from '../../src/modules/sms/delivery/sms-delivery-policy.js';
import { WAITLIST_OFFERS_EVERY_MS } from '../../src/modules/waitlist/jobs/waitlist-offers.processor.js';
import { type PaystackSandbox, startPaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import {
  JOB_SCHEDULERS,
  type PurgeExpiredRecordsJobResult,
  type ReleaseExpiredHoldsJobResult,
} from '../../src/queue/queues.js';
import { bullConnection } from '../../src/queue/redis-connection.js';
import { RETENTION_EVERY_MS } from '../../src/retention/retention-periods.js';
import { CONTACT, futureWeekday, makeSpace } from '../booking/support.js';
import { factories } from '../support/factories.js';
import { freePort, type RunningProcess, startNode, waitForOk } from '../support/processes.js';
import { fetchChallenge, PROOF_OF_WORK_HEADER, solvedPayload } from '../support/proof-of-work.js';
import { type RoundRobinProxy, SERVED_BY, startRoundRobinProxy } from '../support/round-robin-proxy.js';
import { type LocalS3, startLocalS3 } from '../support/s3-server.js';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';
import { ROOT } from '../support/test-app.js';
import { EASY_PROOF_OF_WORK, GENEROUS_HOLD_LIMITS, GENEROUS_RATE_LIMITS, testConfig } from '../support/test-config.js';
import { createTestOrm, TEST_REDIS_URL, type TestOrm, uniqueName } from '../support/test-database.js';
import { until } from '../support/until.js';

/**
 * One installation as several machines run it: two API processes and two workers sharing one PostgreSQL database,
 * one Redis (one QUEUE_PREFIX), one object store and the same secrets, with a round-robin load balancer in front and
 * no stickiness. Everything a visitor or an admin does through the balancer behaves as on one process.
 */

const RELAY_SECONDS = 2;
/** The one tight limit of this installation, on a route no other test here posts to. */
const PROMO_CHECKS_PER_HOUR = 6;
const PAYSTACK = { secretKey: 'sk_test_several_processes', publicKey: 'pk_test_several_processes' };

/** Every job scheduler of the product, with the interval its processor keeps it at (listed here on purpose). */
const SCHEDULERS = [
  { id: 'payment-reconciliation', queue: 'payment', job: 'reconcile', everyMs: RECONCILIATION_EVERY_MS },
  { id: 'refund-check', queue: 'payment', job: 'check-refunds', everyMs: REFUND_CHECK_EVERY_MS },
  {
    id: 'membership-renewals',
    queue: 'membership',
    job: 'renew-memberships',
    everyMs: MEMBERSHIP_RENEWALS_EVERY_MS,
  },
  { id: 'hold-expiry', queue: 'booking', job: 'release-expired-holds', everyMs: HOLD_EXPIRY_EVERY_MS },
  { id: 'booking-sms-reminders', queue: 'booking', job: 'send-sms-reminders', everyMs: REMINDERS_EVERY_MS },
  { id: 'mail-relay', queue: 'mail', job: 'relay', everyMs: RELAY_SECONDS * 1000 },
  { id: 'retention', queue: 'maintenance', job: 'purge-expired-records', everyMs: RETENTION_EVERY_MS },
  { id: 'sign-in-link-relay', queue: 'member', job: 'relay-sign-in-links', everyMs: RELAY_SECONDS * 1000 },
  { id: 'waitlist-offers', queue: 'waitlist', job: 'offer-freed-room', everyMs: WAITLIST_OFFERS_EVERY_MS },
  { id: 'sms-relay', queue: 'sms', job: 'relay', everyMs: SMS_RELAY_EVERY_MS },
] as const;

type Scheduler = (typeof SCHEDULERS)[number];
const schedulerNamed = (id: Scheduler['id']): Scheduler => SCHEDULERS.find((each) => each.id === id)!;
const MAIL_RELAY = schedulerNamed('mail-relay');
const HOLD_EXPIRY = schedulerNamed('hold-expiry');
const RETENTION = schedulerNamed('retention');

const EXPIRED_BY_WORKER = 'payment was not completed in time';

describe('two API processes and two workers behind a round-robin load balancer', () => {
  let db: TestOrm;
  let s3: LocalS3;
  let smtp: SmtpSink;
  let paystack: PaystackSandbox;
  let proxy: RoundRobinProxy;
  let api: string;
  let apis: RunningProcess[] = [];
  let workers: RunningProcess[] = [];
  let queues: Map<string, Queue>;
  let startedAt: number;
  let expiredBeforeStart: SpaceBooking;
  const dataDirs: string[] = [];

  const servedBy = (response: Response) => Number(response.headers.get(SERVED_BY));
  /** Lets the balancer's turn come round to `backend`, so the next request goes there. */
  const turnTo = async (backend: number) => {
    while (proxy.upcoming() !== backend) await (await fetch(`${api}/health`)).arrayBuffer();
  };
  const send = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${api}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  /** `send`, on the given backend. */
  const sendOn = async (backend: number, path: string, init: Parameters<typeof send>[1] = {}) => {
    await turnTo(backend);
    const response = await send(path, init);
    expect(servedBy(response)).toBe(backend);
    return response;
  };
  const em = () => db.orm.em.fork();

  beforeAll(async () => {
    [db, s3, smtp, paystack] = await Promise.all([
      createTestOrm(),
      startLocalS3(),
      startSmtpSink(),
      startPaystackSandbox(PAYSTACK),
    ]);
    const ports = [await freePort(), await freePort()];
    proxy = await startRoundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`));
    api = `${proxy.url}/api`;
    paystack.setWebhookUrl(`${api}/payments/webhook`);

    // What every machine of an installation is given alike; only PORT and the local DATA_DIR differ.
    const shared: Record<string, string> = {
      NODE_ENV: 'test',
      DATABASE_URL: db.database.url,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: uniqueName('several'),
      PUBLIC_URL: proxy.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      ADMIN_USERNAME: ROOT.username,
      ADMIN_PASSWORD: ROOT.password,
      SMTP_URL: smtp.url,
      MAIL_RELAY_SECONDS: String(RELAY_SECONDS),
      PAYSTACK_SECRET_KEY: PAYSTACK.secretKey,
      PAYSTACK_PUBLIC_KEY: PAYSTACK.publicKey,
      PAYSTACK_BASE_URL: paystack.url,
      RATE_LIMITS: `${GENEROUS_RATE_LIMITS} promo-code-checks=${PROMO_CHECKS_PER_HOUR}/1h`,
      ...GENEROUS_HOLD_LIMITS,
      ...EASY_PROOF_OF_WORK,
      ...s3.env,
    };
    const ownDataDir = async () => {
      const dir = await mkdtemp(join(tmpdir(), 'several-processes-'));
      dataDirs.push(dir);
      return dir;
    };

    // Migrations (and the bootstrap admin) once, as a deploy does before starting the new processes.
    await prepareDatabase(db.orm, testConfig(db.database.url, shared));
    // A hold that ran out while no worker was running: the first hold-expiry run releases it, once.
    const { space } = await factories(em()).space('Held before start', 1);
    const hold = em();
    expiredBeforeStart = await factories(hold).booking(space, futureWeekday(3));
    expiredBeforeStart.holdExpiresAt = new Date(Date.now() - 60_000);
    await hold.flush();
    // A spent proof-of-work answer that expired meanwhile: the first retention run deletes it.
    await em().execute(
      "insert into proof_of_work_spent (challenge_signature, expires_at) values ('stale-answer', now() - interval '1 hour')",
    );

    queues = new Map(
      [...new Set(SCHEDULERS.map((scheduler) => scheduler.queue))].map((name) => [
        name,
        new Queue(name, { connection: bullConnection(TEST_REDIS_URL), prefix: shared.QUEUE_PREFIX }),
      ]),
    );

    startedAt = Date.now();
    apis = await Promise.all(
      ports.map(async (port) =>
        startNode('main.js', { ...shared, PORT: String(port), DATA_DIR: await ownDataDir(), LOG_LEVEL: 'warn' }),
      ),
    );
    workers = await Promise.all(
      [0, 1].map(async () => startNode('worker.js', { ...shared, DATA_DIR: await ownDataDir(), LOG_LEVEL: 'info' })),
    );
    await Promise.all([
      ...ports.map((port, index) => waitForOk(`http://127.0.0.1:${port}/api/health`, 120_000, apis[index])),
      ...workers.map((worker) => worker.waitForOutput(/Job schedulers in place/, 120_000)),
    ]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([...apis, ...workers].map((process) => process.stop()));
    await Promise.all([...(queues?.values() ?? [])].map((queue) => queue.close()));
    await proxy?.close();
    await Promise.all([paystack?.close(), smtp?.close(), s3?.close()]);
    await db?.close();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('keeps an admin signed in on either process: signed in through one, used and signed out through the other', async () => {
    await turnTo(0);
    const login = await send('/admin/login', { body: { username: ROOT.username, password: ROOT.password } });
    expect([login.status, servedBy(login)]).toEqual([200, 0]);
    const cookie = login.headers
      .getSetCookie()
      .find((value) => value.startsWith('sid='))!
      .split(';')[0];

    const answeredBy = new Set<number>();
    for (let request = 0; request < 4; request += 1) {
      const refreshed = await send('/admin/refresh', { method: 'POST', headers: { cookie } });
      expect(refreshed.status).toBe(200);
      expect(((await refreshed.json()) as { admin: { username: string } }).admin.username).toBe(ROOT.username);
      answeredBy.add(servedBy(refreshed));
    }
    expect([...answeredBy].sort()).toEqual([0, 1]);

    const loggedOut = await sendOn(1, '/admin/logout', { method: 'POST', headers: { cookie } });
    expect(loggedOut.status).toBe(200);
    expect((await sendOn(0, '/admin/refresh', { method: 'POST', headers: { cookie } })).status).toBe(401);
    expect((await sendOn(1, '/admin/refresh', { method: 'POST', headers: { cookie } })).status).toBe(401);
  });

  it('counts a rate limit across both processes: the refusal comes at the same count as on one', async () => {
    const answers: { status: number; backend: number }[] = [];
    for (let attempt = 0; attempt <= PROMO_CHECKS_PER_HOUR + 1; attempt += 1) {
      const response = await send('/promo-codes/check', { body: {} });
      answers.push({ status: response.status, backend: servedBy(response) });
    }
    // Malformed checks count too; six are answered (by both processes), the seventh and eighth are refused by each.
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(PROMO_CHECKS_PER_HOUR).fill(400),
      429,
      429,
    ]);
    expect(new Set(answers.slice(0, PROMO_CHECKS_PER_HOUR).map((answer) => answer.backend)).size).toBe(2);
    expect(new Set(answers.slice(PROMO_CHECKS_PER_HOUR).map((answer) => answer.backend)).size).toBe(2);
  });

  it('accepts a solved proof of work once: replayed on the other process it is refused', async () => {
    let sequence = 0;
    const contact = () => ({
      firstName: 'Njeri',
      lastName: 'Wambui',
      email: `several${(sequence += 1)}@pow.test`,
      subject: 'General Inquiry',
      message: 'Do you have parking?',
    });
    const reused = { status: 400, body: { message: PROOF_OF_WORK_MESSAGES.reused } };
    const postOn = async (backend: number, proof: string) => {
      const response = await sendOn(backend, '/contacts', {
        body: contact(),
        headers: { [PROOF_OF_WORK_HEADER]: proof },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };

    for (const [challengedBy, acceptedBy, replayedOn] of [
      [0, 1, 0],
      [1, 0, 1],
    ]) {
      await turnTo(challengedBy);
      const proof = await solvedPayload(await fetchChallenge(api));
      expect((await postOn(acceptedBy, proof)).status).toBe(201);
      expect(await postOn(replayedOn, proof)).toEqual(reused);
      expect(await postOn(acceptedBy, proof)).toEqual(reused);
    }
  });

  it('serves a post and its picture uploaded and published through one process from the other, every time', async () => {
    const root = await sendOn(0, '/admin/login', { body: { username: ROOT.username, password: ROOT.password } });
    const cookie = root.headers
      .getSetCookie()
      .find((value) => value.startsWith('sid='))!
      .split(';')[0];
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'booths.png');
    await turnTo(0);
    const uploaded = await fetch(`${api}/admin/images`, { method: 'POST', headers: { cookie }, body: form });
    expect([uploaded.status, servedBy(uploaded)]).toEqual([201, 0]);
    const picture = (await uploaded.json()) as { url: string; sizes: Record<string, string> };

    const created = await sendOn(0, '/admin/posts', {
      headers: { cookie },
      body: {
        title: 'Phone booths on every floor',
        content: 'Quiet calls at last.',
        author: 'Wanjiru Kamau',
        category: 'Community',
        image: picture.url,
        published: true,
      },
    });
    expect(created.status).toBe(201);
    const { slug } = (await created.json()) as { slug: string };

    // The other process (and then both in turn) reads the post and the very same picture bytes.
    const bytes = new Map<string, Buffer>();
    for (let round = 0; round < 4; round += 1) {
      const backend = (round + 1) % 2;
      const post = await sendOn(backend, `/blog/${slug}`);
      expect(post.status).toBe(200);
      expect(await post.json()).toMatchObject({ slug, title: 'Phone booths on every floor', image: picture.url });
      for (const url of Object.values(picture.sizes)) {
        await turnTo(backend);
        const served = await fetch(`${proxy.url}${url}`);
        expect([served.status, servedBy(served), served.headers.get('content-type')]).toEqual([
          200,
          backend,
          'image/webp',
        ]);
        const body = Buffer.from(await served.arrayBuffer());
        expect(body.equals(bytes.get(url) ?? body)).toBe(true);
        bytes.set(url, body);
      }
    }
    // In the shared bucket, on no machine's disk.
    expect(await s3.keys()).toEqual(
      expect.arrayContaining(Object.values(picture.sizes).map((url) => url.split('/').pop())),
    );
    for (const dir of dataDirs) await expect(readdir(join(dir, 'images'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('lets a checkout hold taken through one process block the last slot through the other until it expires', async () => {
    const { space } = await makeSpace(em(), { name: 'Last desk', rate: '1500.00', instances: 1 });
    const date = futureWeekday(12);
    const checkout = (email: string) => ({
      body: {
        ...CONTACT,
        email,
        bookingData: { type: 'space', spaceId: space.id, date, times: ['10:00'], price: 'KSh 1' },
      },
    });
    const freeAt10 = async (backend: number) => {
      const response = await sendOn(backend, `/spaces/${space.id}/availability?date=${date}`);
      const { timeSlots } = (await response.json()) as { timeSlots: { time: string; availableInstances: number }[] };
      return timeSlots.find((slot) => slot.time === '10:00')!.availableInstances;
    };

    expect((await sendOn(0, '/payments/booking/initialize', checkout('first@hold.test'))).status).toBe(200);
    expect((await sendOn(1, '/payments/booking/initialize', checkout('second@hold.test'))).status).toBe(409);
    expect((await sendOn(0, '/payments/booking/initialize', checkout('third@hold.test'))).status).toBe(409);
    expect([await freeAt10(0), await freeAt10(1)]).toEqual([0, 0]);

    // The hold runs out; a worker's hold-expiry run (every 30 s) releases it, and both processes see the slot free.
    await em().nativeUpdate(
      SpaceBooking,
      { contact: { email: 'first@hold.test' } },
      { holdExpiresAt: new Date(Date.now() - 1000) },
    );
    await until(
      async () =>
        (await em().findOneOrFail(SpaceBooking, { contact: { email: 'first@hold.test' } })).status === 'cancelled',
      'a worker released the expired hold',
      HOLD_EXPIRY_EVERY_MS * 3,
      500,
    );
    expect([await freeAt10(0), await freeAt10(1)]).toEqual([1, 1]);

    // Free through either: taken again through the other process, and then blocked through the first.
    expect((await sendOn(1, '/payments/booking/initialize', checkout('fourth@hold.test'))).status).toBe(200);
    expect((await sendOn(0, '/payments/booking/initialize', checkout('fifth@hold.test'))).status).toBe(409);

    // Two visitors at the same moment, one on each process, for another day's last slot: one hold, one refusal.
    const otherDay = futureWeekday(19);
    const race = await Promise.all(
      ['sixth@hold.test', 'seventh@hold.test'].map((email) =>
        send('/payments/booking/initialize', {
          body: { ...checkout(email).body, bookingData: { ...checkout(email).body.bookingData, date: otherDay } },
        }),
      ),
    );
    expect(race.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(race.map(servedBy).sort()).toEqual([0, 1]);
  }, 150_000);

  it('keeps each job scheduler once in Redis with two workers, and each scheduled run happens once', async () => {
    // This list names every scheduler the product has: a new one must be added here.
    expect(SCHEDULERS.map((scheduler) => scheduler.id).sort()).toEqual(
      Object.values(JOB_SCHEDULERS)
        .map((definition) => definition.id)
        .sort(),
    );
    for (const queue of queues.values())
      await until(async () => (await queue.getWorkersCount()) >= 2, `two workers consume "${queue.name}"`, 60_000);

    // Exactly one scheduler per id, on its queue, at the processor's interval, although both workers upserted it.
    for (const [name, queue] of queues) {
      const kept = await queue.getJobSchedulers(0, -1, true);
      const expected = SCHEDULERS.filter((scheduler) => scheduler.queue === name);
      expect(
        kept.map((scheduler) => ({ id: scheduler.key, job: scheduler.name, every: scheduler.every })).sort(byId),
      ).toEqual(
        expected.map((scheduler) => ({ id: scheduler.id, job: scheduler.job, every: scheduler.everyMs })).sort(byId),
      );
    }

    // Let the 2-second relays run several times while the two workers compete for every job.
    await until(async () => (await finishedRuns(MAIL_RELAY)).length >= 4, 'the mail relay ran four times', 60_000);
    const elapsed = Date.now() - startedAt;
    for (const scheduler of SCHEDULERS) {
      const runs = await finishedRuns(scheduler);
      const label = `${scheduler.id}: ${runs.length} run(s) in ${elapsed} ms, every ${scheduler.everyMs} ms`;
      // At least the run due at start, at most one per interval (for the hourly ones: exactly one, not one per worker).
      expect({
        label,
        ran: runs.length >= 1,
        atMostOnePerInterval: runs.length <= mostRunsIn(elapsed, scheduler.everyMs),
      }).toEqual({ label, ran: true, atMostOnePerInterval: true });
      expect(runs.filter((job) => job.failedReason).map((job) => `${scheduler.id}: ${job.failedReason}`)).toEqual([]);
      // Each run is one slot of the scheduler, never a slot run twice, and slots lie an interval apart.
      const slots = runs.map((job) => slotOf(scheduler, job)).sort((a, b) => a - b);
      expect(slots.filter((slot) => Number.isNaN(slot))).toEqual([]);
      expect(slots.slice(1).filter((slot, index) => slot - slots[index] < scheduler.everyMs)).toEqual([]);
    }

    // Work happens once. The hold that ran out before start was released by one run, with one cancellation; each
    // hold-expiry run's count adds up to exactly the holds the workers released (this one and the checkout test's).
    const released = await em().findOneOrFail(SpaceBooking, { id: expiredBeforeStart.id });
    expect(released.status).toBe('cancelled');
    expect(released.notes?.split(EXPIRED_BY_WORKER)).toHaveLength(2);
    const releasedByRuns = (await finishedRuns(HOLD_EXPIRY)).reduce(
      (sum, job) => sum + (job.returnvalue as ReleaseExpiredHoldsJobResult).released,
      0,
    );
    expect(releasedByRuns).toBe(await em().count(SpaceBooking, { notes: { $like: `%${EXPIRED_BY_WORKER}%` } }));

    // The hourly retention ran once, at start, and deleted the answer that had expired before.
    const retentionRuns = await finishedRuns(RETENTION);
    expect(retentionRuns).toHaveLength(1);
    expect((retentionRuns[0].returnvalue as PurgeExpiredRecordsJobResult).spentProofsOfWork).toBe(1);
    expect(await em().execute("select 1 from proof_of_work_spent where challenge_signature = 'stale-answer'")).toEqual(
      [],
    );

    // Every e-mail written so far (the contact forms' acknowledgements and staff copies) reached the mail server
    // once, although its deliver job and the relay of both workers could each have picked it up.
    await until(
      async () => (await em().count(MailOutbox, { status: { $ne: 'sent' } })) === 0,
      'every e-mail was sent',
      60_000,
    );
    const outbox = await em().find(MailOutbox, {});
    expect(outbox.length).toBeGreaterThan(0);
    // Time for a duplicate, had there been one, to arrive too: two more relay runs after the last e-mail was sent.
    const relayRuns = (await finishedRuns(MAIL_RELAY)).length;
    await until(
      async () => (await finishedRuns(MAIL_RELAY)).length >= relayRuns + 2,
      'the mail relay ran twice more',
      60_000,
    );
    const delivered = smtp.messages.map((message) => recipientOf(message.to)).sort();
    expect(delivered).toEqual(outbox.map((row) => row.recipient.toLowerCase()).sort());
  }, 180_000);

  /** The runs of one scheduler that finished (completed or failed) since the workers started. */
  async function finishedRuns(scheduler: Scheduler): Promise<Job[]> {
    const jobs = await queues.get(scheduler.queue)!.getJobs(['completed', 'failed'], 0, -1);
    return jobs.filter((job) => job.name === scheduler.job);
  }
});

function byId(a: { id: string }, b: { id: string }): number {
  return a.id.localeCompare(b.id);
}

/** The most runs one scheduler may make in `elapsedMs`: one per interval, the first straight away. */
function mostRunsIn(elapsedMs: number, everyMs: number): number {
  return Math.floor(elapsedMs / everyMs) + 1;
}

/** The time slot a scheduled job was made for (its id is `repeat:<scheduler id>:<ms>`). */
function slotOf(scheduler: Scheduler, job: Job): number {
  return Number(new RegExp(`^repeat:${scheduler.id}:(\\d+)$`).exec(job.id ?? '')?.[1] ?? NaN);
}

function recipientOf(to: unknown): string {
  const addresses = (Array.isArray(to) ? to : [to]) as { value: { address?: string }[] }[];
  return addresses
    .flatMap((entry) => entry.value.map((value) => value.address ?? ''))
    .join(',')
    .toLowerCase();
}
