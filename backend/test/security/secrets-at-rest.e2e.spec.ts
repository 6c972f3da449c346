import { randomUUID } from 'node:crypto';
import { setLogDestination } from '../../src/common/logging/log-destination.js';
import { ContentService } from '../../src/modules/content/content.service.js';
import { NewsletterSubscription } from '../../src/modules/content/entities/newsletter-subscription.entity.js';
import { MailDeliveryService } from '../../src/modules/mail/delivery/mail-delivery.service.js';
import { MailService } from '../../src/modules/mail/delivery/mail.service.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { PayLinks } from '../../src/modules/membership/renewals/pay-links.js';
import { type PaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { CONTACT, futureWeekday, makeSpace } from '../booking/support.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import {
  createTestAppWithPaystack,
  ROOT,
  type Session,
  signIn,
  type TestApp,
  workerMailDelivery,
} from '../support/test-app.js';

/**
 * Whoever reads a log or a backup must not be able to act as a customer: the keys in links (a booking's manage
 * token, a pay link's signature, an unsubscribe token) never reach the app's log, and a sent e-mail's private links
 * are not kept in the outbox, while the customer's e-mail carries the working link.
 */
describe('no secrets at rest', () => {
  let smtp: SmtpSink;
  let sandbox: PaystackSandbox;
  let testApp: TestApp;
  let closeApp: () => Promise<void>;
  let delivery: MailDeliveryService;
  let root: Session;
  let spaceId: string;
  let log = '';
  let daysAhead = 30;

  const outboxRow = async (id: string) =>
    (
      await testApp
        .em()
        .execute<
          { status: string; variables: Record<string, unknown>; headers: Record<string, string>; raw: string }[]
        >(`select status, variables, headers, variables::text || headers::text as raw from mail_outbox where id = ?`, [
          id,
        ])
    )[0];
  const eventually = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what} not reached in time`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  /** A booking paid through the sandbox; its confirmation e-mail's outbox row, not yet sent. */
  const paidBooking = async (email: string) => {
    const started = await fetch(`${testApp.api}/payments/booking/initialize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...CONTACT,
        email,
        bookingData: { type: 'space', spaceId, dates: [futureWeekday((daysAhead += 7))], times: ['10:00'] },
      }),
    });
    expect(started.status).toBe(200);
    const { data } = (await started.json()) as { data: { reference: string } };
    await sandbox.pay(data.reference, 'success', 'card');
    await eventually(
      async () =>
        (await testApp.em().find(SpaceBooking, { contact: { email } })).every((row) => row.status === 'confirmed'),
      'the booking is confirmed',
    );
    const confirmation = await testApp
      .em()
      .findOneOrFail(MailOutbox, { recipient: email, templateName: 'booking-confirmed' });
    const manageUrl = String(confirmation.variables.manageUrl);
    return { outboxId: confirmation.id, manageUrl, token: manageUrl.slice(manageUrl.lastIndexOf('/') + 1) };
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // The app's log lines, as operations would read them (pino writes its JSON lines here instead of stdout).
    setLogDestination({ write: (line: string) => void (log += line) });
    ({
      testApp,
      sandbox,
      close: closeApp,
    } = await createTestAppWithPaystack('secrets_at_rest', {
      LOG_LEVEL: 'info',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Syokimau Coworking Hub <hello@syokimau.test>',
    }));
    // The worker's own delivery code, run here on the outbox rows: rendering and SMTP as in production.
    delivery = workerMailDelivery(testApp);
    spaceId = (await makeSpace(testApp.em(), { name: 'Hot desk', rate: '500.00' })).space.id;
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(async () => {
    setLogDestination(undefined);
    delivery.onModuleDestroy();
    await closeApp();
    await smtp.close();
  });

  it('never writes a manage token, a pay-link signature or an unsubscribe token to the log', async () => {
    const { token } = await paidBooking('log-reader@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The manage API, as the manage page calls it, and a wrong path under it.
    expect((await fetch(`${testApp.api}/bookings/manage/${token}`)).status).toBe(200);
    expect((await fetch(`${testApp.api}/bookings/manage/${token}/calendar`)).status).toBe(200);
    expect((await fetch(`${testApp.api}/bookings/manage/${token}/no-such-thing`)).status).toBe(404);
    expect((await fetch(`${testApp.api.replace(/\/api$/, '')}/bookings/manage/${token}`)).status).toBeLessThan(500);

    // A membership's signed pay link (a stale one: it answers with the portal, and is logged all the same).
    const payLink = testApp.app.get(PayLinks).url(randomUUID(), 2);
    const signature = new URL(payLink).searchParams.get('signature')!;
    const opened = await fetch(payLink.replace('http://coworking.example/api', testApp.api), { redirect: 'manual' });
    expect(opened.status).toBe(303);

    await testApp.app.get(ContentService).subscribe('reader@example.com');
    const { unsubscribeToken } = await testApp
      .em()
      .findOneOrFail(NewsletterSubscription, { email: 'reader@example.com' });
    expect((await fetch(`${testApp.api}/newsletter/unsubscribe/${unsubscribeToken}`)).status).toBe(200);

    // The requests were logged (so the test reads the real log), each with its key redacted.
    await eventually(async () => log.includes('/newsletter/unsubscribe/[redacted]'), 'the request lines');
    expect(log).toContain('"url":"/api/bookings/manage/[redacted]"');
    expect(log).toContain('"url":"/api/bookings/manage/[redacted]/calendar"');
    expect(log).toContain('/api/bookings/manage/[redacted]/no-such-thing');
    expect(log).toContain('pay?period=2&signature=[redacted]');
    for (const secret of [token, signature, unsubscribeToken]) expect(log).not.toContain(secret);
  });

  it('keeps the manage link through a failed try, e-mails the working link, then keeps only [redacted]', async () => {
    const { outboxId, manageUrl, token } = await paidBooking('confirmed@example.com');
    smtp.messages.length = 0;

    // The first try fails: the row waits for the next one with the link it must send.
    smtp.refuseNext(1);
    expect(await delivery.deliver(outboxId)).toMatchObject({ kind: 'retry' });
    const waiting = await outboxRow(outboxId);
    expect(waiting).toMatchObject({ status: 'pending', variables: expect.objectContaining({ manageUrl }) });

    expect(await delivery.deliver(outboxId)).toMatchObject({ kind: 'sent' });
    const [message] = await smtp.waitForMessages(1);
    expect(message.html).toContain(`href="${manageUrl}"`);
    expect(message.text).toContain(manageUrl);
    // The link the customer got works.
    expect((await fetch(`${testApp.api}/bookings/manage/${token}`)).status).toBe(200);

    // In PostgreSQL, the sent row holds no trace of the token; its other values stay for the e-mail log.
    const sent = await outboxRow(outboxId);
    expect(sent.status).toBe('sent');
    expect(sent.variables).toMatchObject({ manageUrl: '[redacted]', firstName: CONTACT.firstName });
    expect(sent.raw).not.toContain(token);

    // Staff reading the e-mail log (the screen's list and its export) never see a working link.
    const list = await root.request('GET', '/admin/email-log?template=booking-confirmed');
    expect(list.status).toBe(200);
    const entries = (await list.json()) as { id: string; status: string }[];
    expect(entries).toEqual(expect.arrayContaining([expect.objectContaining({ id: outboxId, status: 'sent' })]));
    expect(JSON.stringify(entries)).not.toContain(token);
    const csv = await root.request('GET', '/admin/email-log/export.csv');
    expect(csv.status).toBe(200);
    expect(await csv.text()).not.toContain(token);
  });

  it('forgets a newsletter e-mail’s unsubscribe link, in its values and its List-Unsubscribe header, once sent', async () => {
    await testApp.app.get(ContentService).subscribe('welcome@example.com');
    const { unsubscribeToken } = await testApp
      .em()
      .findOneOrFail(NewsletterSubscription, { email: 'welcome@example.com' });
    const welcome = await testApp.em().findOneOrFail(MailOutbox, { recipient: 'welcome@example.com' });
    smtp.messages.length = 0;
    expect(await delivery.deliver(welcome.id)).toMatchObject({ kind: 'sent' });
    const [message] = await smtp.waitForMessages(1);
    expect(message.text).toContain(unsubscribeToken);

    const sent = await outboxRow(welcome.id);
    expect(sent.variables.unsubscribeUrl).toBe('[redacted]');
    expect(sent.headers).toEqual({
      'List-Unsubscribe': '[redacted]',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(sent.raw).not.toContain(unsubscribeToken);
  });

  it('forgets the link of an e-mail given up on, and refuses to resend it with a dead link', async () => {
    const signInUrl = 'http://coworking.example/member-portal#token=U2lnbkluVG9rZW5fdGhhdF9pc19zZWNyZXRfMTIzNDU2';
    // A template that cannot be found is given up on at the first try.
    const outbox = await testApp.app.get(MailService).send({
      template: 'no-such-template',
      to: 'member@example.com',
      variables: { firstName: 'Otieno', signInUrl },
    });
    expect(await delivery.deliver(outbox.id)).toMatchObject({ kind: 'failed' });
    const failed = await outboxRow(outbox.id);
    expect(failed).toMatchObject({ status: 'failed', variables: { firstName: 'Otieno', signInUrl: '[redacted]' } });
    expect(failed.raw).not.toContain('U2lnbkluVG9rZW5f');

    const resend = await root.request('POST', `/admin/email-log/${outbox.id}/resend`);
    expect(resend.status).toBe(409);
    expect(((await resend.json()) as { message: string }).message).toContain('private link (signInUrl)');
    expect((await outboxRow(outbox.id)).status).toBe('failed');
  });
});
