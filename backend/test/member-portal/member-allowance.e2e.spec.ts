import { jest } from '@jest/globals';
import { addVenueDays, venueInstant, venueToday, venueWeekday } from '@coworking/domain';
import { createHash, randomBytes } from 'node:crypto';
import { Clock } from '../../src/common/clock/clock.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { MemberSession } from '../../src/modules/identity/entities/member-session.entity.js';
import { User } from '../../src/modules/identity/entities/user.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { AllowanceUse } from '../../src/modules/member-portal/entities/allowance-use.entity.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { MembershipRenewals } from '../../src/modules/membership/renewals/membership-renewals.service.js';
import { type PaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { futureWeekday, makeSpace, weekdayAfter } from '../booking/support.js';
import { createTestAppWithPaystack, type TestApp } from '../support/test-app.js';

const PAST_DUE = 'Your membership is past due: pay for the new period to book from your allowance.';
const NO_ALLOWANCE =
  'You have no active membership with an allowance. Start or renew a membership on the Membership page, or book as a visitor on the booking page.';

interface Balance {
  included: number | null;
  used: number;
  left: number | null;
  unlimited: boolean;
}
interface Allowance {
  membershipId: string;
  planName: string;
  status: string;
  usable: boolean;
  message: string | null;
  periodStart: string;
  periodEnd: string;
  deskDays: Balance;
  meetingRoomHours: Balance;
  guestPasses: Balance;
  memberDiscountPercent: number;
}
interface Booked {
  bookingGroupId: string | null;
  usesAllowance: boolean;
  coveredDates: string[];
  amountDue: number;
  paidBookingGroupId: string | null;
  reference: string | null;
  authorization_url: string | null;
  access_code: string | null;
  holdExpiresAt: string | null;
}

/** The first weekday on or after a venue date. */
function weekdayFrom(date: string): string {
  let day = date;
  while (venueWeekday(day) >= 6) day = addVenueDays(day, 1);
  return day;
}

/**
 * Members booking from their allowance over HTTP, on real PostgreSQL and the Paystack sandbox: the allowance of the
 * current period (and a fresh one after the renewal engine starts the next), the covered part confirmed at KSh 0,
 * the rest at the member price through Paystack, cancelling gives the allowance back, a past-due member is refused,
 * and 20 parallel bookings for the last desk day use it exactly once.
 */
describe('member bookings from the allowance', () => {
  let sandbox: PaystackSandbox;
  let testApp: TestApp;
  let closeApp: () => Promise<void>;
  let hotDeskId: string;
  let roomId: string;
  let officeId: string;
  let ipCounter = 0;
  const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  const call = async <T>(method: string, path: string, options: { body?: unknown; cookie?: string } = {}) => {
    const response = await fetch(`${testApp.api}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        'x-forwarded-for': nextIp(),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const eventually = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what} not reached in time`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  /** A member session straight in the database (the sign-in link itself is member-portal.e2e.spec.ts's subject). */
  const sessionFor = async (user: User) => {
    const token = randomBytes(32).toString('base64url');
    const em = testApp.em();
    em.persist(
      new MemberSession(
        createHash('sha256').update(token).digest('hex'),
        em.getReference(User, user.id),
        new Date(Date.now() + 365 * 24 * 3600_000),
      ),
    );
    await em.flush();
    return `member_session=${token}`;
  };
  const makePlan = async (fields: Partial<MembershipPlan> = {}) => {
    const em = testApp.em();
    const plan = em.create(MembershipPlan, { name: 'Flexible', price: '8500.00', ...fields });
    await em.flush();
    return plan;
  };
  /** A member (account and profile) with a membership on the plan in the given state. */
  const makeMember = async (
    name: string,
    plan: MembershipPlan | null,
    membership: { status?: PlanBooking['subscriptionStatus']; start?: string; end?: string } = {},
  ) => {
    const em = testApp.em();
    const email = `${name.toLowerCase()}@example.com`;
    const user = new User(email, email, 'not-a-password-hash');
    Object.assign(user, { firstName: name, lastName: 'Member', phone: '+254711000111' });
    em.persist(user);
    let planBooking: PlanBooking | null = null;
    if (plan) {
      const start = membership.start ?? addVenueDays(venueToday(), -5);
      planBooking = new PlanBooking(
        em.getReference(MembershipPlan, plan.id),
        { firstName: name, lastName: 'Member', email, phone: '+254711000111' },
        start,
      );
      Object.assign(planBooking, {
        user,
        subscriptionStatus: membership.status ?? 'active',
        periodNumber: 1,
        currentPeriodStart: start,
        currentPeriodEnd: membership.end ?? addVenueDays(venueToday(), 25),
      });
      em.persist(planBooking);
    }
    await em.flush();
    return { user, email, planBooking, cookie: await sessionFor(user) };
  };
  const book = (cookie: string, body: Record<string, unknown>) =>
    call<Booked>('POST', '/member/bookings', { cookie, body });
  const allowanceOf = (cookie: string) => call<Allowance>('GET', '/member/allowance', { cookie });
  const rowsOf = (bookingGroupId: string) =>
    testApp.em().find(SpaceBooking, { bookingGroupId }, { orderBy: { date: 'asc', time: 'asc' } });
  const countingUses = async (planBookingId: string) => {
    const [row] = await testApp.em().execute<{ count: string }[]>(
      `select count(*) from allowance_uses u join space_bookings b on b.id = u.booking_id
         where u.plan_booking_id = ? and b.status <> 'cancelled'`,
      [planBookingId],
    );
    return Number(row.count);
  };

  beforeAll(async () => {
    ({ testApp, sandbox, close: closeApp } = await createTestAppWithPaystack('member_allowance'));
    const em = testApp.em();
    hotDeskId = (
      await makeSpace(em, { name: 'Hot Desk', type: 'hot-desk', billingCycle: 'daily', rate: '1500.00', instances: 24 })
    ).space.id;
    roomId = (await makeSpace(em, { name: 'Boardroom', type: 'meeting-room', billingCycle: 'hourly', rate: '1500.00' }))
      .space.id;
    officeId = (
      await makeSpace(em, { name: 'Private Office', type: 'private-office', billingCycle: 'daily', rate: '5000.00' })
    ).space.id;
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await closeApp();
  });

  it("answers the current period's allowance, and 404 to a member without a membership that gives one", async () => {
    const plan = await makePlan({
      name: 'Allowance plan',
      deskDaysPerPeriod: 12,
      meetingRoomHoursPerPeriod: 4,
      guestPassesPerPeriod: 5,
      memberDiscountPercent: 10,
    });
    const member = await makeMember('Achieng', plan);
    const answer = await allowanceOf(member.cookie);
    expect(answer).toEqual({
      status: 200,
      body: {
        membershipId: member.planBooking!.id,
        planName: 'Allowance plan',
        status: 'active',
        usable: true,
        message: null,
        periodStart: addVenueDays(venueToday(), -5),
        periodEnd: addVenueDays(venueToday(), 25),
        deskDays: { included: 12, used: 0, left: 12, unlimited: false },
        meetingRoomHours: { included: 4, used: 0, left: 4, unlimited: false },
        guestPasses: { included: 5, used: 0, left: 5, unlimited: false },
        memberDiscountPercent: 10,
      },
    });

    const unlimited = await makeMember('Unlimited', await makePlan({ unlimitedDeskDays: true }));
    expect((await allowanceOf(unlimited.cookie)).body.deskDays).toEqual({
      included: null,
      used: 0,
      left: null,
      unlimited: true,
    });

    // An add-on that includes something (a day pass) gives its allowance when there is no main plan.
    const dayPass = await makeMember(
      'Day Tripper',
      await makePlan({ name: 'Day Pass', isAdditional: true, deskDaysPerPeriod: 1 }),
    );
    expect((await allowanceOf(dayPass.cookie)).body).toMatchObject({
      planName: 'Day Pass',
      deskDays: { included: 1, used: 0, left: 1, unlimited: false },
    });

    // No membership at all; only an add-on that includes nothing (parking); only an ended one: no allowance.
    const visitor = await makeMember('Visitor', null);
    const parking = await makeMember('Parker', await makePlan({ name: 'Parking', isAdditional: true }));
    const ended = await makeMember('Ended', plan, { status: 'expired' });
    for (const { cookie } of [visitor, parking, ended]) {
      expect(await allowanceOf(cookie)).toEqual({ status: 404, body: { message: NO_ALLOWANCE } });
      expect(await book(cookie, { spaceId: hotDeskId, dates: [futureWeekday(3)] })).toMatchObject({
        status: 409,
        body: { message: NO_ALLOWANCE },
      });
    }
    expect((await call('GET', '/member/allowance')).status).toBe(401);
  });

  it('confirms the covered days at KSh 0 at once and charges the rest at the member price through Paystack', async () => {
    const plan = await makePlan({ deskDaysPerPeriod: 2, memberDiscountPercent: 10 });
    const member = await makeMember('Baraka', plan);
    const first = futureWeekday(2);
    const dates = [first, weekdayAfter(first), weekdayAfter(weekdayAfter(first))];
    const booked = await book(member.cookie, { spaceId: hotDeskId, dates: [...dates].reverse(), notes: 'Window seat' });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      usesAllowance: true,
      coveredDates: dates.slice(0, 2),
      // 10% off KSh 1,500 for the one day beyond the allowance.
      amountDue: 1350,
    });
    expect(booked.body.reference).toMatch(/^SCH-/);
    expect(booked.body.authorization_url).toContain(`${sandbox.url}/checkout/`);
    expect(booked.body.access_code).toBeTruthy();
    expect(booked.body.holdExpiresAt).not.toBeNull();

    const covered = await rowsOf(booked.body.bookingGroupId!);
    expect(covered.map((row) => [row.date, row.status, row.priceCents])).toEqual([
      [dates[0], 'confirmed', 0],
      [dates[1], 'confirmed', 0],
    ]);
    expect(covered[0]).toMatchObject({
      contact: { firstName: 'Baraka', lastName: 'Member', email: member.email, phone: '+254711000111' },
      notes: 'Window seat',
      user: { id: member.user.id },
    });
    const uses = await testApp.em().find(AllowanceUse, { planBooking: member.planBooking!.id });
    expect(uses.map((use) => [use.kind, use.quantity, use.periodStart]).sort()).toEqual([
      ['deskDays', 1, member.planBooking!.currentPeriodStart],
      ['deskDays', 1, member.planBooking!.currentPeriodStart],
    ]);
    const confirmations = await testApp
      .em()
      .find(MailOutbox, { recipient: member.email, templateName: 'booking-confirmed' });
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0].variables).toMatchObject({ date: `${dates[0]}, ${dates[1]}` });

    const paidRows = await rowsOf(booked.body.paidBookingGroupId!);
    expect(paidRows.map((row) => [row.date, row.status, row.priceCents])).toEqual([[dates[2], 'pending', 135_000]]);
    const payment = await testApp.em().findOneOrFail(Payment, { reference: booked.body.reference! });
    expect(payment).toMatchObject({
      status: 'pending',
      purpose: 'booking',
      targetId: booked.body.paidBookingGroupId,
      amountCents: 135_000,
      email: member.email,
      customerName: 'Baraka Member',
    });
    expect(await allowanceOf(member.cookie)).toMatchObject({
      body: { deskDays: { included: 2, used: 2, left: 0 } },
    });

    await sandbox.pay(booked.body.reference!, 'success', 'mobile_money');
    await eventually(async () => (await rowsOf(booked.body.paidBookingGroupId!))[0].status === 'confirmed', 'paid');
    expect(await testApp.em().findOneOrFail(Payment, { reference: booked.body.reference! })).toMatchObject({
      status: 'success',
      amountCents: 135_000,
    });
    // Paying for the rest never touches the allowance.
    expect(await countingUses(member.planBooking!.id)).toBe(2);

    // With the allowance used up, the next desk day is all at the member price.
    const next = await book(member.cookie, { spaceId: hotDeskId, dates: [futureWeekday(5)] });
    expect(next.body).toMatchObject({ bookingGroupId: null, usesAllowance: false, coveredDates: [], amountDue: 1350 });
  });

  it('covers meeting rooms by the hour, and books a space without an allowance wholly at the member price', async () => {
    const plan = await makePlan({ deskDaysPerPeriod: 5, meetingRoomHoursPerPeriod: 3, memberDiscountPercent: 25 });
    const member = await makeMember('Chebet', plan);
    const date = futureWeekday(6);
    const room = await book(member.cookie, { spaceId: roomId, dates: [date], times: ['12:00', '10:00'] });
    expect(room.status).toBe(201);
    // One two-hour slot fits the 3 hours; the second would need 4: it is paid, 25% off KSh 3,000.
    expect(room.body).toMatchObject({ usesAllowance: true, coveredDates: [date], amountDue: 2250 });
    expect((await rowsOf(room.body.bookingGroupId!)).map((row) => [row.time, row.priceCents])).toEqual([['10:00', 0]]);
    expect((await rowsOf(room.body.paidBookingGroupId!)).map((row) => [row.time, row.priceCents])).toEqual([
      ['12:00', 225_000],
    ]);
    expect((await allowanceOf(member.cookie)).body.meetingRoomHours).toEqual({
      included: 3,
      used: 2,
      left: 1,
      unlimited: false,
    });

    const office = await book(member.cookie, { spaceId: officeId, dates: [date] });
    expect(office.body).toMatchObject({ bookingGroupId: null, usesAllowance: false, amountDue: 3750 });
    expect((await allowanceOf(member.cookie)).body.deskDays.used).toBe(0);

    // The checkout's own validation and engine: a full slot is refused like the public checkout's.
    expect((await book(member.cookie, { spaceId: roomId, dates: [date], times: ['10:00'] })).status).toBe(409);
    expect(await book(member.cookie, { spaceId: roomId, dates: ['2026-02-30'], times: ['10:00'] })).toMatchObject({
      status: 400,
    });
    expect((await book(member.cookie, { spaceId: roomId, dates: [date], times: [], extra: 1 })).status).toBe(400);

    // A plan that takes 100% off leaves nothing to pay beyond the allowance: confirmed at once, no payment.
    const staffPlan = await makePlan({ name: 'Staff', memberDiscountPercent: 100 });
    const staff = await makeMember('Staffer', staffPlan);
    const free = await book(staff.cookie, { spaceId: officeId, dates: [weekdayAfter(date)] });
    expect(free.body).toMatchObject({ usesAllowance: false, amountDue: 0, reference: null, authorization_url: null });
    expect((await rowsOf(free.body.paidBookingGroupId!)).map((row) => [row.status, row.priceCents])).toEqual([
      ['confirmed', 0],
    ]);
    expect(await testApp.em().count(Payment, { targetId: free.body.paidBookingGroupId! })).toBe(0);
  });

  it('refuses a past-due member with what to do, and shows the allowance as not usable', async () => {
    const plan = await makePlan({ deskDaysPerPeriod: 8 });
    const member = await makeMember('Dalmas', plan, { status: 'past_due', end: addVenueDays(venueToday(), -1) });
    const before = await testApp.em().count(SpaceBooking, { contact: { email: member.email } });
    expect(await book(member.cookie, { spaceId: hotDeskId, dates: [futureWeekday(3)] })).toEqual({
      status: 409,
      body: { message: PAST_DUE },
    });
    expect(await testApp.em().count(SpaceBooking, { contact: { email: member.email } })).toBe(before);
    expect(await allowanceOf(member.cookie)).toMatchObject({
      status: 200,
      body: { status: 'past_due', usable: false, message: PAST_DUE, deskDays: { included: 8, left: 8 } },
    });
  });

  it('gives the desk day back when the booking is cancelled through its manage link', async () => {
    const plan = await makePlan({ deskDaysPerPeriod: 1 });
    const member = await makeMember('Esther', plan);
    const booked = await book(member.cookie, { spaceId: hotDeskId, dates: [futureWeekday(8)] });
    expect(booked.body).toMatchObject({ usesAllowance: true, amountDue: 0, paidBookingGroupId: null, reference: null });
    expect((await allowanceOf(member.cookie)).body.deskDays.left).toBe(0);

    const link = await call<{ url: string }>('POST', `/member/bookings/${booked.body.bookingGroupId}/manage-link`, {
      cookie: member.cookie,
    });
    const token = link.body.url.split('/bookings/manage/')[1];
    // Its page says the membership covers it (there is no payment to show).
    expect((await call('GET', `/bookings/manage/${token}`)).body).toMatchObject({
      payment: null,
      includedInMembership: true,
    });
    expect((await call('POST', `/bookings/manage/${token}/cancel`)).status).toBe(200);
    expect((await allowanceOf(member.cookie)).body.deskDays).toMatchObject({ used: 0, left: 1 });
    expect(await countingUses(member.planBooking!.id)).toBe(0);

    // The day given back books again from the allowance.
    const again = await book(member.cookie, { spaceId: hotDeskId, dates: [futureWeekday(9)] });
    expect(again.body).toMatchObject({ usesAllowance: true, amountDue: 0 });
  });

  it('lets exactly one of 20 parallel bookings use the last desk day', async () => {
    const plan = await makePlan({ deskDaysPerPeriod: 3, memberDiscountPercent: 20 });
    const member = await makeMember('Faraji', plan);
    // Two of the three days are used already: one is left.
    const warmUpDates = [futureWeekday(10), weekdayAfter(futureWeekday(10))];
    const warmUp = await book(member.cookie, { spaceId: hotDeskId, dates: warmUpDates });
    expect(warmUp.body.coveredDates).toHaveLength(2);

    const date = weekdayAfter(warmUpDates[1]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => book(member.cookie, { spaceId: hotDeskId, dates: [date] })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const covered = answers.filter((answer) => answer.body.usesAllowance);
    expect(covered).toHaveLength(1);
    expect(covered[0].body).toMatchObject({ coveredDates: [date], amountDue: 0 });
    for (const answer of answers.filter((one) => !one.body.usesAllowance))
      expect(answer.body).toMatchObject({ bookingGroupId: null, amountDue: 1200 });
    expect(await countingUses(member.planBooking!.id)).toBe(3);
    expect((await allowanceOf(member.cookie)).body.deskDays).toEqual({
      included: 3,
      used: 3,
      left: 0,
      unlimited: false,
    });
    // 20 desks of the 24 are taken on that date, each by one booking.
    const [taken] = await testApp
      .em()
      .execute<{ count: string }[]>(
        `select count(*) from space_bookings where space_id = ? and date = ? and status <> 'cancelled'`,
        [hotDeskId, date],
      );
    expect(Number(taken.count)).toBe(20);
  });

  it('starts each period full: what is left does not roll over, and dates past the period are paid', async () => {
    const plan = await makePlan({
      name: 'Renewing',
      price: '12000.00',
      period: 'monthly',
      deskDaysPerPeriod: 2,
      memberDiscountPercent: 20,
    });
    const email = 'renewing-member@example.com';
    const created = await call<{ id: string }>('POST', '/plan-bookings', {
      body: {
        planId: plan.id,
        firstName: 'Gathoni',
        lastName: 'Wairimu',
        email,
        phone: '+254712345678',
        startDate: venueToday(),
      },
    });
    expect(created.status).toBe(201);
    const started = await call<{ data: { reference: string } }>('POST', '/payments/subscription/initialize', {
      body: { planBookingId: created.body.id },
    });
    await sandbox.pay(started.body.data.reference, 'success', 'card');
    const membershipNow = () => testApp.em().findOneOrFail(PlanBooking, { id: created.body.id });
    await eventually(async () => (await membershipNow()).subscriptionStatus === 'active', 'membership active');
    const end = (await membershipNow()).currentPeriodEnd!;
    const cookie = await sessionFor(await testApp.em().findOneOrFail(User, { email }));

    // Period 1: a day inside it is covered; the first weekday of period 2 is not paid for yet: member price.
    const firstOfNext = weekdayFrom(end);
    const early = await book(cookie, { spaceId: hotDeskId, dates: [futureWeekday(1), firstOfNext] });
    expect(early.body).toMatchObject({ coveredDates: [futureWeekday(1)], amountDue: 1200 });
    expect((await allowanceOf(cookie)).body).toMatchObject({
      periodStart: venueToday(),
      periodEnd: end,
      deskDays: { included: 2, used: 1, left: 1 },
    });

    // The renewal engine charges the saved card at the period end and starts period 2.
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(venueInstant(end, '08:00'));
    await testApp.app.get(MembershipRenewals).run();
    await eventually(async () => (await membershipNow()).periodNumber === 2, 'period 2');
    expect(await allowanceOf(cookie)).toMatchObject({
      status: 200,
      body: { periodStart: end, deskDays: { included: 2, used: 0, left: 2, unlimited: false } },
    });

    // Period 2's two days are covered again, a third is paid.
    const later: string[] = [];
    for (let day = firstOfNext; later.length < 3;) later.push((day = weekdayFrom(addVenueDays(day, 1))));
    const renewed = await book(cookie, { spaceId: hotDeskId, dates: later });
    expect(renewed.body).toMatchObject({ coveredDates: later.slice(0, 2), amountDue: 1200 });
    const uses = await testApp
      .em()
      .find(AllowanceUse, { planBooking: created.body.id }, { orderBy: { createdAt: 'asc' } });
    expect(uses.map((use) => use.periodStart)).toEqual([venueToday(), end, end]);
    expect((await allowanceOf(cookie)).body.deskDays).toMatchObject({ used: 2, left: 0 });
  });
});
