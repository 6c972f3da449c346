import { type EntityManager } from '@mikro-orm/postgresql';
import { strFromU8, unzipSync } from 'fflate';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { MailDeliveryService } from '../../src/modules/mail/delivery/mail-delivery.service.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { type PaystackSandbox, startPaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { futureWeekday, makeSpace } from '../booking/support.js';
import { signInMemberByLink } from '../support/member-sign-in.js';
import { postWithProofOfWork } from '../support/proof-of-work.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import {
  createTestApp,
  makeAdmin,
  ROOT,
  type Session,
  signIn,
  type TestApp,
  workerMailDelivery,
} from '../support/test-app.js';

const SECRET = 'sk_test_privacy_secret';

/** The customer whose data is exported and then erased: a name, e-mail and phone found nowhere else. */
const PERSON = {
  firstName: 'Nyokabi',
  lastName: 'Kestrelwood',
  email: 'nyokabi.kestrelwood@example.com',
  phone: '0798765432',
};
/** How the person could still be found in any column, whatever the format the phone was stored in. */
const TRACES = ['%kestrelwood%', '%nyokabi%', '%798765432%', '%798 765 432%'];

interface ErasureAnswer {
  id: string;
  number: string;
  status: string;
  requestedAt: string;
  dueBy: string;
  message: string;
}
interface AdminRow {
  id: string;
  number: string;
  subject: string;
  source: string;
  status: string;
  overdue: boolean;
  completedBy: string | null;
  erased?: Record<string, number>;
}
type DataExport = Record<string, unknown[]> & {
  generatedAt: string;
  person: { names: string[]; emails: string[]; phones: string[] };
  account: Record<string, unknown> | null;
};

