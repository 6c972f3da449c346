import { jest } from '@jest/globals';
import { addVenueDays, formatVenueDeadline, venueInstant, venueToday } from '@coworking/domain';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Clock } from '../../src/common/clock/clock.js';
import { BookingsService } from '../../src/modules/booking/bookings.service.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { type Space } from '../../src/modules/booking/entities/space.entity.js';
import { type SpaceInstance } from '../../src/modules/booking/entities/space-instance.entity.js';
import { RESCHEDULE_MESSAGES } from '../../src/modules/booking/reschedule/reschedule.messages.js';
import { MemberSession } from '../../src/modules/identity/entities/member-session.entity.js';
import { User } from '../../src/modules/identity/entities/user.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { MAIL_TEMPLATES } from '../../src/modules/mail/templates/default-templates.js';
import { AllowanceUse } from '../../src/modules/member-portal/entities/allowance-use.entity.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { attachmentFilesOf, createTestApp, rowCounts, type TestApp } from '../support/test-app.js';
import { CONTACT, futureWeekday, makeSpace } from './support.js';
import { Transaction } from '../../src/common/database/transaction.js';

interface Managed {
  status: string;
  items: { id: string; date: string; time: string; status: string }[];
  payment: { amountCents: number; refundedCents: number; status: string } | null;
}
interface Assignment {
  booking_id: string;
  instance_id: string;
  start_at: string;
  end_at: string;
}

/** An instant as an .ics file writes it in UTC: 20261204T070000Z. */
const icsInstant = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Moving a booking to another date or slot, over HTTP: through the manage link and the member portal, within the
 * cancellation policy only, the new slot taken in the same transaction that frees the old one (or nothing changes),
 * no money moving, and an updated confirmation whose calendar events keep their UIDs with a higher SEQUENCE.
 */
