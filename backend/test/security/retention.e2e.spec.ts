import { createHash, randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import { type INestApplicationContext, Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type Queue, QueueEvents } from 'bullmq';
import { Clock, ClockModule } from '../../src/common/clock/clock.js';
import { LoggingModule } from '../../src/common/logging.module.js';
import { type AppConfig } from '../../src/config/app-config.js';
import { ConfigModule } from '../../src/config/config.module.js';
import { DatabaseModule } from '../../src/database/database.module.js';
import { BookingsService } from '../../src/modules/booking/bookings.service.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { AuditLogEntry } from '../../src/modules/identity/entities/audit-log-entry.entity.js';
import { MemberSession } from '../../src/modules/identity/entities/member-session.entity.js';
import { MemberSignInToken } from '../../src/modules/identity/entities/member-sign-in-token.entity.js';
import { User } from '../../src/modules/identity/entities/user.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { SmsOutbox, type SmsStatus } from '../../src/modules/sms/entities/sms-outbox.entity.js';
import { type PaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { QueueModule } from '../../src/queue/queue.module.js';
import { JOB_SCHEDULERS, MAINTENANCE_JOBS, type PurgeExpiredRecordsJobResult, QUEUES } from '../../src/queue/queues.js';
import { bullConnection } from '../../src/queue/redis-connection.js';
import { RETENTION_EVERY_MS } from '../../src/retention/retention-periods.js';
import { RetentionModule } from '../../src/retention/retention.module.js';
import { SpentChallenge } from '../../src/common/proof-of-work/spent-challenge.entity.js';
import { CONTACT, futureWeekday, makeSpace } from '../booking/support.js';
import { createTestAppWithPaystack, ROOT, type TestApp } from '../support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The worker's retention slice: its queue, job scheduler, processor and clock, without the other consumers. */
@Module({})
class RetentionWorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: RetentionWorkerModule,
      imports: [ConfigModule.forRoot(config), LoggingModule, ClockModule, DatabaseModule, QueueModule, RetentionModule],
    };
  }
}

const hashed = () => createHash('sha256').update(randomBytes(32)).digest('hex');

/**
 * What the scheduled clean-up deletes and what it keeps, moving the worker's clock over the retention periods:
 * abandoned checkouts go a month after their hold was released (unless a payment succeeded or is still open), sent
 * mail after three months (failed and unsent mail stays), member sessions when expired, sign-in links a week after
 * expiry, failed admin sign-ins after three months (the rest of the audit log stays), Core Web Vitals measurements
 * after three months.
 */
