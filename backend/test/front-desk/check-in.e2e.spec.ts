import { buildPermissionMap, formatCheckInCode, venueToday } from '@coworking/domain';
import { BookingAccessTokensRepository } from '../../src/modules/booking/booking-access-tokens.repository.js';
import { CheckInCodesRepository } from '../../src/modules/booking/check-in/check-in-codes.repository.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { type Space } from '../../src/modules/booking/entities/space.entity.js';
import { venueDayText } from '../../src/modules/front-desk/front-desk-days.js';
import { AuditLogEntry } from '../../src/modules/identity/entities/audit-log-entry.entity.js';
import { User } from '../../src/modules/identity/entities/user.entity.js';
import { MailDeliveryService } from '../../src/modules/mail/delivery/mail-delivery.service.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { AllowanceUse } from '../../src/modules/member-portal/entities/allowance-use.entity.js';
import { GuestPass } from '../../src/modules/member-portal/entities/guest-pass.entity.js';
import { futureWeekday, makeSpace, weekdayAfter } from '../booking/support.js';
import { factories } from '../support/factories.js';
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
import { Transaction } from '../../src/common/database/transaction.js';

interface Visit {
  code: string;
  kind: 'booking' | 'member-booking' | 'guest' | 'tour';
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  title: string;
  time: string;
  hostName: string | null;
  checkedInAt: string | null;
}

