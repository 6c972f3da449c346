import { SMS_DAILY_CAP_PER_NUMBER } from '@coworking/domain';
import { UnitOfWork } from '../../src/common/database/transaction.js';
import { DomainEvents } from '../../src/common/events/domain-events.js';
import { Consents } from '../../src/modules/privacy/consents/consents.service.js';
import { PersonalDataErased } from '../../src/modules/privacy/erasure/personal-data-erased.event.js';
import { PersonalDataExportRequested } from '../../src/modules/privacy/export/personal-data-export-requested.event.js';
import { SmsOutbox } from '../../src/modules/sms/entities/sms-outbox.entity.js';
import { SmsService } from '../../src/modules/sms/sms.service.js';
import { SMS_TEMPLATES } from '../../src/modules/sms/templates/default-sms-templates.js';
import { type SmsSandbox } from '../../src/sms-sandbox/sandbox-server.js';
import { type RunningProcess, startWorkerFor } from '../support/processes.js';
import {
  createTestAppWithSms,
  makeAdmin,
  ROOT,
  type Session,
  signIn,
  TEST_SMS_CALLBACK_SECRET,
  type TestApp,
} from '../support/test-app.js';

interface SmsLogEntry {
  id: string;
  phone: string;
  template: string;
  text: string;
  status: string;
  attempts: number;
  lastError: string | null;
  providerMessageId: string | null;
  deliveryStatus: string | null;
  deliveryFailureReason: string | null;
}

const BOOKING = {
  firstName: 'Achieng',
  spaceTitle: 'Hot Desk',
  date: '4 Dec 2026',
  time: '09:00',
  reference: 'A1B2C3D4',
  checkInCode: 'K7QM-3XPA',
};