describe('retention: the scheduled clean-up of records kept no longer', () => {
  let sandbox: PaystackSandbox;
  let testApp: TestApp;
  let closeApp: () => Promise<void>;
  let worker: INestApplicationContext;
  let queue: Queue;
  let queueEvents: QueueEvents;
  let spaceId: string;
  let dayOffset = 0;
  const now = new Date();

  const request = async <T>(path: string, body: unknown) => {
    const response = await fetch(`${testApp.api}${path}`, {
      method: 'POST',
      // As the storefront's own pages send (the vitals intake takes nothing else).
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const eventually = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 15_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what} not reached in time`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const bookingsOf = (email: string) => testApp.em().find(SpaceBooking, { contact: { email } });
  const paymentsOf = (email: string) => testApp.em().find(Payment, { email });
  /** Starts a checkout for one slot and returns its Paystack reference. */
  const checkout = async (email: string) => {
    const started = await request<{ data: { reference: string } }>('/payments/booking/initialize', {
      ...CONTACT,
      email,
      bookingData: { type: 'space', spaceId, dates: [futureWeekday(30 + 7 * dayOffset++)], times: ['10:00'] },
    });
    expect(started.status).toBe(200);
    return started.body.data.reference;
  };
  /** The hold runs out and hold expiry releases it, as the worker's hold-expiry job does. */
  const holdRunsOut = async (email: string) => {
    await testApp
      .em()
      .nativeUpdate(SpaceBooking, { contact: { email } }, { holdExpiresAt: new Date(Date.now() - 60_000) });
    await testApp.app.get(BookingsService).releaseExpiredHolds();
    expect((await bookingsOf(email)).map((row) => [row.status, row.cancelledBy])).toEqual([['cancelled', 'hold']]);
  };
  /** One run of the retention job through the queue, with the worker's clock at `at`. */
  const cleanUpAt = async (at: Date): Promise<PurgeExpiredRecordsJobResult> => {
    jest.spyOn(worker.get(Clock), 'now').mockReturnValue(at);
    const job = await queue.add(MAINTENANCE_JOBS.purgeExpiredRecords, {});
    return (await job.waitUntilFinished(queueEvents, 30_000)) as PurgeExpiredRecordsJobResult;
  };

  beforeAll(async () => {
    ({ testApp, sandbox, close: closeApp } = await createTestAppWithPaystack('retention'));
    spaceId = (await makeSpace(testApp.em(), { name: 'Hot desk', rate: '500.00', instances: 3 })).space.id;
    worker = await NestFactory.createApplicationContext(RetentionWorkerModule.forRoot(testApp.config), {
      logger: false,
    });
    await worker.init();
    queue = worker.get<Queue>(getQueueToken(QUEUES.maintenance));
    queueEvents = new QueueEvents(QUEUES.maintenance, {
      connection: bullConnection(testApp.config.redis.url),
      prefix: testApp.config.redis.queuePrefix,
    });
    await queueEvents.waitUntilReady();
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await queueEvents?.close();
    await worker?.close();
    await closeApp();
  });

  it('is a job scheduler of the worker, once an hour, whose first run comes at start-up and deletes nothing new', async () => {
    expect(await queue.getJobScheduler(JOB_SCHEDULERS.retention.id)).toMatchObject({
      every: RETENTION_EVERY_MS,
      name: MAINTENANCE_JOBS.purgeExpiredRecords,
    });
    await eventually(async () => (await queue.getCompletedCount()) >= 1, 'the first scheduled run');
    const [first] = await queue.getCompleted();
    expect(first.returnvalue).toEqual({
      releasedHolds: 0,
      sentMail: 0,
      sentSms: 0,
      memberSessions: 0,
      memberSignInLinks: 0,
      failedSignIns: 0,
      webVitalSamples: 0,
      spentProofsOfWork: 0,
      privacyLinks: 0,
      erasureRequests: 0,
      taxRecords: 0,
    });
  });

  it('deletes each kind after its period and keeps everything of record', async () => {
    // Checkouts: abandoned (its payment failed), paid after its hold ran out, released with its payment still open,
    // and paid in time.
    const abandoned = 'abandoned@example.com';
    const abandonedReference = await checkout(abandoned);
    await sandbox.pay(abandonedReference, 'failed');
    // The payer comes back from Paystack: the verify call records the failure.
    expect((await request('/payments/verify', { reference: abandonedReference })).status).toBe(200);
    expect((await paymentsOf(abandoned)).map((payment) => payment.status)).toEqual(['failed']);
    await holdRunsOut(abandoned);
    const latePaid = 'late-paid@example.com';
    const lateReference = await checkout(latePaid);
    await holdRunsOut(latePaid);
    await sandbox.pay(lateReference, 'success');
    await eventually(async () => (await paymentsOf(latePaid))[0]?.status === 'success', 'the late payment');
    const stillOpen = 'still-open@example.com';
    await checkout(stillOpen);
    await holdRunsOut(stillOpen);
    const paid = 'paid@example.com';
    await sandbox.pay(await checkout(paid), 'success');
    await eventually(
      async () => (await bookingsOf(paid)).every((row) => row.status === 'confirmed'),
      'the paid booking',
    );

    // Mail: one sent, one failed; the rest still waiting for a worker.
    const em = testApp.em();
    const [sent, failed] = await em.find(MailOutbox, {}, { orderBy: { createdAt: 'asc' }, limit: 2 });
    sent.status = 'sent';
    sent.sentAt = new Date();
    failed.status = 'failed';

    // A member's sessions and sign-in links.
    const member = new User('amina', 'amina@example.com', 'not-a-password-hash');
    em.persist(member);
    const liveSession = new MemberSession(hashed(), member, new Date(now.getTime() + 60 * DAY_MS));
    const expiredSession = new MemberSession(hashed(), member, new Date(now.getTime() - DAY_MS));
    const recentLink = new MemberSignInToken(hashed(), member, new Date(now.getTime() - 60 * 60_000));
    const oldLink = new MemberSignInToken(hashed(), member, new Date(now.getTime() - 8 * DAY_MS));
    em.persist([liveSession, expiredSession, recentLink, oldLink]);
    // A proof-of-work answer whose challenge expired a minute ago, and one still live.
    em.persist([
      new SpentChallenge('a'.repeat(64), new Date(now.getTime() - 60_000)),
      new SpentChallenge('b'.repeat(64), new Date(now.getTime() + 60_000)),
    ]);
    // SMS: one delivered, one skipped (over the daily cap), one still waiting for a worker.
    const sms = (status: SmsStatus) =>
      Object.assign(
        new SmsOutbox({ phone: '254712345678', templateName: 'guest-pass', variables: {}, text: 'Karibu' }),
        {
          status,
        },
      );
    const texts = [sms('delivered'), sms('skipped'), sms('queued')];
    em.persist(texts);
    await em.flush();

    // A failed and a successful admin sign-in.
    const login = (password: string) => request('/admin/login', { username: ROOT.username, password });
    expect((await login('wrong-password')).status).toBe(401);
    expect((await login(ROOT.password)).status).toBe(200);

    // A storefront page's Core Web Vitals, received now.
    const vitals = {
      route: '/',
      device: 'mobile',
      samples: [{ metric: 'LCP', value: 1800, navigationType: 'navigate' }],
    };
    expect((await request('/vitals', vitals)).status).toBe(204);

    const remaining = async () => {
      const fork = testApp.em();
      return {
        abandoned: [(await bookingsOf(abandoned)).length, (await paymentsOf(abandoned)).length],
        latePaid: [(await bookingsOf(latePaid)).length, (await paymentsOf(latePaid)).length],
        stillOpen: [(await bookingsOf(stillOpen)).length, (await paymentsOf(stillOpen)).length],
        paid: [(await bookingsOf(paid)).length, (await paymentsOf(paid)).length],
        mail: {
          sent: await fork.count(MailOutbox, { id: sent.id }),
          failed: await fork.count(MailOutbox, { id: failed.id }),
          waiting: await fork.count(MailOutbox, { status: 'pending' }),
        },
        sessions: (await fork.find(MemberSession, {})).map((row) => row.tokenHash).sort(),
        links: (await fork.find(MemberSignInToken, {})).map((row) => row.tokenHash).sort(),
        audit: (await fork.find(AuditLogEntry, { resource: 'session' })).map((row) => row.action).sort(),
        webVitalSamples: (
          await fork.execute<{ count: number }[]>('select count(*)::int as count from web_vital_sample')
        )[0].count,
      };
    };
    const waiting = await testApp.em().count(MailOutbox, { status: 'pending' });
    expect(waiting).toBeGreaterThan(0);
    const everything = await remaining();
    expect(everything).toEqual({
      abandoned: [1, 1],
      latePaid: [1, 1],
      stillOpen: [1, 1],
      paid: [1, 1],
      mail: { sent: 1, failed: 1, waiting },
      sessions: [liveSession.tokenHash, expiredSession.tokenHash].sort(),
      links: [recentLink.tokenHash, oldLink.tokenHash].sort(),
      audit: ['login', 'login_failed'],
      webVitalSamples: 1,
    });

    // Today: only the expired session and the link a week past its expiry go.
    expect(await cleanUpAt(now)).toEqual({
      releasedHolds: 0,
      sentMail: 0,
      sentSms: 0,
      memberSessions: 1,
      memberSignInLinks: 1,
      failedSignIns: 0,
      webVitalSamples: 0,
      spentProofsOfWork: 1,
      privacyLinks: 0,
      erasureRequests: 0,
      taxRecords: 0,
    });
    expect(await remaining()).toEqual({
      ...everything,
      sessions: [liveSession.tokenHash],
      links: [recentLink.tokenHash],
    });

    // A month on: the abandoned checkout goes whole; the late-paid, the still-open and the paid stay.
    expect(await cleanUpAt(new Date(now.getTime() + 31 * DAY_MS))).toEqual({
      releasedHolds: 1,
      sentMail: 0,
      sentSms: 0,
      memberSessions: 0,
      memberSignInLinks: 1,
      failedSignIns: 0,
      webVitalSamples: 0,
      spentProofsOfWork: 1,
      privacyLinks: 0,
      erasureRequests: 0,
      taxRecords: 0,
    });
    expect(await remaining()).toEqual({
      ...everything,
      abandoned: [0, 0],
      sessions: [liveSession.tokenHash],
      links: [],
    });

    // Three months on: sent mail, the now expired session and the failed sign-in go; failed and waiting mail and the
    // successful sign-in stay.
    expect(await cleanUpAt(new Date(now.getTime() + 91 * DAY_MS))).toEqual({
      releasedHolds: 0,
      sentMail: 1,
      sentSms: 2,
      memberSessions: 1,
      memberSignInLinks: 0,
      failedSignIns: 1,
      webVitalSamples: 1,
      spentProofsOfWork: 0,
      privacyLinks: 0,
      erasureRequests: 0,
      taxRecords: 0,
    });
    expect(await remaining()).toEqual({
      ...everything,
      abandoned: [0, 0],
      mail: { sent: 0, failed: 1, waiting },
      sessions: [],
      links: [],
      audit: ['login'],
      webVitalSamples: 0,
    });
    // Every SMS but the one still waiting to be sent went with the sent mail.
    expect(
      (await testApp.em().find(SmsOutbox, { id: { $in: texts.map((text) => text.id) } })).map((text) => text.status),
    ).toEqual(['queued']);
  });
});
