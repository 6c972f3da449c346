import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { futureWeekday } from '../booking/support.js';
import { MAIL_TEMPLATES } from '../../src/modules/mail/templates/default-templates.js';
import { freePort, type RunningProcess, startNode } from '../support/processes.js';
import { postWithProofOfWork } from '../support/proof-of-work.js';
import { DisposableRedis } from '../support/redis-server.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { createTestApp, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

/** Retries an assertion for a few seconds: the worker records a delivery just after the server accepts it. */
async function eventually(assertion: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('no e-mail is lost when Redis or the hand-off to it fails', () => {
  let redis: DisposableRedis;
  let smtp: SmtpSink;
  let testApp: TestApp;
  let worker: RunningProcess;
  let root: Session;

  const startWorker = async () => {
    const started = startNode('worker.js', {
      NODE_ENV: 'test',
      DATABASE_URL: testApp.config.database.url!,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: testApp.config.redis.queuePrefix,
      SMTP_URL: smtp.url,
      MAIL_RELAY_SECONDS: '1',
      MAIL_CLAIM_SECONDS: '3',
      LOG_LEVEL: 'info',
    });
    await started.waitForOutput(/consuming queues/);
    return started;
  };

  beforeAll(async () => {
    redis = new DisposableRedis(await freePort());
    await redis.start();
    smtp = await startSmtpSink();
    testApp = await createTestApp({ REDIS_URL: redis.url, SMTP_URL: smtp.url });
    worker = await startWorker();
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });

  afterAll(async () => {
    await worker.stop('SIGKILL');
    await testApp.close();
    await smtp.close();
    await redis.stop();
  });

  it('commits the message while Redis is down and delivers it once Redis is back', async () => {
    await redis.stop();
    const startedAt = Date.now();
    const response = await root.request('POST', '/admin/test-email', {
      address: 'outage@example.com',
      subject: 'Sent during the outage',
      body: 'Still here',
    });
    expect(response.status).toBe(202);
    expect(Date.now() - startedAt).toBeLessThan(5000);
    const { outboxId } = (await response.json()) as { outboxId: string };
    expect(await testApp.em().count(MailOutbox, { id: outboxId, status: 'pending' })).toBe(1);

    await redis.start();
    const messages = await smtp.waitForMessages(1, 60_000);
    expect(messages.filter((message) => message.subject === 'Sent during the outage')).toHaveLength(1);
    await eventually(async () =>
      expect(await testApp.em().count(MailOutbox, { id: outboxId, status: 'sent' })).toBe(1),
    );
  });

  it('takes a tour booking while Redis is down and delivers both of its e-mails once Redis is back', async () => {
    await redis.stop();
    const response = await postWithProofOfWork(testApp.api, '/bookings', {
      type: 'tour',
      date: futureWeekday(),
      time: '11:00',
      firstName: 'Baraka',
      lastName: 'Otieno',
      email: 'baraka@example.com',
      phone: '+254700000002',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await testApp.em().count(SpaceBooking, { id })).toBe(1);

    await redis.start();
    await eventually(async () => {
      const subjects = smtp.messages.map((message) => message.subject ?? '');
      expect(subjects.filter((subject) => subject.startsWith('We received your tour request'))).toHaveLength(1);
      expect(subjects.filter((subject) => subject.startsWith('New tour request: Baraka Otieno'))).toHaveLength(1);
    }, 60_000);
  });

  it('sends a committed row that never reached Redis, through the worker’s relay', async () => {
    // As if the API process died between its commit and the hand-off to Redis.
    const em = testApp.em();
    const stranded = new MailOutbox(MAIL_TEMPLATES.newsletterWelcome, 'stranded@example.com', {});
    stranded.createdAt = new Date(Date.now() - 60_000);
    em.persist(stranded);
    await em.flush();

    const deadline = Date.now() + 30_000;
    while (
      !smtp.messages.some((message) => message.to && 'text' in message.to && message.to.text === 'stranded@example.com')
    ) {
      if (Date.now() > deadline) throw new Error('the relay did not deliver the stranded row');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await eventually(async () =>
      expect(await testApp.em().count(MailOutbox, { id: stranded.id, status: 'sent', attempts: 1 })).toBe(1),
    );
  });

  it('delivers exactly one message when the worker is killed in the middle of sending it', async () => {
    smtp.holdAnswers(3000);
    const response = await root.request('POST', '/admin/test-email', {
      address: 'crash@example.com',
      subject: 'Sent through a crash',
      body: 'Once',
    });
    const { outboxId } = (await response.json()) as { outboxId: string };
    await smtp.whenHolding();
    await worker.stop('SIGKILL');
    smtp.holdAnswers(0);

    worker = await startWorker();
    const deadline = Date.now() + 90_000;
    const delivered = () => smtp.messages.filter((message) => message.subject === 'Sent through a crash');
    while (delivered().length === 0) {
      if (Date.now() > deadline) throw new Error('the message was not delivered after the crash');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Give a duplicate every chance to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(delivered()).toHaveLength(1);
    const [row] = await testApp
      .em()
      .execute<{ status: string; attempts: number }[]>('select status, attempts from mail_outbox where id = ?', [
        outboxId,
      ]);
    expect(row).toEqual({ status: 'sent', attempts: 2 });
  });
});
