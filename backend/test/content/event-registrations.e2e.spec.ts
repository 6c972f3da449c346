import { addVenueDays, venueToday } from '@coworking/domain';
import { Event } from '../../src/modules/content/entities/event.entity.js';
import { EventRegistration } from '../../src/modules/content/entities/event-registration.entity.js';
import { eventSchedule } from '../../src/modules/content/event-registrations/event-registration-mail.js';
import { AuditLogEntry } from '../../src/modules/identity/entities/audit-log-entry.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { postWithProofOfWork, proofOfWorkHeaders } from '../support/proof-of-work.js';
import {
  attachmentFilesOf,
  createTestApp,
  mailJobFor,
  makeAdmin,
  ROOT,
  type Session,
  signIn,
  type TestApp,
} from '../support/test-app.js';
import { until } from '../support/until.js';

interface Accepted {
  success: boolean;
  message: string;
  id: string;
  seatsLeft: number;
}
interface Refusal {
  message: string;
  errors?: Record<string, string>;
}
interface AttendeeRow {
  id: string;
  eventId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: string;
}

/** The rows of a CSV download (after its byte-order mark), as lines. */
const csvLines = (bytes: Buffer) => bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');

/** The lines of an .ics file, folded lines joined again. */
const icsLines = (base64: string) =>
  Buffer.from(base64, 'base64')
    .toString('utf8')
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');

