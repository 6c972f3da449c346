import { buildPermissionMap, STAFF_NOTICE_KINDS } from '@coworking/domain';
import { MailService } from '../../src/modules/mail/delivery/mail.service.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { ContentService } from '../../src/modules/content/content.service.js';
import { Contact } from '../../src/modules/content/entities/contact.entity.js';
import { JobApplication } from '../../src/modules/content/entities/job-application.entity.js';
import { createTestApp, mailJobFor, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';
import { Transaction } from '../../src/common/database/transaction.js';

interface ContactRow {
  id: string;
  email: string;
  status: string;
  subject: string;
  staffNote: string | null;
  handledBy: string | null;
  repliedAt: string | null;
  createdAt: string;
}
interface ApplicationRow {
  id: string;
  email: string;
  position: string;
  status: string;
  staffNote: string | null;
  handledBy: string | null;
}

/** The rows of a CSV download (after its byte-order mark), as lines. */
const csvLines = (bytes: Buffer) => bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');

describe('staff work contact inquiries and job applications', () => {
  let testApp: TestApp;
  let root: Session;
  let frontDesk: Session;
  const json = async <T>(response: Response) => ({
    status: response.status,
    total: response.headers.get('x-total-count'),
    body: (await response.json()) as T,
  });

  beforeAll(async () => {
    testApp = await createTestApp({ STAFF_EMAIL: 'staff@syokimau.test' });
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    await makeAdmin(testApp.em(), { username: 'frontdesk', role: 'moderator' });
    frontDesk = await signIn(testApp.api, 'frontdesk');
    // 30 inquiries a minute apart, the newest last; every third about events, the fifth ones closed.
    const em = testApp.em();
    const start = Date.parse('2026-11-02T06:00:00Z');
    for (let index = 0; index < 30; index++) {
      const contact = new Contact({
        firstName: `Visitor${index}`,
        lastName: index === 7 ? 'Odhiambo' : 'Mwangi',
        email: `visitor${index}@example.com`,
        subject: index % 3 === 0 ? 'Event Booking' : 'General Inquiry',
        message: index === 11 ? 'Do you have 100% reliable Wi-Fi?' : 'Hello',
      });
      contact.createdAt = new Date(start + index * 60_000 + (index >= 28 ? 24 * 3600_000 : 0));
      if (index % 5 === 0) contact.status = 'closed';
      em.persist(contact);
    }
    await em.flush();
  });
  afterAll(() => testApp.close());

  const contacts = (query: string, session = root) =>
    session.request('GET', `/admin/contacts${query}`).then((response) => json<ContactRow[]>(response));

  it('pages the contacts with a total, newest first, and gives the newest 100 when asked without paging', async () => {
    const first = await contacts('?_start=0&_end=10');
    expect(first.status).toBe(200);
    expect(first.total).toBe('30');
    expect(first.body.map((row) => row.email)).toEqual(
      Array.from({ length: 10 }, (_, index) => `visitor${29 - index}@example.com`),
    );
    const second = await contacts('?_start=10&_end=20');
    expect(second.body[0].email).toBe('visitor19@example.com');
    const unpaged = await contacts('');
    expect(unpaged.body).toHaveLength(30);
    expect((await contacts('?limit=3')).body.map((row) => row.email)).toEqual([
      'visitor29@example.com',
      'visitor28@example.com',
      'visitor27@example.com',
    ]);
    expect((await contacts('?_start=0&_end=1000')).body).toHaveLength(30);
  });

  it('sorts stably, searches, and filters by status, subject and date', async () => {
    const byStatus = await contacts('?_sort=status&_order=ASC&_start=0&_end=30');
    expect(byStatus.body.slice(0, 6).every((row) => row.status === 'closed')).toBe(true);
    const closedIds = byStatus.body.filter((row) => row.status === 'closed').map((row) => row.id);
    expect(closedIds).toEqual([...closedIds].sort());
    expect((await contacts('?q=odhiambo')).body.map((row) => row.email)).toEqual(['visitor7@example.com']);
    expect((await contacts('?q=100%25')).body.map((row) => row.email)).toEqual(['visitor11@example.com']);
    const closed = await contacts('?status=closed');
    expect(closed.total).toBe('6');
    expect(closed.body.every((row) => row.status === 'closed')).toBe(true);
    expect((await contacts('?subject=Event%20Booking')).total).toBe('10');
    expect((await contacts('?from=2026-11-03&to=2026-11-03')).body.map((row) => row.email)).toEqual([
      'visitor29@example.com',
      'visitor28@example.com',
    ]);
  });

  it('refuses bad list parameters with a message', async () => {
    for (const [query, message] of [
      ['?status=answered', 'status must be one of new, responded, closed'],
      ['?_sort=message', '_sort must be one of createdAt, status, lastName, email, subject'],
      ['?_start=-1', '_start must be 0 or more'],
      ['?from=2026-02-30', 'from must be a date (YYYY-MM-DD)'],
      ['?_order=sideways', '_order must be ASC or DESC'],
    ]) {
      const response = await contacts(query);
      expect({
        query,
        status: response.status,
        message: (response.body as unknown as { message: string }).message,
      }).toEqual({
        query,
        status: 400,
        message,
      });
    }
  });

  it('marks an inquiry responded then closed with a note and who did it; a wrong move is 409 with the way forward', async () => {
    const [fresh] = (await contacts('?status=new&_start=0&_end=1')).body;
    const responded = await json<ContactRow>(
      await frontDesk.request('PATCH', `/admin/contacts/${fresh.id}`, {
        status: 'responded',
        staffNote: '  Called back  ',
      }),
    );
    expect(responded.status).toBe(200);
    expect(responded.body).toMatchObject({ status: 'responded', staffNote: 'Called back', handledBy: 'frontdesk' });
    const back = await json<{ message: string }>(
      await frontDesk.request('PATCH', `/admin/contacts/${fresh.id}`, { status: 'new' }),
    );
    expect(back).toMatchObject({
      status: 409,
      body: { message: 'This inquiry is responded, so it cannot be marked new; it can be marked closed.' },
    });
    const closed = await json<ContactRow>(
      await root.request('PATCH', `/admin/contacts/${fresh.id}`, { status: 'closed' }),
    );
    expect(closed.body).toMatchObject({ status: 'closed', staffNote: 'Called back', handledBy: 'root' });
    const reopened = await json<{ message: string }>(
      await root.request('PATCH', `/admin/contacts/${fresh.id}`, { status: 'responded' }),
    );
    expect(reopened.status).toBe(409);
    expect(reopened.body.message).toBe(
      'This inquiry is closed, so it cannot be marked responded; a closed inquiry stays closed.',
    );
    expect(
      (await json<{ message: string }>(await root.request('PATCH', `/admin/contacts/${fresh.id}`, {}))).body,
    ).toEqual({
      message: 'Send a new status or a staff note.',
    });
  });

  it('answers an inquiry by e-mail: the reply is queued and in the e-mail log, and the Overview counts it responded', async () => {
    const before = await json<{ contacts: { new: number; responded: number } }>(
      await root.request('GET', '/admin/analytics'),
    );
    const [fresh] = (await contacts('?status=new&_start=0&_end=1')).body;
    expect(
      (
        await json<{ message: string }>(
          await root.request('POST', `/admin/contacts/${fresh.id}/reply`, { message: '  ' }),
        )
      ).body.message,
    ).toBe('Write the reply before sending it');
    const replied = await json<ContactRow>(
      await frontDesk.request('POST', `/admin/contacts/${fresh.id}/reply`, { message: 'Yes, the hall is free.' }),
    );
    expect(replied.status).toBe(201);
    expect(replied.body).toMatchObject({ status: 'responded', handledBy: 'frontdesk' });
    expect(replied.body.repliedAt).not.toBeNull();
    const [mail] = await testApp.em().find(MailOutbox, { recipient: fresh.email, templateName: 'contact-reply' });
    expect(mail.variables).toMatchObject({ reply: 'Yes, the hall is free.', subject: fresh.subject });
    expect(await mailJobFor(testApp, mail.id)).toBeDefined();
    const log = await json<{ recipient: string; template: string }[]>(await root.request('GET', '/admin/email-log'));
    expect(log.body.find((entry) => entry.recipient === fresh.email)).toMatchObject({ template: 'contact-reply' });
    const after = await json<{ contacts: { new: number; responded: number } }>(
      await root.request('GET', '/admin/analytics'),
    );
    expect(after.body.contacts.responded).toBe(before.body.contacts.responded + 1);
    expect(after.body.contacts.new).toBe(before.body.contacts.new - 1);
  });

  it('e-mails staff about each new application at the addresses chosen for applications, and lists it for review', async () => {
    const settings = await json<Record<string, unknown>>(
      await root.request('PUT', '/admin/settings/staff-notifications', {
        tours: [],
        paidBookings: [],
        cancellations: [],
        refunds: [],
        memberships: [],
        failedRenewals: [],
        applications: ['Hiring@Syokimau.test', 'manager@syokimau.test'],
        contacts: [],
        privacy: [],
      }),
    );
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      applications: ['hiring@syokimau.test', 'manager@syokimau.test'],
      contacts: [],
      defaultAddress: 'staff@syokimau.test',
    });
    const content = testApp.app.get(ContentService);
    await content.submitJobApplication({
      firstName: 'Amani',
      lastName: 'Kiptoo',
      email: 'amani@example.com',
      position: 'Community Manager',
      coverLetter: 'I ran a front desk for two years.',
    });
    const [staffMail] = await testApp.em().find(MailOutbox, { templateName: 'job-application-staff' });
    expect(staffMail.recipient).toBe('hiring@syokimau.test, manager@syokimau.test');
    expect(staffMail.variables).toMatchObject({ firstName: 'Amani', position: 'Community Manager' });
    // A kind left empty goes to STAFF_EMAIL.
    await content.submitContact({
      firstName: 'Baraka',
      lastName: 'Otieno',
      email: 'baraka@example.com',
      subject: 'General Inquiry',
      message: 'Hi',
    });
    expect(
      (await testApp.em().find(MailOutbox, { templateName: 'contact-staff-copy' })).map((row) => row.recipient),
    ).toEqual(['staff@syokimau.test']);

    const list = await json<ApplicationRow[]>(await frontDesk.request('GET', '/admin/job-applications?status=new'));
    expect(list.total).toBe('1');
    expect(list.body[0]).toMatchObject({ email: 'amani@example.com', status: 'new', position: 'Community Manager' });
  });

  it('reviews an application: new → reviewing → hired with a note; hiring unreviewed or undoing a decision is 409', async () => {
    const em = testApp.em();
    const other = new JobApplication({
      firstName: 'Zawadi',
      lastName: 'Achieng',
      email: 'zawadi@example.com',
      position: 'Marketing Intern',
    });
    await em.persist(other).flush();
    const hiredUnread = await json<{ message: string }>(
      await root.request('PATCH', `/admin/job-applications/${other.id}`, { status: 'hired' }),
    );
    expect(hiredUnread).toMatchObject({
      status: 409,
      body: {
        message: 'This application is new, so it cannot be marked hired; it can be marked reviewing or rejected.',
      },
    });
    const reviewing = await json<ApplicationRow>(
      await frontDesk.request('PATCH', `/admin/job-applications/${other.id}`, {
        status: 'reviewing',
        staffNote: 'Interview Tuesday',
      }),
    );
    expect(reviewing.body).toMatchObject({
      status: 'reviewing',
      staffNote: 'Interview Tuesday',
      handledBy: 'frontdesk',
    });
    const hired = await json<ApplicationRow>(
      await root.request('PATCH', `/admin/job-applications/${other.id}`, { status: 'hired' }),
    );
    expect(hired.body.status).toBe('hired');
    const undo = await json<{ message: string }>(
      await root.request('PATCH', `/admin/job-applications/${other.id}`, { status: 'rejected' }),
    );
    expect(undo.status).toBe(409);
    expect(undo.body.message).toBe(
      'This application is hired, so it cannot be marked rejected; that decision is final.',
    );
    const noted = await json<ApplicationRow>(
      await root.request('PATCH', `/admin/job-applications/${other.id}`, { staffNote: '' }),
    );
    expect(noted.body).toMatchObject({ status: 'hired', staffNote: null });
    expect(
      (await json<ApplicationRow[]>(await root.request('GET', '/admin/job-applications?q=zawadi'))).body,
    ).toHaveLength(1);
    expect(
      (await json<{ message: string }>(await root.request('GET', '/admin/job-applications?status=pending'))).body
        .message,
    ).toBe('status must be one of new, reviewing, rejected, hired');
    expect(
      (
        await json<{ message: string }>(
          await root.request('PATCH', `/admin/job-applications/${other.id}`, { status: 'maybe' }),
        )
      ).status,
    ).toBe(400);
  });

  it('addresses every kind of staff e-mail to the addresses chosen for it, and a kind left empty to STAFF_EMAIL', async () => {
    const body = Object.fromEntries(
      STAFF_NOTICE_KINDS.map((kind) => [kind, kind === 'contacts' ? [] : [`${kind}@syokimau.test`]]),
    );
    expect((await root.request('PUT', '/admin/settings/staff-notifications', body)).status).toBe(200);
    const mail = testApp.app.get(MailService);
    const staged = await testApp.orm.em
      .fork()
      .transactional((em) =>
        mail.stageAll(new Transaction(em), [
          ...STAFF_NOTICE_KINDS.map((kind) => ({ template: 'test-email', staff: kind, variables: { subject: kind } })),
          { template: 'test-email', to: 'customer@example.com' },
        ]),
      );
    expect(staged.map((row) => row.recipient)).toEqual([
      ...STAFF_NOTICE_KINDS.map((kind) =>
        kind === 'contacts' ? 'staff@syokimau.test' : `${kind.toLowerCase()}@syokimau.test`,
      ),
      'customer@example.com',
    ]);
    const read = (await (await root.request('GET', '/admin/settings/staff-notifications')).json()) as Record<
      string,
      unknown
    >;
    expect(read).toMatchObject({ tours: ['tours@syokimau.test'], contacts: [], defaultAddress: 'staff@syokimau.test' });
  });

  it('downloads the contacts and applications as CSV with the list’s filters, every matching row', async () => {
    const response = await root.request(
      'GET',
      '/admin/contacts/export.csv?status=closed&_sort=email&_order=ASC&_end=2',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    // A byte-order mark first, so Excel reads the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(bytes);
    expect(lines[0]).toBe(
      'Received (Nairobi),First name,Last name,E-mail,Phone,Subject,Message,Status,Staff note,Handled by,Handled (Nairobi),Last replied (Nairobi)',
    );
    const closed = (await contacts('?status=closed&_sort=email&_order=ASC&_start=0&_end=200')).body;
    // Paging is ignored: every closed inquiry, in the list's order.
    expect(lines).toHaveLength(closed.length + 1);
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(closed.map((row) => row.email));
    expect(lines[1]).toMatch(/^2026-11-0\d \d{2}:\d{2},/);

    const applications = await root.request('GET', '/admin/job-applications/export.csv?q=zawadi');
    const applicationLines = csvLines(Buffer.from(await applications.arrayBuffer()));
    expect(applicationLines).toHaveLength(2);
    expect(applicationLines[1]).toContain(',Marketing Intern,Zawadi,Achieng,zawadi@example.com,,hired,');

    const bad = await root.request('GET', '/admin/contacts/export.csv?status=answered');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('status must be one of new, responded, closed');
  });

  it('keeps the staff addresses valid and the settings to those allowed to see them', async () => {
    const refused = await json<{ message: string }>(
      await root.request('PUT', '/admin/settings/staff-notifications', {
        tours: ['not-an-address'],
        paidBookings: [],
        cancellations: [],
        refunds: [],
        memberships: [],
        failedRenewals: [],
        applications: [],
        contacts: [],
        privacy: [],
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Each address for new tour requests must be an e-mail address' },
    });
    expect((await frontDesk.request('GET', '/admin/settings/staff-notifications')).status).toBe(200);
    expect((await frontDesk.request('PUT', '/admin/settings/staff-notifications', {})).status).toBe(403);
    await makeAdmin(testApp.em(), {
      username: 'notices-only',
      permissions: buildPermissionMap((resource, action) => resource === 'staffNotifications' && action === 'view'),
    });
    const noticesOnly = await signIn(testApp.api, 'notices-only');
    expect((await noticesOnly.request('GET', '/admin/job-applications')).status).toBe(403);
  });
});