/** Every text, varchar and JSON column of every table whose value mentions the person, as `table.column`. */
async function tracesOf(em: EntityManager): Promise<string[]> {
  const columns = await em.execute<{ table_name: string; column_name: string }[]>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [{ count }] = await em.execute<{ count: number }[]>(
      `select count(*)::int as count from "${table}" where "${column}"::text ilike any (?::text[])`,
      [`{${TRACES.map((trace) => `"${trace}"`).join(',')}}`],
    );
    if (count > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe("the Data Protection Act's rights: export, consents, erasure requests completed by staff", () => {
  let sandbox: PaystackSandbox;
  let smtp: SmtpSink;
  let testApp: TestApp;
  let delivery: MailDeliveryService;
  let root: Session;
  let member: string;
  let paymentReference: string;
  let manageToken: string;
  let erasureId: string;

  const call = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${testApp.api}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      headers: response.headers,
      body: (type.includes('json') ? await response.json() : new Uint8Array(await response.arrayBuffer())) as T,
    };
  };
  const asMember = {
    get cookie() {
      return { cookie: member };
    },
  };
  const eventually = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('condition not reached in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    sandbox = await startPaystackSandbox({ secretKey: SECRET, publicKey: 'pk_test_privacy' });
    smtp = await startSmtpSink();
    testApp = await createTestApp({
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_PUBLIC_KEY: 'pk_test_privacy',
      PAYSTACK_BASE_URL: sandbox.url,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://coworking.example',
    });
    sandbox.setWebhookUrl(`${testApp.api}/payments/webhook`);
    delivery = workerMailDelivery(testApp);
    root = await signIn(testApp.api, ROOT.username, ROOT.password);

    // The person books and pays a desk (which makes their member account), writes to us and takes the newsletter.
    const { space } = await makeSpace(testApp.em(), { name: 'Hot desk', rate: '1500.00' });
    const started = await call<{ data: { reference: string } }>('POST', '/payments/booking/initialize', {
      ...PERSON,
      bookingData: { type: 'space', spaceId: space.id, date: futureWeekday(20), times: ['10:00'], price: 'KSh 1' },
    });
    if (started.status !== 200) throw new Error(JSON.stringify(started.body));
    paymentReference = started.body.data.reference;
    await sandbox.pay(paymentReference, 'success', 'mobile_money');
    const bookings = () => testApp.em().find(SpaceBooking, { contact: { email: PERSON.email } });
    await eventually(async () => (await bookings())[0]?.status === 'confirmed');
    const confirmation = await testApp
      .em()
      .findOneOrFail(MailOutbox, { recipient: PERSON.email, templateName: 'booking-confirmed' });
    manageToken = String(confirmation.variables.manageUrl).split('/').pop()!;
    // The front desk checked them in (on the day; written here, since the booking's day is weeks away).
    await testApp
      .em()
      .execute(
        `insert into check_ins (code, date) select code, current_date from check_in_codes where visit_kind = 'booking'`,
      );
    expect(
      (
        await postWithProofOfWork(testApp.api, '/contacts', {
          firstName: PERSON.firstName,
          lastName: PERSON.lastName,
          email: PERSON.email,
          phone: PERSON.phone,
          subject: 'Event Booking',
          message: `This is ${PERSON.firstName} ${PERSON.lastName}, call me on 0798 765 432 or +254 798 765432.`,
        })
      ).status,
    ).toBe(201);
    expect((await postWithProofOfWork(testApp.api, '/newsletter', { email: PERSON.email })).status).toBeLessThan(300);
    member = await signInMemberByLink(testApp, PERSON.email);
  });

  afterAll(async () => {
    delivery.onModuleDestroy();
    await testApp.close();
    await sandbox.close();
    await smtp.close();
  });

  it('gives a member everything held about them: bookings and payments with receipt numbers and amounts', async () => {
    const exported = await call<DataExport>('GET', '/member/data-export', undefined, asMember.cookie);
    expect(exported.status).toBe(200);
    const payment = await testApp.em().findOneOrFail(Payment, { reference: paymentReference });
    expect(payment.receiptNumber).toBeTruthy();
    expect(exported.body.person).toEqual({
      names: [`${PERSON.firstName} ${PERSON.lastName}`],
      emails: [PERSON.email],
      phones: ['0798 765 432'],
    });
    expect(exported.body.account).toMatchObject({ email: PERSON.email, firstName: PERSON.firstName });
    expect(exported.body.bookings).toEqual([
      expect.objectContaining({ space: 'Hot desk', status: 'confirmed', email: PERSON.email, priceKes: 3000 }),
    ]);
    expect(exported.body.payments).toEqual([
      expect.objectContaining({
        reference: paymentReference,
        receiptNumber: payment.receiptNumber,
        amountKes: 3000,
        status: 'success',
      }),
    ]);
    expect(exported.body.contactMessages).toEqual([expect.objectContaining({ subject: 'Event Booking' })]);
    expect(exported.body.newsletter).toEqual([expect.objectContaining({ email: PERSON.email, subscribed: true })]);
    expect(exported.body.emails).toEqual(
      expect.arrayContaining([expect.objectContaining({ subject: expect.stringContaining('Booking confirmed') })]),
    );
    expect(exported.body.checkIns).toEqual([expect.objectContaining({ visit: 'booking' })]);
    for (const section of ['memberships', 'guestPasses', 'waitlistEntries', 'jobApplications', 'sms'])
      expect(exported.body[section]).toEqual([]);
  });

  it('gives the same as a zip of data.json and one CSV per section', async () => {
    const zip = await call<Uint8Array>('GET', '/member/data-export?format=zip', undefined, asMember.cookie);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(zip.body);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['data.json', 'bookings.csv', 'payments.csv']));
    const data = JSON.parse(strFromU8(files['data.json'])) as DataExport;
    expect(data.payments).toHaveLength(1);
    const payments = strFromU8(files['payments.csv']).trim().split('\n');
    expect(payments[0]).toContain('receiptNumber');
    expect(payments[1]).toContain(paymentReference);
    expect(strFromU8(files['bookings.csv'])).toContain('Hot desk');
  });

  it('exports through the booking manage link too, for the booking contact', async () => {
    const exported = await call<DataExport>('GET', `/bookings/manage/${manageToken}/data-export`);
    expect(exported.status).toBe(200);
    expect(exported.body.bookings).toHaveLength(1);
    expect((await call('GET', '/bookings/manage/not-a-real-token-at-all-000/data-export')).status).toBe(404);
  });

  it('withdraws marketing at once on every channel: the newsletter is unsubscribed and both are recorded', async () => {
    const before = await call<{ consents: Record<string, boolean> }>(
      'GET',
      '/member/privacy',
      undefined,
      asMember.cookie,
    );
    expect(before.body.consents).toEqual({ sms: false, newsletter: true, marketing: false });
    const changed = await call('PUT', '/member/consents', { marketing: false }, asMember.cookie);
    expect(changed).toMatchObject({ status: 200, body: { sms: false, newsletter: false, marketing: false } });
    const [subscription] = await testApp
      .em()
      .execute<{ subscribed: boolean }[]>('select subscribed from newsletters where email = ?', [PERSON.email]);
    expect(subscription.subscribed).toBe(false);
    const records = await testApp
      .em()
      .execute<{ channel: string; granted: boolean; source: string }[]>(
        'select channel, granted, source from consent_records where email = ? order by channel',
        [PERSON.email],
      );
    expect(records).toEqual([
      { channel: 'marketing', granted: false, source: 'member-portal' },
      { channel: 'newsletter', granted: false, source: 'member-portal' },
    ]);
    const after = await call<{ consents: Record<string, boolean> }>(
      'GET',
      '/member/privacy',
      undefined,
      asMember.cookie,
    );
    expect(after.body.consents).toEqual({ sms: false, newsletter: false, marketing: false });
    expect((await call('PUT', '/member/consents', { sms: 'yes' }, asMember.cookie)).status).toBe(400);
  });

  it('takes an erasure request (202), answers a second one with the open request, and tells staff', async () => {
    const first = await call<ErasureAnswer>(
      'POST',
      '/member/erasure-request',
      { reason: 'Moving abroad' },
      asMember.cookie,
    );
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ status: 'requested', number: `ER-${new Date().getFullYear()}-0001` });
    expect(new Date(first.body.dueBy).getTime() - new Date(first.body.requestedAt).getTime()).toBe(30 * 86_400_000);
    erasureId = first.body.id;
    const again = await call<ErasureAnswer>('POST', `/bookings/manage/${manageToken}/erasure-request`, {});
    expect(again).toMatchObject({ status: 202, body: { id: erasureId } });
    const privacy = await call<{ erasureRequest: { id: string } }>(
      'GET',
      '/member/privacy',
      undefined,
      asMember.cookie,
    );
    expect(privacy.body.erasureRequest).toMatchObject({ id: erasureId, status: 'requested' });
    const notice = await testApp.em().findOneOrFail(MailOutbox, { templateName: 'erasure-request-staff' });
    expect(notice.variables).toMatchObject({ number: first.body.number });
    expect(JSON.stringify(notice.variables)).not.toContain(PERSON.email);
    expect((await call('POST', '/member/erasure-request', { reason: 'x'.repeat(1001) }, asMember.cookie)).status).toBe(
      400,
    );
  });

  it('lists the request for staff with its deadline; staff without privacy.edit cannot complete it (403)', async () => {
    await makeAdmin(testApp.em(), { username: 'frontdesk', role: 'moderator' });
    const frontDesk = await signIn(testApp.api, 'frontdesk');
    const list = await frontDesk.request('GET', '/admin/erasure-requests?status=requested');
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(((await list.json()) as AdminRow[])[0]).toMatchObject({
      id: erasureId,
      subject: PERSON.email,
      source: 'member-portal',
      status: 'requested',
      overdue: false,
      completedBy: null,
    });
    expect((await frontDesk.request('POST', `/admin/erasure-requests/${erasureId}/complete`)).status).toBe(403);
  });

  it('erases the person everywhere when staff complete it, keeping the amounts and receipt numbers; twice is 409', async () => {
    const payment = await testApp.em().findOneOrFail(Payment, { reference: paymentReference });
    expect(await tracesOf(testApp.em())).not.toEqual([]);

    const completed = await root.request('POST', `/admin/erasure-requests/${erasureId}/complete`);
    expect(completed.status).toBe(200);
    const row = (await completed.json()) as AdminRow;
    expect(row).toMatchObject({ status: 'completed', subject: row.number, completedBy: ROOT.username });
    expect(row.erased).toMatchObject({ users: 1, contacts: 1, newsletters: 1, payments: 1 });

    expect(await tracesOf(testApp.em())).toEqual([]);
    const kept = await testApp.em().findOneOrFail(Payment, { reference: paymentReference });
    expect(kept).toMatchObject({
      amountCents: payment.amountCents,
      receiptNumber: payment.receiptNumber,
      status: 'success',
      customerName: `Erasure request ${row.number}`,
    });
    expect((kept.receipt as { number: string }).number).toBe(payment.receiptNumber);

    const again = await root.request('POST', `/admin/erasure-requests/${erasureId}/complete`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: `Erasure request ${row.number} was completed already.` });
    const [audit] = await testApp
      .em()
      .execute<{ admin_username: string; resource_id: string; changes: unknown }[]>(
        `select admin_username, resource_id, changes from audit_log where resource = 'erasure-requests'`,
      );
    expect(audit).toMatchObject({ admin_username: ROOT.username, resource_id: erasureId });
    expect(JSON.stringify(audit.changes)).toContain(row.number);
    // The member's session went with the account.
    expect((await call('GET', '/member/privacy', undefined, asMember.cookie)).status).toBe(401);
  });

  it('e-mails a signed link to any address with the same answer, and the link exports and asks for erasure', async () => {
    const stranger = await postWithProofOfWork(testApp.api, '/privacy/requests', {
      email: 'nobody-here@example.com',
      kind: 'export',
    });
    const visitor = await postWithProofOfWork(testApp.api, '/privacy/requests', {
      email: 'Achieng.Odhiambo@example.com',
      kind: 'erasure',
    });
    expect(stranger.status).toBe(202);
    expect(visitor.status).toBe(202);
    expect(await visitor.json()).toEqual(await stranger.json());

    await postWithProofOfWork(testApp.api, '/contacts', {
      firstName: 'Achieng',
      lastName: 'Odhiambo',
      email: 'achieng.odhiambo@example.com',
      subject: 'Event Booking',
      message: 'Is the hall free?',
    });
    const outbox = await testApp
      .em()
      .findOneOrFail(MailOutbox, { recipient: 'achieng.odhiambo@example.com', templateName: 'privacy-request-link' });
    expect(await delivery.deliver(outbox.id)).toMatchObject({ kind: 'sent' });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.subject).toBe('Erase your data: your link');
    const link = /(http:\/\/coworking\.example\/privacy\/request#[\w-]+)/.exec(mail.text ?? '')![1];
    const token = link.split('#')[1];
    const stored = await testApp.em().execute<{ token_hash: string }[]>('select token_hash from privacy_links');
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const exported = await call<DataExport>('GET', `/privacy/requests/${token}/data-export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('cache-control')).toBe('no-store');
    expect(exported.body.contactMessages).toEqual([expect.objectContaining({ message: 'Is the hall free?' })]);
    const erasure = await call<ErasureAnswer>('POST', `/privacy/requests/${token}/erasure`, {});
    expect(erasure).toMatchObject({ status: 202, body: { status: 'requested' } });
    const rows = await root.request('GET', `/admin/erasure-requests/${erasure.body.id}`);
    expect(await rows.json()).toMatchObject({ source: 'email-link', subject: 'achieng.odhiambo@example.com' });

    const wrong = await call<{ message: string }>('GET', '/privacy/requests/not-a-real-token-at-all-000/data-export');
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toContain('expired');
  });
});
