import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import { calendarInvite } from '../../src/modules/mail/calendar/calendar-invite.js';
import { MailService } from '../../src/modules/mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../../src/modules/mail/templates/default-templates.js';
import { QUEUES } from '../../src/queue/queues.js';
import { type RunningProcess, startNode } from '../support/processes.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { createTestApp, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

/** Waits until the e-mail log shows the row in a final state. */
async function waitForLogStatus(session: Session, outboxId: string, status: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = (await (await session.request('GET', '/admin/email-log')).json()) as {
      id: string;
      status: string;
      attempts: number;
      lastError: string | null;
    }[];
    const row = log.find((entry) => entry.id === outboxId);
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`outbox ${outboxId} is ${row?.status ?? 'missing'}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('e-mail through the outbox, the worker and a real SMTP server', () => {
  let smtp: SmtpSink;
  let testApp: TestApp;
  let worker: RunningProcess;
  let root: Session;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    testApp = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Syokimau Coworking Hub <hello@syokimau.test>' });
    worker = startNode('worker.js', {
      NODE_ENV: 'test',
      DATABASE_URL: testApp.config.database.url!,
      REDIS_URL: testApp.config.redis.url,
      QUEUE_PREFIX: testApp.config.redis.queuePrefix,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Syokimau Coworking Hub <hello@syokimau.test>',
      LOG_LEVEL: 'info',
    });
    await worker.waitForOutput(/consuming queues/);
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });

  afterAll(async () => {
    await worker.stop();
    await testApp.close();
    await smtp.close();
  });

  beforeEach(() => {
    smtp.messages.length = 0;
  });

  it('sends the hardcoded test e-mail as typed, escaped in HTML, with a text part', async () => {
    const response = await root.request('POST', '/admin/test-email', {
      address: 'owner@example.co.ke',
      subject: 'Checking the mail',
      body: 'Karibu <b>sana</b> & welcome',
    });
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as { success: boolean; message: string; outboxId: string };
    expect(accepted).toMatchObject({ success: true, message: 'Test email sent to owner@example.co.ke' });

    const [message] = await smtp.waitForMessages(1);
    expect(message.subject).toBe('Checking the mail');
    expect(message.from?.value[0]).toMatchObject({ name: 'Syokimau Coworking Hub', address: 'hello@syokimau.test' });
    expect(message.to && 'text' in message.to ? message.to.text : '').toBe('owner@example.co.ke');
    expect(message.text?.trim()).toBe('Karibu <b>sana</b> & welcome');
    expect(message.html).toContain('Karibu &lt;b&gt;sana&lt;/b&gt; &amp; welcome');
    await waitForLogStatus(root, accepted.outboxId, 'sent');
  });

  it('sends the per-template test with placeholders read as Sample', async () => {
    const templates = (await (await root.request('GET', '/admin/email-templates')).json()) as {
      id: string;
      name: string;
    }[];
    const bookingConfirmed = templates.find((template) => template.name === 'booking-confirmed')!;
    expect(
      (
        await root.request('POST', `/admin/email-templates/${bookingConfirmed.id}/test`, {
          address: 'owner@example.co.ke',
        })
      ).status,
    ).toBe(202);
    const [message] = await smtp.waitForMessages(1);
    expect(message.subject).toBe('Test: Booking confirmed: Sample on Sample');
    expect(message.text).toContain('"booking-confirmed" email template');
  });

  it('renders conditional blocks both ways and attaches the calendar invitation', async () => {
    const mail = testApp.app.get(MailService);
    const invite = calendarInvite({
      uid: 'booking-1',
      title: 'Boardroom booking',
      description: 'Syokimau Coworking Hub',
      location: 'EENS Business Park',
      start: new Date('2026-12-04T07:00:00Z'),
      end: new Date('2026-12-04T09:00:00Z'),
    });
    const common = {
      firstName: 'Achieng',
      spaceTitle: 'Boardroom',
      date: '2026-12-04',
      time: '10:00',
      duration: '2 hours',
    };
    await mail.send({
      template: MAIL_TEMPLATES.bookingConfirmed,
      to: 'achieng@example.com',
      variables: { ...common, reference: 'SCH-42' },
      attachments: [invite],
    });
    await mail.send({
      template: MAIL_TEMPLATES.bookingConfirmed,
      to: 'achieng@example.com',
      variables: common,
      attachments: [invite],
    });
    const messages = await smtp.waitForMessages(2);
    const withReference = messages.find((message) => message.text?.includes('Reference'))!;
    const withoutReference = messages.find((message) => message !== withReference)!;
    expect(withReference.text).toContain('Reference: SCH-42');
    expect(withReference.html).toContain('Reference: SCH-42');
    expect(withoutReference.text).not.toContain('Reference');
    expect(withoutReference.html).not.toContain('Reference');
    expect(withReference.subject).toBe('Booking confirmed: Boardroom on 2026-12-04');
    expect(withReference.text).toContain('Time: 10:00 (Nairobi time)');

    const ics = withReference.attachments.find((attachment) => attachment.filename === 'booking.ics')!;
    expect(ics.contentType).toBe('text/calendar');
    const calendar = ics.content.toString('utf8');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain('DTSTART:20261204T070000Z');
    expect(calendar).toContain('DTEND:20261204T090000Z');
    expect(calendar).toContain('UID:booking-1@syokimau-coworking');
  });

  it('uses an admin’s edit of a template, and the built-in one when the stored template is inactive', async () => {
    const templates = (await (await root.request('GET', '/admin/email-templates')).json()) as {
      id: string;
      name: string;
    }[];
    const welcome = templates.find((template) => template.name === 'newsletter-welcome')!;
    await root.request('PUT', `/admin/email-templates/${welcome.id}`, { subject: 'Hello from the Hub, {{firstName}}' });
    const mail = testApp.app.get(MailService);
    await mail.send({
      template: MAIL_TEMPLATES.newsletterWelcome,
      to: 'reader@example.com',
      variables: { firstName: 'Kip' },
    });
    expect((await smtp.waitForMessages(1))[0].subject).toBe('Hello from the Hub, Kip');

    smtp.messages.length = 0;
    await root.request('PUT', `/admin/email-templates/${welcome.id}`, { isActive: false });
    await mail.send({ template: MAIL_TEMPLATES.newsletterWelcome, to: 'reader@example.com', variables: {} });
    expect((await smtp.waitForMessages(1))[0].subject).toBe('Welcome to the Syokimau Coworking Hub newsletter');
  });

  it('retries when the SMTP server refuses twice, delivers once, and logs every attempt', async () => {
    smtp.refuseNext(2);
    const response = await root.request('POST', '/admin/test-email', {
      address: 'retry@example.com',
      subject: 'Third time lucky',
      body: 'Hello',
    });
    const { outboxId } = (await response.json()) as { outboxId: string };
    // The retries wait 10 s and 30 s; rather than wait, the test makes each delayed retry due at once.
    const queue = testApp.app.get<Queue>(getQueueToken(QUEUES.mail));
    const promoting = setInterval(() => void queue.promoteJobs().catch(() => undefined), 250);
    const row = await waitForLogStatus(root, outboxId, 'sent').finally(() => clearInterval(promoting));
    expect(smtp.refused).toBe(2);
    expect(smtp.messages.filter((message) => message.subject === 'Third time lucky')).toHaveLength(1);
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    const attempts = await testApp
      .em()
      .execute<{ attempt: number; succeeded: boolean; error: string | null }[]>(
        'select attempt, succeeded, error from mail_delivery_attempts where outbox_id = ? order by attempt',
        [outboxId],
      );
    expect(attempts.map((attempt) => [attempt.attempt, attempt.succeeded])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(attempts[0].error).toContain('Mailbox busy');
  });

  it('shows the super admin each queue with its live workers', async () => {
    const response = await root.request('GET', '/admin/queues');
    expect(response.status).toBe(200);
    const queues = (await response.json()) as { name: string; workers: number; failed: number }[];
    expect(queues.map((queue) => queue.name).sort()).toEqual([
      'booking',
      'mail',
      'maintenance',
      'member',
      'membership',
      'payment',
      'sms',
      'system',
      'waitlist',
    ]);
    expect(queues.find((queue) => queue.name === 'mail')).toMatchObject({ workers: 1, failed: 0 });
    const page = await root.request('GET', '/admin/queues/page');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toMatch(/<th scope="row">mail<\/th>/);
  });
});