describe('event registration', () => {
  let testApp: TestApp;
  let root: Session;
  const inDays = (days: number) => addVenueDays(venueToday(), days);

  async function makeEvent(fields: Partial<Pick<Event, 'date' | 'time' | 'capacity' | 'price' | 'title'>> = {}) {
    const event = new Event(
      fields.title ?? 'Mombasa Road Founders Mixer',
      'An evening of introductions.',
      fields.date ?? inDays(14),
      fields.time ?? '18:00 - 20:30',
      'networking',
    );
    if (fields.capacity !== undefined) event.capacity = fields.capacity;
    if (fields.price !== undefined) event.price = fields.price;
    const em = testApp.em();
    em.persist(event);
    await em.flush();
    return event;
  }

  const attendee = (email: string, overrides: Record<string, unknown> = {}) => ({
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    email,
    phone: '0712345678',
    ...overrides,
  });

  async function register<T = Accepted>(eventId: string, body: unknown) {
    const response = await postWithProofOfWork(testApp.api, `/events/${eventId}/registrations`, body);
    return { status: response.status, body: (await response.json()) as T };
  }

  beforeAll(async () => {
    testApp = await createTestApp({ STAFF_EMAIL: 'staff@syokimau.test' });
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => testApp.close());

  it('registers a visitor and queues a confirmation with an .ics whose start is the Nairobi time in UTC', async () => {
    const event = await makeEvent({ date: '2031-03-14', time: '18:00 - 20:30', capacity: 5 });
    const registered = await register(event.id, attendee('Wanjiru@Example.com'));
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({
      success: true,
      seatsLeft: 4,
      message:
        "You're registered for Mombasa Road Founders Mixer on Fri 14 Mar 2031. A confirmation with a calendar file is on its way to wanjiru@example.com.",
    });

    const stored = await testApp.em().findOneOrFail(EventRegistration, { id: registered.body.id });
    expect(stored).toMatchObject({
      contact: { firstName: 'Wanjiru', email: 'wanjiru@example.com', phone: '0712345678' },
      status: 'registered',
    });

    const [mail] = await testApp.em().find(MailOutbox, { recipient: 'wanjiru@example.com' });
    expect(mail.templateName).toBe('event-registration');
    expect(mail.variables).toMatchObject({
      firstName: 'Wanjiru',
      eventTitle: 'Mombasa Road Founders Mixer',
      date: 'Fri 14 Mar 2031',
      time: '18:00 - 20:30',
      priceNote: null,
    });
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(['event.ics']);
    // As the worker sends it: it writes the .ics when it sends the message.
    const [file] = await attachmentFilesOf(testApp, mail);
    const ics = icsLines(file.content);
    // 18:00 and 20:30 in Nairobi (UTC+3) are 15:00 and 17:30 UTC.
    expect(ics).toContain('DTSTART:20310314T150000Z');
    expect(ics).toContain('DTEND:20310314T173000Z');
    expect(ics).toContain('SUMMARY:Mombasa Road Founders Mixer');
    await until(async () => (await mailJobFor(testApp, mail.id)) !== undefined, 'the confirmation is queued');
  });

  it('refuses a second registration with the same e-mail (any casing) with 409 and writes nothing', async () => {
    const event = await makeEvent();
    expect((await register(event.id, attendee('amina@example.com'))).status).toBe(201);
    const again = await register<Refusal>(event.id, attendee('AMINA@example.com', { firstName: 'Amina' }));
    expect(again).toEqual({
      status: 409,
      body: {
        message:
          'This e-mail address is already registered for Mombasa Road Founders Mixer. Check your inbox for the confirmation; one registration per person.',
      },
    });
    expect(await testApp.em().count(EventRegistration, { event: event.id })).toBe(1);
    expect(await testApp.em().count(MailOutbox, { recipient: 'amina@example.com' })).toBe(1);
  });

  it('validates the form as the other public forms do, and needs a proof of work', async () => {
    const event = await makeEvent();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: ' ' }, 'firstName', 'First name is required'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{ phone: '12ab' }, 'phone', 'Please enter a valid phone number'],
      [{ firstName: 'www.win-prizes.com' }, 'firstName', 'First name cannot contain a web address'],
    ];
    for (const [overrides, field, message] of cases) {
      const refused = await register<Refusal>(event.id, attendee('valid@example.com', overrides));
      expect({ overrides, status: refused.status, error: refused.body.errors?.[field] }).toEqual({
        overrides,
        status: 400,
        error: message,
      });
    }
    const withoutProof = await fetch(`${testApp.api}/events/${event.id}/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(attendee('valid@example.com')),
    });
    expect(withoutProof.status).toBe(400);
    expect(await testApp.em().count(EventRegistration, { event: event.id })).toBe(0);
  });

  it('refuses past, unknown and full events with their messages; today (Nairobi) is still open', async () => {
    const past = await makeEvent({ title: 'Last Week Mixer', date: inDays(-1) });
    expect(await register<Refusal>(past.id, attendee('late@example.com'))).toEqual({
      status: 409,
      body: { message: 'Last Week Mixer has already taken place, so registration is closed.' },
    });
    const unknown = await register<Refusal>('7b0c6a43-2f1e-4b6c-9d64-2f3b7b1f0c11', attendee('lost@example.com'));
    expect(unknown).toEqual({
      status: 404,
      body: { message: 'This event no longer exists. Reload the events page to see what is on.' },
    });
    expect((await register('not-a-uuid', attendee('lost@example.com'))).status).toBe(400);

    const today = await makeEvent({ title: 'Tonight', date: venueToday(), capacity: 1 });
    expect((await register(today.id, attendee('first@example.com'))).status).toBe(201);
    expect(await register<Refusal>(today.id, attendee('second@example.com'))).toEqual({
      status: 409,
      body: {
        message: 'Tonight is full: all seats are taken. Join its waitlist and we will e-mail you if a seat frees up.',
      },
    });
  });

  it('takes registrations for a paid event, to be paid at the door, and says so in the e-mail', async () => {
    const paid = await makeEvent({ title: 'Digital Marketing on a Shoestring', price: '1000.00' });
    expect((await register(paid.id, attendee('payer@example.com'))).status).toBe(201);
    const [mail] = await testApp.em().find(MailOutbox, { recipient: 'payer@example.com' });
    expect(mail.variables.priceNote).toBe('Entry is KSh 1,000, paid at the door (cash or M-Pesa).');
  });

  it('never seats more than the capacity: 30 at once for 10 seats → exactly 10 registered, 20 refused', async () => {
    const event = await makeEvent({ title: 'Pitch Night', capacity: 10 });
    // Each request carries its own solved proof of work, prepared first so the 30 arrive together.
    const headers = await Promise.all(Array.from({ length: 30 }, () => proofOfWorkHeaders(testApp.api)));
    const responses = await Promise.all(
      headers.map((proof, index) =>
        fetch(`${testApp.api}/events/${event.id}/registrations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...proof },
          body: JSON.stringify(attendee(`rush${index}@example.com`)),
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as Refusal })),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(10);
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused).toHaveLength(20);
    expect(new Set(refused.map((response) => `${response.status} ${response.body.message}`))).toEqual(
      new Set([
        '409 Pitch Night is full: all seats are taken. Join its waitlist and we will e-mail you if a seat frees up.',
      ]),
    );
    expect(await testApp.em().count(EventRegistration, { event: event.id, status: 'registered' })).toBe(10);
    expect(await testApp.em().count(MailOutbox, { recipient: { $like: 'rush%@example.com' } })).toBe(10);
  });

  it('lists an event’s attendees to staff, paged and searchable, and exports them as CSV', async () => {
    const event = await makeEvent({ title: 'Game Night & Pizza' });
    for (const [index, name] of ['Otieno', 'Mwangi', 'Chebet'].entries())
      expect((await register(event.id, attendee(`guest${index}@example.com`, { lastName: name }))).status).toBe(201);

    const page = await root.request('GET', `/admin/events/${event.id}/registrations?_start=0&_end=2`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('3');
    const rows = (await page.json()) as AttendeeRow[];
    expect(rows.map((row) => row.email)).toEqual(['guest2@example.com', 'guest1@example.com']);
    expect(rows[0]).toMatchObject({ eventId: event.id, lastName: 'Chebet', phone: '0712345678', status: 'registered' });

    const byName = await root.request('GET', `/admin/events/${event.id}/registrations?_sort=lastName&_order=ASC`);
    expect(((await byName.json()) as AttendeeRow[]).map((row) => row.lastName)).toEqual(['Chebet', 'Mwangi', 'Otieno']);
    const searched = await root.request('GET', `/admin/events/${event.id}/registrations?q=otie`);
    expect(((await searched.json()) as AttendeeRow[]).map((row) => row.email)).toEqual(['guest0@example.com']);
    const badSort = await root.request('GET', `/admin/events/${event.id}/registrations?_sort=phone`);
    expect(badSort.status).toBe(400);

    const csv = await root.request(
      'GET',
      `/admin/events/${event.id}/registrations/export.csv?_sort=lastName&_order=ASC`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="event-attendees-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csvLines(Buffer.from(await csv.arrayBuffer()));
    expect(lines[0]).toBe('Registered (Nairobi),First name,Last name,E-mail,Phone,Status');
    expect(lines.slice(1).map((line) => line.split(',').slice(1))).toEqual([
      ['Wanjiru', 'Chebet', 'guest2@example.com', '0712345678', 'registered'],
      ['Wanjiru', 'Mwangi', 'guest1@example.com', '0712345678', 'registered'],
      ['Wanjiru', 'Otieno', 'guest0@example.com', '0712345678', 'registered'],
    ]);

    const missing = await root.request('GET', '/admin/events/7b0c6a43-2f1e-4b6c-9d64-2f3b7b1f0c11/registrations');
    expect(missing.status).toBe(404);
  });

  it('lets staff cancel a registration: the seat is free again and the address may register again', async () => {
    const event = await makeEvent({ title: 'Breakfast', capacity: 1 });
    const first = await register(event.id, attendee('otieno@example.com'));
    expect((await register<Refusal>(event.id, attendee('waiting@example.com'))).status).toBe(409);

    const cancelPath = `/admin/events/${event.id}/registrations/${first.body.id}/cancel`;
    const cancelled = await root.request('POST', cancelPath);
    expect(cancelled.status).toBe(201);
    expect(await cancelled.json()).toMatchObject({ id: first.body.id, status: 'cancelled' });
    expect(await root.request('POST', cancelPath).then((response) => response.status)).toBe(409);
    const audited = await testApp.em().findOneOrFail(AuditLogEntry, { resourceId: first.body.id });
    expect(audited).toMatchObject({
      action: 'update',
      resource: 'eventRegistrations',
      adminUsername: 'root',
      changes: { status: { from: 'registered', to: 'cancelled' } },
    });

    const waiting = await register(event.id, attendee('waiting@example.com'));
    expect(waiting.status).toBe(201);
    await root.request('POST', `/admin/events/${event.id}/registrations/${waiting.body.id}/cancel`);
    const again = await register(event.id, attendee('OTIENO@example.com', { firstName: 'Otieno' }));
    expect(again).toMatchObject({ status: 201, body: { id: first.body.id, seatsLeft: 0 } });
    expect(await testApp.em().findOneOrFail(EventRegistration, { id: first.body.id })).toMatchObject({
      contact: { firstName: 'Otieno' },
      status: 'registered',
    });
  });

  it('shows the attendee list only to staff with events.view, and cancelling needs events.edit', async () => {
    const event = await makeEvent();
    expect((await register(event.id, attendee('seen@example.com'))).status).toBe(201);
    const em = testApp.em();
    await makeAdmin(em, { username: 'frontdesk', role: 'moderator' });
    await makeAdmin(em, { username: 'blogger', permissions: { blog: { view: true, edit: true } } });
    const frontDesk = await signIn(testApp.api, 'frontdesk');
    const blogger = await signIn(testApp.api, 'blogger');
    const list = `/admin/events/${event.id}/registrations`;
    expect((await frontDesk.request('GET', list)).status).toBe(200);
    expect((await frontDesk.request('GET', `${list}/export.csv`)).status).toBe(200);
    expect((await blogger.request('GET', list)).status).toBe(403);
    expect((await blogger.request('GET', `${list}/export.csv`)).status).toBe(403);
    expect((await fetch(`${testApp.api}${list}`)).status).toBe(401);
    const [attendeeRow] = (await (await frontDesk.request('GET', list)).json()) as AttendeeRow[];
    // The front desk reads the list but does not change events.
    expect((await frontDesk.request('POST', `${list}/${attendeeRow.id}/cancel`)).status).toBe(403);
  });
});

describe('when an event happens, from the time staff typed', () => {
  it.each([
    ['18:00 - 20:30', '2031-03-14T15:00:00.000Z', '2031-03-14T17:30:00.000Z'],
    ['6:00 PM – 8:30 PM', '2031-03-14T15:00:00.000Z', '2031-03-14T17:30:00.000Z'],
    ['6 - 8 pm', '2031-03-14T15:00:00.000Z', '2031-03-14T17:00:00.000Z'],
    ['10:00', '2031-03-14T07:00:00.000Z', '2031-03-14T09:00:00.000Z'],
    ['22:00 - 01:00', '2031-03-14T19:00:00.000Z', '2031-03-14T22:00:00.000Z'],
  ])('%s', (time, start, end) => {
    const schedule = eventSchedule('2031-03-14', time);
    expect({ start: schedule?.start.toISOString(), end: schedule?.end.toISOString() }).toEqual({ start, end });
  });

  it.each(['All day', 'TBA', '10', '25:00 - 26:00'])('%s has no clock time', (time) => {
    expect(eventSchedule('2031-03-14', time)).toBeNull();
  });
});