describe('the front desk: expected arrivals and check-in by code', () => {
  let smtp: SmtpSink;
  let testApp: TestApp;
  let delivery: MailDeliveryService;
  let root: Session;
  let frontDesk: Session;
  let noCheckIns: Session;
  let hotDesk: Space;
  let boardroom: Space;
  let people = 0;
  const today = venueToday();

  /** A new visitor's contact, unique per call so searches find exactly one. */
  const contact = () => {
    people++;
    return {
      firstName: `Visitor${people}`,
      lastName: 'Mwangi',
      email: `visitor${people}@example.com`,
      phone: `+2547000${String(people).padStart(5, '0')}`,
    };
  };

  /** A booked row stored as the booking engine stores it (a group of one, named by its own id). */
  const booking = async (
    fields: { space?: Space | null; date?: string; time?: string; status?: 'pending' | 'confirmed' | 'cancelled' } = {},
  ) => {
    const em = testApp.em();
    const space = fields.space === undefined ? hotDesk : fields.space;
    const row = new SpaceBooking(space ? space.type : 'tour', fields.date ?? today, fields.time ?? 'All Day Access');
    Object.assign(row, { space, status: fields.status ?? 'confirmed', bookingGroupId: row.id, contact: contact() });
    em.persist(row);
    await em.flush();
    return row;
  };
  const codeOf = async (visitKind: 'booking' | 'guest', visitId: string) => {
    const codes = testApp.app.get(CheckInCodesRepository);
    return testApp.em().transactional((em) => codes.codeFor(new Transaction(em), visitKind, visitId));
  };
  const checkIn = async (session: Session, code: string) => {
    const response = await session.request('POST', '/admin/check-ins', { code });
    return { status: response.status, body: (await response.json()) as Visit & { message: string } };
  };
  const expected = async (session: Session, query = '') => {
    const response = await session.request('GET', `/admin/check-ins${query}`);
    return {
      status: response.status,
      total: response.headers.get('x-total-count'),
      body: (await response.json()) as Visit[],
    };
  };
  const checkInRows = async (code: string) =>
    Number(
      (await testApp.em().execute<{ count: string }[]>('select count(*) from check_ins where code = ?', [code]))[0]
        .count,
    );

  /** A member with a membership, and a guest they invited for `date` (stored as the guest-pass API stores it). */
  const guestPass = async (date: string, cancelled = false) => {
    const em = testApp.em();
    const host = new User(`host${++people}`, `host${people}@example.com`, 'not-a-password-hash');
    Object.assign(host, { firstName: 'Amani', lastName: `Host${people}` });
    em.persist(host);
    await em.flush();
    const make = factories(em);
    const membership = await make.planBooking(await make.plan(`Flexible ${people}`));
    const pass = new GuestPass(membership, host, { ...contact(), phone: null }, date, today);
    pass.cancelledAt = cancelled ? new Date() : null;
    em.persist(pass);
    await em.flush();
    return { pass, host };
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    testApp = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Syokimau Coworking Hub <hello@syokimau.test>',
      PUBLIC_URL: 'http://coworking.example',
    });
    // The worker's own delivery code, run here on the outbox row: rendering, attachments and SMTP as in production.
    delivery = workerMailDelivery(testApp);
    ({ space: hotDesk } = await makeSpace(testApp.em(), {
      name: 'Hot Desk',
      type: 'hot-desk',
      billingCycle: 'daily',
      instances: 20,
    }));
    ({ space: boardroom } = await makeSpace(testApp.em(), { name: 'Boardroom', instances: 2 }));
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    await makeAdmin(testApp.em(), { username: 'frontdesk', role: 'moderator' });
    frontDesk = await signIn(testApp.api, 'frontdesk');
    // Everything an admin may do but the front desk's check-in.
    await makeAdmin(testApp.em(), {
      username: 'nocheckins',
      permissions: buildPermissionMap((resource) => resource !== 'checkins'),
    });
    noCheckIns = await signIn(testApp.api, 'nocheckins');
  });

  afterAll(async () => {
    delivery.onModuleDestroy();
    await testApp.close();
    await smtp.close();
  });

  it('e-mails the check-in code with its QR code inline when staff confirm a tour; the .ics keeps the UID and carries SEQUENCE', async () => {
    const tourDate = futureWeekday(10);
    const tour = await booking({ space: null, date: tourDate, time: '11:00', status: 'pending' });
    // As if moved twice already: the confirmation must carry that sequence.
    await testApp.em().nativeUpdate(SpaceBooking, { id: tour.id }, { scheduleSequence: 2 });

    const confirmed = await frontDesk.request('PUT', `/admin/bookings/${tour.id}`, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    const outbox = await testApp
      .em()
      .findOneOrFail(MailOutbox, { recipient: tour.contact!.email, templateName: 'booking-confirmed' });
    expect(await delivery.deliver(outbox.id)).toMatchObject({ kind: 'sent' });
    const [message] = (await smtp.waitForMessages(1)).filter((mail) =>
      mail.to && 'text' in mail.to ? mail.to.text === tour.contact!.email : false,
    );

    const code = await codeOf('booking', tour.id);
    expect(message.text).toContain(`Check-in code: ${formatCheckInCode(code)}`);
    expect(message.html).toContain(`Check-in code: <strong>${formatCheckInCode(code)}</strong>`);
    const qr = message.attachments.find((attachment) => attachment.contentType === 'image/png')!;
    expect(qr).toBeDefined();
    expect(qr.cid).toBe('check-in-code');
    expect(qr.contentDisposition).toBe('inline');
    expect(qr.content.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The parser resolves <img src="cid:check-in-code"> to the inline part it names: the image shows in the e-mail.
    expect(message.html).toContain(
      `<img src="data:image/png;base64,${qr.content.toString('base64')}" alt="QR code of your check-in code ${formatCheckInCode(code)}"`,
    );

    const ics = message.attachments.find((attachment) => attachment.filename === 'booking.ics')!;
    const calendar = ics.content.toString('utf8');
    expect(calendar).toContain(`UID:${tour.id}@syokimau-coworking`);
    expect(calendar).toMatch(/SEQUENCE:2\r?\n/);

    // The manage page shows the same code, and a tour is not moved online.
    const manageUrl = /(http:\/\/coworking\.example\/bookings\/manage\/\S+)/.exec(message.text ?? '')![1];
    const token = manageUrl.split('/').pop()!;
    const page = await fetch(`${testApp.api}/bookings/manage/${token}`);
    const managed = (await page.json()) as {
      checkIn: { code: string; qrDataUrl: string } | null;
      move: { allowed: boolean; deadlineText: string | null };
      includedInMembership: boolean;
    };
    expect(managed.checkIn).toMatchObject({ code: formatCheckInCode(code) });
    expect(managed.includedInMembership).toBe(false);
    expect(managed.checkIn!.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(managed.move).toEqual({ allowed: false, deadlineText: null });

    // The tour is on another day: the desk is told which.
    const early = await checkIn(frontDesk, code);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(`This code is for ${venueDayText(tourDate)}, not today.`);
    expect(await checkInRows(code)).toBe(0);
  });

  it('shows no check-in code on the manage page of a booking still waiting for payment, and a move window on a confirmed one', async () => {
    const pending = await booking({ space: hotDesk, date: futureWeekday(12), status: 'pending' });
    const manage = async (row: SpaceBooking) => {
      const em = testApp.em();
      const token = testApp.app
        .get(BookingAccessTokensRepository)
        .issue(new Transaction(em), row.id, new Date(Date.now() + 60 * 86_400_000));
      await em.flush();
      const response = await fetch(`${testApp.api}/bookings/manage/${token}`);
      return (await response.json()) as {
        status: string;
        checkIn: { code: string } | null;
        move: { allowed: boolean; deadlineText: string | null };
      };
    };
    const waiting = await manage(pending);
    expect(waiting.status).toBe('pending');
    expect(waiting.checkIn).toBeNull();
    expect(waiting.move.allowed).toBe(false);

    const confirmed = await booking({ space: hotDesk, date: futureWeekday(12) });
    const view = await manage(confirmed);
    expect(view.checkIn!.code).toBe(formatCheckInCode(await codeOf('booking', confirmed.id)));
    expect(view.move.allowed).toBe(true);
    expect(view.move.deadlineText).toMatch(/\(Nairobi time\)$/);
  });

  it('checks a visitor in once: the same code again answers the first check-in and writes nothing', async () => {
    const row = await booking();
    const code = await codeOf('booking', row.id);

    const first = await checkIn(frontDesk, code.toLowerCase().replace(/(....)/, '$1 - '));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      code: formatCheckInCode(code),
      kind: 'booking',
      reference: row.id.slice(0, 8).toUpperCase(),
      name: `${row.contact!.firstName} Mwangi`,
      title: 'Hot Desk',
      time: 'All Day Access',
      hostName: null,
    });
    expect(first.body.checkedInAt).not.toBeNull();

    const again = await checkIn(root, formatCheckInCode(code));
    expect(again.status).toBe(200);
    expect(again.body.checkedInAt).toBe(first.body.checkedInAt);
    expect(await checkInRows(code)).toBe(1);

    const audit = await testApp.em().find(AuditLogEntry, { resource: 'check-ins' }, { populate: ['admin'] });
    const mine = audit.filter((entry) => JSON.stringify(entry.changes).includes(formatCheckInCode(code)));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ action: 'create', adminUsername: 'frontdesk' });
  });

  it('writes one check-in when several desks check the same code in at once', async () => {
    const row = await booking({ space: boardroom, time: '10:00' });
    const code = await codeOf('booking', row.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkIn(frontDesk, code)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(7);
    expect(new Set(answers.map((answer) => answer.body.checkedInAt)).size).toBe(1);
    expect(await checkInRows(code)).toBe(1);
  });

  it('refuses a cancelled booking, a cancelled guest pass, an unknown code and a code that cannot be one', async () => {
    const cancelled = await booking({ status: 'cancelled' });
    const cancelledCode = await codeOf('booking', cancelled.id);
    const refused = await checkIn(frontDesk, cancelledCode);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^This booking was cancelled/);

    const pending = await booking({ status: 'pending' });
    const notYet = await checkIn(frontDesk, await codeOf('booking', pending.id));
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toMatch(/not confirmed yet/);

    const { pass, host } = await guestPass(today, true);
    const guestRefused = await checkIn(frontDesk, await codeOf('guest', pass.id));
    expect(guestRefused.status).toBe(409);
    expect(guestRefused.body.message).toMatch(new RegExp(`^This guest pass was cancelled by Amani ${host.lastName}`));

    const unknown = await checkIn(frontDesk, 'ABCD-EFGH');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/^No booking or guest pass has this check-in code/);

    for (const typed of ['ABCD-EFG', 'ABCD-EFG0', 'hello world!', '']) {
      const bad = await checkIn(frontDesk, typed);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/check-in code/i);
    }
    expect(await checkInRows(cancelledCode)).toBe(0);
  });

  it('names the days of a booking of several other dates', async () => {
    const first = futureWeekday(20);
    const row = await booking({ date: first });
    const second = new SpaceBooking(hotDesk.type, weekdayAfter(first), 'All Day Access');
    Object.assign(second, { space: hotDesk, status: 'confirmed', bookingGroupId: row.id, contact: contact() });
    await testApp.em().persist(second).flush();
    const answer = await checkIn(frontDesk, await codeOf('booking', row.id));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      `This code is for ${venueDayText(first)} and ${venueDayText(second.date)}, not today.`,
    );
  });

  it('keeps check-ins to the front desk: an admin without checkins.manage is refused both routes', async () => {
    const row = await booking();
    const code = await codeOf('booking', row.id);
    expect((await checkIn(noCheckIns, code)).status).toBe(403);
    expect((await expected(noCheckIns)).status).toBe(403);
    expect(await checkInRows(code)).toBe(0);
    expect((await checkIn(frontDesk, code)).status).toBe(201);
    expect((await expected(frontDesk)).status).toBe(200);
  });

  it("lists a date's expected arrivals (bookings, members' bookings, tours, guests) with codes made on the way, searchable", async () => {
    const date = futureWeekday(30);
    const visitor = await booking({ date });
    const tour = await booking({ space: null, date, time: '14:00' });
    // Two slots of one booking are one arrival.
    const meeting = await booking({ space: boardroom, date, time: '10:00' });
    const laterSlot = new SpaceBooking(boardroom.type, date, '12:00');
    Object.assign(laterSlot, { space: boardroom, status: 'confirmed', bookingGroupId: meeting.id, contact: contact() });
    const memberRow = await booking({ date });
    const em = testApp.em();
    em.persist(laterSlot);
    const make = factories(em);
    const membership = await make.planBooking(await make.plan('Dedicated'));
    em.persist(new AllowanceUse(membership, date, 'deskDays', 1, em.getReference(SpaceBooking, memberRow.id)));
    await em.flush();
    const { pass, host } = await guestPass(date);
    // Not expected: cancelled, pending, a cancelled guest, another day.
    await booking({ date, status: 'cancelled' });
    await booking({ date, status: 'pending' });
    await guestPass(date, true);
    await booking({ date: futureWeekday(31) });

    const list = await expected(frontDesk, `?date=${date}`);
    expect(list.status).toBe(200);
    expect(list.total).toBe('5');
    const byReference = new Map(list.body.map((visit) => [visit.reference, visit]));
    const ref = (id: string) => id.slice(0, 8).toUpperCase();
    expect(byReference.get(ref(visitor.id))).toMatchObject({
      kind: 'booking',
      title: 'Hot Desk',
      time: 'All Day Access',
    });
    expect(byReference.get(ref(tour.id))).toMatchObject({ kind: 'tour', title: 'Tour & Consultation', time: '14:00' });
    expect(byReference.get(ref(meeting.id))).toMatchObject({
      kind: 'booking',
      title: 'Boardroom',
      time: '10:00, 12:00',
    });
    expect(byReference.get(ref(memberRow.id))).toMatchObject({ kind: 'member-booking' });
    const hostName = `Amani ${host.lastName}`;
    expect(byReference.get(ref(pass.id))).toMatchObject({
      kind: 'guest',
      title: `Guest of ${hostName}`,
      hostName,
      name: `${pass.firstName} Mwangi`,
      checkedInAt: null,
    });
    // Every visit got its code, and it is the one its e-mail or the desk would use.
    for (const visit of list.body) expect(visit.code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(byReference.get(ref(pass.id))!.code).toBe(formatCheckInCode(await codeOf('guest', pass.id)));
    // Sorted by time by default: the 10:00 meeting before the 14:00 tour.
    const order = list.body.map((visit) => visit.reference);
    expect(order.indexOf(ref(meeting.id))).toBeLessThan(order.indexOf(ref(tour.id)));

    const search = async (q: string) => (await expected(frontDesk, `?date=${date}&q=${encodeURIComponent(q)}`)).body;
    expect((await search(visitor.contact!.firstName)).map((visit) => visit.reference)).toEqual([ref(visitor.id)]);
    expect((await search(tour.contact!.email.toUpperCase())).map((visit) => visit.reference)).toEqual([ref(tour.id)]);
    expect((await search(pass.email)).map((visit) => visit.kind)).toEqual(['guest']);
    expect((await search(memberRow.contact!.phone!)).map((visit) => visit.reference)).toEqual([ref(memberRow.id)]);
    expect((await search(ref(meeting.id).toLowerCase())).map((visit) => visit.reference)).toEqual([ref(meeting.id)]);
    const tourCode = byReference.get(ref(tour.id))!.code;
    expect((await search(tourCode.replace('-', ' ').toLowerCase())).map((visit) => visit.reference)).toEqual([
      ref(tour.id),
    ]);
    expect(await search('nobody-like-this')).toEqual([]);

    const page = await expected(frontDesk, `?date=${date}&_start=0&_end=2&_sort=name&_order=ASC`);
    expect(page.total).toBe('5');
    expect(page.body).toHaveLength(2);

    const badDate = await expected(frontDesk, '?date=2026-02-30');
    expect(badDate.status).toBe(400);
  });

  it("lists today's arrivals with who has checked in, guests included", async () => {
    const { pass } = await guestPass(today);
    const code = await codeOf('guest', pass.id);
    const checked = await checkIn(frontDesk, code);
    expect(checked.status).toBe(201);
    expect(checked.body).toMatchObject({ kind: 'guest', code: formatCheckInCode(code), time: 'All Day Access' });

    const list = await expected(frontDesk, `?q=${encodeURIComponent(pass.email)}`);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].checkedInAt).toBe(checked.body.checkedInAt);
  });
});