describe('rescheduling a booking', () => {
  let testApp: TestApp;
  let clock: Clock;
  let bookings: BookingsService;
  let space: Space;
  let instances: SpaceInstance[];
  let weeks = 0;
  /** A fresh weekday for each booking of the suite, so bookings of one test never meet another's. */
  const freshDate = () => futureWeekday(14 + 7 * weeks++);

  const call = async <T>(method: string, path: string, body?: unknown, cookie?: string) => {
    const response = await fetch(`${testApp.api}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };

  /** A confirmed booking placed as checkout places it (instances assigned), with its manage link token. */
  const book = async (
    date: string,
    slots: string[],
    options: { email?: string; userId?: string; dates?: string[]; status?: 'pending' | 'confirmed' } = {},
  ) =>
    testApp.em().transactional(async (em) => {
      const tx = new Transaction(em);
      const held = await bookings.createGroup(
        tx,
        {
          spaceId: space.id,
          dates: options.dates ?? [date],
          slots,
          contact: { ...CONTACT, email: options.email ?? CONTACT.email },
          userId: options.userId,
          placedByStaff: true,
        },
        options.status ?? 'confirmed',
      );
      const url = bookings.manageUrl(tx, held.bookings);
      return {
        groupId: held.bookingGroupId,
        token: url.slice(url.lastIndexOf('/') + 1),
        ids: held.bookings.map((row) => row.id),
      };
    });
  const rowsOf = (groupId: string) =>
    testApp.em().find(SpaceBooking, { bookingGroupId: groupId }, { orderBy: { date: 'asc', time: 'asc' } });
  const assignmentsOf = (ids: string[]) =>
    testApp
      .em()
      .execute<Assignment[]>(
        'select booking_id, instance_id, start_at, end_at from space_instance_assignments where booking_id in (?) order by start_at',
        [ids],
      );
  const confirmationsTo = (email: string) =>
    testApp
      .em()
      .find(
        MailOutbox,
        { recipient: email, templateName: MAIL_TEMPLATES.bookingConfirmed },
        { orderBy: { createdAt: 'desc' } },
      );
  /** The message's calendar as the worker sends it (it writes the .ics when it sends). */
  const icsOf = async (mail: MailOutbox) => {
    const files = await attachmentFilesOf(testApp, mail);
    const attachment = files.find((file) => file.filename.endsWith('.ics'))!;
    return Buffer.from(attachment.content, 'base64')
      .toString('utf8')
      .replace(/\r\n[ \t]/g, '');
  };
  /** A member and a live member session cookie for them (as spending an e-mailed link makes one). */
  const member = async (name: string) => {
    const em = testApp.em();
    const email = `${name.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`;
    const user = new User(email, email, 'not-a-password-hash');
    user.firstName = name;
    const token = randomBytes(32).toString('base64url');
    em.persist([
      user,
      new MemberSession(createHash('sha256').update(token).digest('hex'), user, new Date(Date.now() + 86_400_000)),
    ]);
    await em.flush();
    return { user, email, cookie: `member_session=${token}` };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ PUBLIC_URL: 'http://coworking.example', LOG_LEVEL: 'silent' });
    clock = testApp.app.get(Clock);
    bookings = testApp.app.get(BookingsService);
    ({ space, instances } = await makeSpace(testApp.em(), { name: 'Boardroom', rate: '1500.00', instances: 2 }));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => testApp.close());

  it('moves the whole booking within the deadline: same rows, same instance, new slot, updated confirmation, no money moved', async () => {
    const [date, newDate] = [freshDate(), freshDate()];
    const email = `mover.${randomUUID().slice(0, 6)}@example.com`;
    const booked = await book(date, ['10:00', '14:00'], { email });
    const em = testApp.em();
    const paid = new Payment(`SCH-${randomUUID().slice(0, 10)}`, 'booking', booked.groupId, 1_200_000, email);
    Object.assign(paid, { status: 'success', channel: 'card', paidAt: new Date() });
    em.persist(paid);
    await em.flush();
    const before = await assignmentsOf(booked.ids);
    const pricesBefore = (await rowsOf(booked.groupId)).map((row) => row.priceCents);
    const money = await rowCounts(testApp.em(), ['payments', 'payment_refunds']);

    const moved = await call<Managed>('POST', `/bookings/manage/${booked.token}/move`, {
      date: newDate,
      time: '08:00',
    });

    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('confirmed');
    expect(moved.body.items.map((item) => `${item.id} ${item.date} ${item.time} ${item.status}`)).toEqual([
      `${booked.ids[0]} ${newDate} 08:00 confirmed`,
      `${booked.ids[1]} ${newDate} 12:00 confirmed`,
    ]);
    // The rows themselves moved (same ids, price and status), each one schedule step on.
    const rows = await rowsOf(booked.groupId);
    expect(rows.map((row) => [row.id, row.date, row.time, row.duration, row.status, row.scheduleSequence])).toEqual([
      [booked.ids[0], newDate, '08:00', 2, 'confirmed', 1],
      [booked.ids[1], newDate, '12:00', 2, 'confirmed', 1],
    ]);
    expect(rows.map((row) => row.priceCents)).toEqual(pricesBefore);
    // Each row's one assignment now covers the new slot, on the instance it had (free there).
    const after = await assignmentsOf(booked.ids);
    expect(
      after.map((row) => [
        row.booking_id,
        row.instance_id,
        new Date(row.start_at).getTime(),
        new Date(row.end_at).getTime(),
      ]),
    ).toEqual([
      [
        booked.ids[0],
        before[0].instance_id,
        venueInstant(newDate, '08:00').getTime(),
        venueInstant(newDate, '10:00').getTime(),
      ],
      [
        booked.ids[1],
        before[1].instance_id,
        venueInstant(newDate, '12:00').getTime(),
        venueInstant(newDate, '14:00').getTime(),
      ],
    ]);
    // No money moved: the payment is as it was, no refund, nothing new to pay.
    expect(await rowCounts(testApp.em(), ['payments', 'payment_refunds'])).toEqual(money);
    expect(moved.body.payment).toMatchObject({ amountCents: 1_200_000, refundedCents: 0, status: 'success' });
    // The updated confirmation: the same events (row ids as UIDs) at the new times, SEQUENCE 1.
    const [mail] = await confirmationsTo(email);
    expect(mail.variables).toMatchObject({ date: newDate, time: '08:00, 12:00' });
    const ics = await icsOf(mail);
    for (const [index, id] of booked.ids.entries()) {
      const event = ics.split('BEGIN:VEVENT')[index + 1];
      expect(event).toContain(`UID:${id}@syokimau-coworking`);
      expect(event).toContain('SEQUENCE:1');
      expect(event).toContain(`DTSTART:${icsInstant(venueInstant(newDate, index === 0 ? '08:00' : '12:00'))}`);
    }
    // The link used keeps working until the moved booking ends.
    expect((await call('GET', `/bookings/manage/${booked.token}`)).status).toBe(200);
    const [token] = await testApp
      .em()
      .execute<{ expires_at: Date }[]>(
        'select min(expires_at) as expires_at from booking_access_tokens where booking_group_id = ?',
        [booked.groupId],
      );
    expect(new Date(token.expires_at).getTime()).toBe(venueInstant(newDate, '14:00').getTime());
    // The old slot is free again: both instances can be booked there.
    await book(date, ['10:00']);
    await book(date, ['10:00']);
  });

  it('takes another free instance when its own is taken at the new slot, and moves again with SEQUENCE 2', async () => {
    const [date, newDate] = [freshDate(), freshDate()];
    const mine = await book(date, ['10:00']);
    const [{ instance_id: mineOn }] = await assignmentsOf(mine.ids);
    // Someone else holds the same instance at the new slot (the first free instance is taken first).
    const theirs = await book(newDate, ['10:00']);
    expect((await assignmentsOf(theirs.ids))[0].instance_id).toBe(mineOn);

    const moved = await call<Managed>('POST', `/bookings/manage/${mine.token}/move`, { date: newDate, time: '10:00' });
    expect(moved.status).toBe(200);
    const [assignment] = await assignmentsOf(mine.ids);
    expect(assignment.instance_id).toBe(instances.find((instance) => instance.id !== mineOn)!.id);

    expect((await call('POST', `/bookings/manage/${mine.token}/move`, { date: newDate, time: '13:00' })).status).toBe(
      200,
    );
    const [row] = await rowsOf(mine.groupId);
    expect([row.date, row.time, row.scheduleSequence]).toEqual([newDate, '13:00', 2]);
    expect(await icsOf((await confirmationsTo(CONTACT.email))[0])).toContain('SEQUENCE:2');
  });

  it('refuses a taken slot with 409 and changes nothing', async () => {
    const [date, newDate] = [freshDate(), freshDate()];
    const mine = await book(date, ['10:00']);
    await book(newDate, ['10:00']);
    await book(newDate, ['10:00']);
    const before = { rows: await rowsOf(mine.groupId), assignments: await assignmentsOf(mine.ids) };
    const mails = (await confirmationsTo(CONTACT.email)).length;

    const refused = await call<{ message: string }>('POST', `/bookings/manage/${mine.token}/move`, {
      date: newDate,
      time: '10:00',
    });

    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Sorry, Boardroom is fully booked on .* at 10:00/);
    const rows = await rowsOf(mine.groupId);
    expect(rows.map((row) => [row.date, row.time, row.scheduleSequence])).toEqual([[date, '10:00', 0]]);
    expect(await assignmentsOf(mine.ids)).toEqual(before.assignments);
    expect((await confirmationsTo(CONTACT.email)).length).toBe(mails);
  });

  it('gives the last free instance to exactly one of two moves racing for it', async () => {
    const [date, newDate] = [freshDate(), freshDate()];
    const first = await book(date, ['10:00']);
    const second = await book(date, ['10:00']);
    await book(newDate, ['10:00']);

    const answers = await Promise.all(
      [first, second].map((booked) =>
        call('POST', `/bookings/manage/${booked.token}/move`, { date: newDate, time: '10:00' }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [held] = await testApp
      .em()
      .execute<{ count: string }[]>(
        'select count(*) from space_instance_assignments where start_at = ? and instance_id in (?)',
        [venueInstant(newDate, '10:00'), instances.map((instance) => instance.id)],
      );
    expect(Number(held.count)).toBe(2);
    const rows = [...(await rowsOf(first.groupId)), ...(await rowsOf(second.groupId))];
    expect(rows.map((row) => row.date).sort()).toEqual([date, newDate].sort());
  });

  it('refuses a move after the deadline with 409 naming it', async () => {
    const [date, newDate] = [freshDate(), freshDate()];
    const mine = await book(date, ['10:00']);
    // One hour before the start: the hourly policy's 2 hours have passed.
    jest.spyOn(clock, 'now').mockReturnValue(new Date(venueInstant(date, '09:00').getTime()));

    const refused = await call<{ message: string }>('POST', `/bookings/manage/${mine.token}/move`, {
      date: newDate,
      time: '10:00',
    });

    expect(refused).toEqual({
      status: 409,
      body: expect.objectContaining({
        message: RESCHEDULE_MESSAGES.closed(formatVenueDeadline(venueInstant(date, '08:00'))),
      }),
    });
    expect(refused.body.message).toContain('08:00 (Nairobi time)');
    const [row] = await rowsOf(mine.groupId);
    expect([row.date, row.time, row.scheduleSequence]).toEqual([date, '10:00', 0]);
  });

  it('refuses what cannot be moved online, and slots a new booking could not take', async () => {
    const date = freshDate();
    const unpaid = await book(date, ['16:00'], { status: 'pending' });
    expect(await call('POST', `/bookings/manage/${unpaid.token}/move`, { date, time: '18:00' })).toMatchObject({
      status: 409,
      body: { message: RESCHEDULE_MESSAGES.unpaid },
    });
    const twoDates = await book(date, ['08:00'], { dates: [date, addVenueDays(date, 1)] });
    expect(await call('POST', `/bookings/manage/${twoDates.token}/move`, { date, time: '09:00' })).toMatchObject({
      status: 409,
      body: { message: RESCHEDULE_MESSAGES.severalDates },
    });
    const mine = await book(date, ['12:00']);
    expect(await call('POST', `/bookings/manage/${mine.token}/move`, { date: freshDate() })).toMatchObject({
      status: 400,
      body: { message: RESCHEDULE_MESSAGES.timeNeeded },
    });
    expect(
      await call('POST', `/bookings/manage/${mine.token}/move`, { date: venueToday(), time: '00:30' }),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await call('POST', `/bookings/manage/${mine.token}/move`, { date: '2026-02-30', time: '10:00' }),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await call('POST', `/bookings/manage/${mine.token}/move`, {
        date: addVenueDays(venueToday(), -1),
        time: '10:00',
      }),
    ).toMatchObject({ status: 400, body: { message: 'Please choose today or a later date.' } });
    expect(await call('POST', `/bookings/manage/${'x'.repeat(43)}/move`, { date, time: '10:00' })).toMatchObject({
      status: 404,
    });
    // The cancelled booking cannot be moved either.
    expect((await call('POST', `/bookings/manage/${mine.token}/cancel`)).status).toBe(200);
    expect(await call('POST', `/bookings/manage/${mine.token}/move`, { date, time: '14:00' })).toMatchObject({
      status: 409,
      body: { message: RESCHEDULE_MESSAGES.cancelled },
    });
  });

  it("moves a member's own booking from the portal; another member's is not found", async () => {
    const amina = await member('Amina');
    const baraka = await member('Baraka');
    const [date, newDate] = [freshDate(), freshDate()];
    const hers = await book(date, ['10:00'], { email: amina.email, userId: amina.user.id });

    const stranger = await call<{ message: string }>(
      'POST',
      `/member/bookings/${hers.groupId}/move`,
      { date: newDate, time: '12:00' },
      baraka.cookie,
    );
    expect(stranger).toEqual({ status: 404, body: expect.objectContaining({ message: 'Booking not found.' }) });
    expect((await rowsOf(hers.groupId))[0]).toMatchObject({ date, time: '10:00', scheduleSequence: 0 });
    expect(
      (await call('POST', '/member/bookings/not-a-uuid/move', { date: newDate, time: '12:00' }, amina.cookie)).status,
    ).toBe(404);
    expect((await call('POST', `/member/bookings/${hers.groupId}/move`, { date: newDate, time: '12:00' })).status).toBe(
      401,
    );

    const moved = await call<{ bookingGroupId: string; dates: string[]; timeText: string; status: string }>(
      'POST',
      `/member/bookings/${hers.groupId}/move`,
      { date: newDate, time: '12:00' },
      amina.cookie,
    );
    expect(moved).toEqual({
      status: 200,
      body: expect.objectContaining({
        bookingGroupId: hers.groupId,
        dates: [newDate],
        timeText: '12:00 · 2 hours',
        status: 'confirmed',
      }),
    });
    expect((await rowsOf(hers.groupId))[0]).toMatchObject({ date: newDate, time: '12:00', scheduleSequence: 1 });
    expect(await icsOf((await confirmationsTo(amina.email))[0])).toContain(`UID:${hers.ids[0]}@syokimau-coworking`);
  });

  it('keeps an allowance booking inside the membership period its allowance was taken from', async () => {
    const amina = await member('Wanjiru');
    const em = testApp.em();
    const plan = em.create(MembershipPlan, { name: 'Flexible', price: '10500.00' });
    const today = venueToday();
    const membership = new PlanBooking(
      plan,
      { firstName: 'Wanjiru', lastName: 'M', email: amina.email, phone: '+254700000009' },
      today,
    );
    Object.assign(membership, {
      user: amina.user,
      subscriptionStatus: 'active',
      periodNumber: 1,
      currentPeriodStart: addVenueDays(today, -3),
      currentPeriodEnd: addVenueDays(today, 20),
    });
    em.persist(membership);
    await em.flush();
    // Two weekdays inside the period; the period's last day is today + 19.
    const date = futureWeekday(5);
    const inside = futureWeekday(10);
    const outside = futureWeekday(21);
    const desk = await book(date, ['10:00'], { email: amina.email, userId: amina.user.id });
    em.persist(
      new AllowanceUse(
        membership,
        membership.currentPeriodStart!,
        'meetingRoomHours',
        2,
        em.getReference(SpaceBooking, desk.ids[0]),
      ),
    );
    await em.flush();

    const refused = await call<{ message: string }>(
      'POST',
      `/member/bookings/${desk.groupId}/move`,
      { date: outside, time: '10:00' },
      amina.cookie,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      RESCHEDULE_MESSAGES.outsideAllowancePeriod(membership.currentPeriodStart!, addVenueDays(today, 19)),
    );
    const moved = await call(
      'POST',
      `/member/bookings/${desk.groupId}/move`,
      { date: inside, time: '10:00' },
      amina.cookie,
    );
    expect(moved.status).toBe(200);
    // The use stayed with its row, in its period.
    const [use] = await testApp.em().find(AllowanceUse, { booking: desk.ids[0] });
    expect([use.periodStart, use.quantity]).toEqual([membership.currentPeriodStart, 2]);
  });
});