describe('SMS through the outbox, the worker and the SMS sandbox', () => {
  let testApp: TestApp;
  let sandbox: SmsSandbox;
  let worker: RunningProcess;
  let root: Session;
  let close: () => Promise<void>;
  let sms: SmsService;
  let unitOfWork: UnitOfWork;
  let consents: Consents;

  beforeAll(async () => {
    const started = await createTestAppWithSms();
    ({ testApp, sandbox } = started);
    close = started.close;
    worker = await startWorkerFor(testApp.config, started.smsEnv);
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    sms = testApp.app.get(SmsService);
    unitOfWork = testApp.app.get(UnitOfWork);
    consents = testApp.app.get(Consents);
  });

  afterAll(async () => {
    await worker?.stop();
    await close?.();
  });

  const consent = (phone: string, granted: boolean) =>
    unitOfWork.run(async (tx) => {
      consents.record(tx, { channel: 'sms', granted, phone, source: 'booking-checkout' });
    });

  const stageAndDispatch = async (to: string) => {
    const row = await unitOfWork.run((tx) =>
      sms.stage(tx, { to, template: SMS_TEMPLATES.bookingConfirmed, variables: BOOKING }),
    );
    await sms.dispatch([row]);
    return row;
  };

  async function log(query = ''): Promise<SmsLogEntry[]> {
    const response = await root.request('GET', `/admin/sms-log${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SmsLogEntry[];
  }

  async function waitForEntry(id: string, done: (entry: SmsLogEntry) => boolean, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const entry = (await log('?_start=0&_end=200')).find((row) => row.id === id);
      if (entry && done(entry)) return entry;
      if (Date.now() > deadline) throw new Error(`SMS ${id} is ${JSON.stringify(entry)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('texts a number only while its latest SMS consent says yes', async () => {
    expect(await stageAndDispatch('0711 000 001')).toBeNull();

    await consent('+254711000001', true);
    const row = await stageAndDispatch('0711-000-001');
    expect(row).not.toBeNull();
    const sent = await waitForEntry(row!.id, (entry) => entry.status === 'sent');
    expect(sent).toMatchObject({ phone: '254711000001', template: 'booking-confirmed', attempts: 1 });
    const delivered = sandbox.messages().find((message) => message.messageId === sent.providerMessageId)!;
    expect(delivered).toMatchObject({ to: '+254711000001', from: 'SYOKIMAU' });
    expect(delivered.message).toBe(
      'Syokimau Coworking: Hot Desk on 4 Dec 2026 09:00 is confirmed. Ref A1B2C3D4. Check-in code K7QM-3XPA. EENS Business Park.',
    );

    await consent('0711000001', false);
    expect(await stageAndDispatch('0711000001')).toBeNull();
    expect((await log('?q=0711000001')).map((entry) => entry.id)).toEqual([row!.id]);
  });

  it("tries again when Africa's Talking fails: two failed sends, the third goes", async () => {
    await consent('0711000002', true);
    sandbox.failNext(2, 'http-500');
    const row = await stageAndDispatch('0711000002');
    const sent = await waitForEntry(row!.id, (entry) => entry.status !== 'queued' || entry.attempts >= 3);
    const final = sent.status === 'sent' ? sent : await waitForEntry(row!.id, (entry) => entry.status === 'sent');
    expect(final).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  }, 60_000);

  it('tries again when the recipient status is a passing failure (500 InternalServerError)', async () => {
    await consent('0711000003', true);
    sandbox.failNext(1, 'recipient-500');
    const row = await stageAndDispatch('0711000003');
    const sent = await waitForEntry(row!.id, (entry) => entry.status === 'sent');
    expect(sent.attempts).toBe(2);
  }, 60_000);

  it('stores the delivery report posted to the callback and shows it in the SMS log', async () => {
    await consent('0711000004', true);
    const row = await stageAndDispatch('0711000004');
    const sent = await waitForEntry(row!.id, (entry) => entry.status === 'sent');
    expect(await sandbox.report(sent.providerMessageId!, 'Success')).toBe(200);
    const delivered = await waitForEntry(row!.id, (entry) => entry.status === 'delivered');
    expect(delivered).toMatchObject({ deliveryStatus: 'Success', deliveryFailureReason: null });
    // A late report never undoes a delivery.
    expect(await sandbox.report(sent.providerMessageId!, 'Failed', 'DeliveryFailure')).toBe(200);
    expect((await log('?status=delivered')).find((entry) => entry.id === row!.id)).toMatchObject({
      status: 'delivered',
    });

    await consent('0711000005', true);
    const other = await stageAndDispatch('0711000005');
    const otherSent = await waitForEntry(other!.id, (entry) => entry.status === 'sent');
    // JSON is read like the form Africa's Talking posts.
    const json = await fetch(`${testApp.api}/sms/delivery-reports/${TEST_SMS_CALLBACK_SECRET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: otherSent.providerMessageId,
        status: 'Failed',
        phoneNumber: '+254711000005',
        networkCode: 63902,
        retryCount: 0,
        failureReason: 'AbsentSubscriber',
      }),
    });
    expect(json.status).toBe(200);
    expect(await waitForEntry(other!.id, (entry) => entry.status === 'failed')).toMatchObject({
      deliveryStatus: 'Failed',
      deliveryFailureReason: 'AbsentSubscriber',
    });
  }, 60_000);

  it('answers 404 to a delivery report without the right secret, and 200 to an unknown message id', async () => {
    const post = (path: string) =>
      fetch(`${testApp.api}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id: 'ATXid_unknown', status: 'Success' }),
      });
    expect((await post('/sms/delivery-reports/wrong-secret')).status).toBe(404);
    expect((await post('/sms/delivery-reports/')).status).toBe(404);
    expect((await post('/sms/delivery-reports')).status).toBe(404);
    const unknown = await post(`/sms/delivery-reports/${TEST_SMS_CALLBACK_SECRET}`);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ received: true });
  });

  it(`stages at most ${SMS_DAILY_CAP_PER_NUMBER} SMS a day to one number, however many are staged at once`, async () => {
    await consent('0711000006', true);
    const rows = await Promise.all(
      Array.from({ length: 10 }, () =>
        unitOfWork.run((tx) =>
          sms.stage(tx, { to: '+254711000006', template: SMS_TEMPLATES.bookingConfirmed, variables: BOOKING }),
        ),
      ),
    );
    expect(rows.filter((row) => row !== null)).toHaveLength(SMS_DAILY_CAP_PER_NUMBER);
    const entries = await log('?q=254711000006&_start=0&_end=50');
    expect(entries.filter((entry) => entry.status === 'skipped')).toHaveLength(10 - SMS_DAILY_CAP_PER_NUMBER);
    expect(entries.find((entry) => entry.status === 'skipped')?.lastError).toContain('daily limit');
    await sms.dispatch(rows);
  });

  it("lists a number's SMS in its data export, and anonymises them in the erasure transaction", async () => {
    await consent('0711000007', true);
    const row = await stageAndDispatch('0711000007');
    await waitForEntry(row!.id, (entry) => entry.status === 'sent');
    const [found] = await unitOfWork.run((tx) =>
      testApp.app
        .get(DomainEvents)
        .publish(new PersonalDataExportRequested(tx, { emails: [], phones: ['254711000007'] })),
    );
    expect(found.sections?.sms).toEqual([
      {
        to: '+254711000007',
        text: expect.stringContaining('Check-in code K7QM-3XPA'),
        status: 'sent',
        at: expect.any(String),
        delivery: null,
      },
    ]);
    const answers = await unitOfWork.run((tx) =>
      testApp.app
        .get(DomainEvents)
        .publish(new PersonalDataErased(tx, 'request-1', [], ['254711000007'], 'Erasure request ER-2026-0001')),
    );
    expect(answers).toContainEqual({ sms_outbox: 1 });
    const [erased] = (await log('?_start=0&_end=200')).filter((entry) => entry.id === row!.id);
    expect(erased).toMatchObject({ phone: 'ERASED', text: '' });
  });

  it('lists the SMS log by the admin list convention: paged with X-Total-Count, sorted, filtered, validated', async () => {
    const page = await root.request('GET', '/admin/sms-log?_start=0&_end=2&_sort=phone&_order=ASC');
    expect(page.status).toBe(200);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(2);
    const rows = (await page.json()) as SmsLogEntry[];
    expect(rows).toHaveLength(2);
    expect(rows[0].phone <= rows[1].phone).toBe(true);
    const skipped = (await log('?status=skipped&template=booking-confirmed')) as SmsLogEntry[];
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped.every((entry) => entry.status === 'skipped')).toBe(true);
    const refused = await root.request('GET', '/admin/sms-log?status=lost');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'status must be one of queued, sent, delivered, failed, skipped',
    );
  });

  it('resends a failed SMS (audited), and refuses one that did not fail or whose number withdrew consent', async () => {
    await consent('0711000009', true);
    const em = testApp.em();
    const failed = new SmsOutbox({ phone: '254711000009', templateName: 'guest-pass', variables: {}, text: 'Karibu' });
    failed.status = 'failed';
    failed.attempts = 6;
    failed.lastError = "Africa's Talking answered HTTP 500";
    em.persist(failed);
    await em.flush();
    const resent = await root.request('POST', `/admin/sms-log/${failed.id}/resend`);
    expect(resent.status).toBe(202);
    expect(await resent.json()).toMatchObject({ success: true, outboxId: failed.id });
    await waitForEntry(failed.id, (entry) => entry.status === 'sent');
    const again = await root.request('POST', `/admin/sms-log/${failed.id}/resend`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      'Only a failed SMS can be sent again; this one is sent.',
    );

    const withdrawn = new SmsOutbox({ phone: '254711000010', templateName: 'guest-pass', variables: {}, text: 'Hi' });
    withdrawn.status = 'failed';
    em.persist(withdrawn);
    await em.flush();
    await consent('0711000010', false);
    expect((await root.request('POST', `/admin/sms-log/${withdrawn.id}/resend`)).status).toBe(409);
    expect((await root.request('POST', '/admin/sms-log/00000000-0000-4000-8000-000000000000/resend')).status).toBe(404);
  });

  describe('SMS templates', () => {
    it('refuses a text longer than two parts with sample values, saying by how much', async () => {
      const response = await root.request('PUT', '/admin/sms-templates/booking-confirmed', {
        text: `{{spaceTitle}} ${'x'.repeat(300)}`,
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(body.message).toMatch(/this SMS is 321 characters, 15 over the 306 that fit in 2 parts/);
      expect(body.errors.text).toBe(body.message);
    });

    it('sends the text staff saved', async () => {
      const saved = await root.request('PUT', '/admin/sms-templates/booking-confirmed', {
        text: 'Karibu {{firstName}}! {{spaceTitle}} {{date}} {{time}}. Code {{checkInCode}}.',
      });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({ name: 'booking-confirmed', customised: true, sampleParts: 1 });
      const list = (await (await root.request('GET', '/admin/sms-templates')).json()) as { name: string }[];
      expect(list.map((template) => template.name)).toEqual([
        'booking-confirmed',
        'booking-reminder',
        'guest-pass',
        'membership-renewal-reminder',
        'payment-received',
        'waitlist-offer',
      ]);
      await consent('0711000008', true);
      const row = await stageAndDispatch('0711000008');
      expect(row!.text).toBe('Karibu Achieng! Hot Desk 4 Dec 2026 09:00. Code K7QM-3XPA.');
      expect((await root.request('GET', '/admin/sms-templates/no-such-sms')).status).toBe(404);
    });

    it('needs the e-mail templates permission, like the e-mail log and templates', async () => {
      await makeAdmin(testApp.em(), { username: 'desk-only', permissions: { bookings: { view: true } } });
      const desk = await signIn(testApp.api, 'desk-only');
      expect((await desk.request('GET', '/admin/sms-log')).status).toBe(403);
      expect((await desk.request('GET', '/admin/sms-templates')).status).toBe(403);
      expect((await desk.request('PUT', '/admin/sms-templates/guest-pass', { text: 'Hi' })).status).toBe(403);
      await makeAdmin(testApp.em(), { username: 'mail-reader', permissions: { emailTemplates: { view: true } } });
      const reader = await signIn(testApp.api, 'mail-reader');
      expect((await reader.request('GET', '/admin/sms-log')).status).toBe(200);
      expect((await reader.request('PUT', '/admin/sms-templates/guest-pass', { text: 'Hi' })).status).toBe(403);
    });
  });
});
