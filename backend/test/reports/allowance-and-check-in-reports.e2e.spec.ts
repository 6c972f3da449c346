import { buildPermissionMap, type SpaceType } from '@coworking/domain';
import { jest } from '@jest/globals';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../src/common/clock/clock.js';
import { CheckInCode, type VisitKind } from '../../src/modules/booking/entities/check-in-code.entity.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { Space } from '../../src/modules/booking/entities/space.entity.js';
import { CheckIn } from '../../src/modules/front-desk/entities/check-in.entity.js';
import { User } from '../../src/modules/identity/entities/user.entity.js';
import { AllowanceUse } from '../../src/modules/member-portal/entities/allowance-use.entity.js';
import { GuestPass } from '../../src/modules/member-portal/entities/guest-pass.entity.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { type AllowanceUseReportDto, type CheckInsReportDto } from '../../src/modules/reports/dto/reports.dto.js';
import { createTestApp, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

/**
 * Allowance use in October 2026 and check-ins in the first week of December 2026 (kept apart: every allowance
 * booking is an expected visit too), each figure worked out by hand. Today is Saturday 5 December in Nairobi.
 */
const OCTOBER = 'from=2026-10-01&to=2026-10-31';
const DECEMBER_WEEK = 'from=2026-12-01&to=2026-12-07';
const NOW = new Date('2026-12-05T09:00:00Z');

async function space(em: EntityManager, name: string, type: SpaceType): Promise<Space> {
  const made = em.create(Space, {
    name,
    type,
    billingCycle: type === 'meeting-room' ? 'hourly' : 'daily',
    rate: '1000.00',
    availabilityCapacity: 2,
  });
  await em.flush();
  return made;
}

/** One booked row (a group of its own unless `group` names one). */
async function row(
  em: EntityManager,
  fields: {
    space?: Space;
    date: string;
    status?: 'pending' | 'confirmed' | 'cancelled';
    duration?: number;
    group?: string;
    tour?: boolean;
  },
): Promise<SpaceBooking> {
  const booking = em.create(SpaceBooking, {
    type: fields.tour ? 'tour' : fields.space!.type,
    space: fields.tour ? null : fields.space!,
    date: fields.date,
    time: fields.tour ? '10:00' : 'All Day Access',
    status: fields.status ?? 'confirmed',
    duration: fields.duration ?? 1,
    bookingGroupId: fields.group ?? null,
  });
  await em.flush();
  return booking;
}

async function plan(em: EntityManager, name: string, fields: Partial<MembershipPlan>): Promise<MembershipPlan> {
  const made = em.create(MembershipPlan, { name, price: '10000.00', ...fields });
  await em.flush();
  return made;
}

/** A membership with `periods` periods begun from `startDate` (the current one's start stored, as the engine does). */
async function membership(
  em: EntityManager,
  onPlan: MembershipPlan,
  startDate: string,
  periods: number,
  currentPeriodStart: string | null,
): Promise<PlanBooking> {
  const booking = new PlanBooking(
    onPlan,
    {
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      email: `m${startDate}-${onPlan.name}@example.com`,
      phone: '+254700000003',
    },
    startDate,
  );
  booking.subscriptionStatus = periods > 0 ? 'active' : 'pending';
  booking.periodNumber = periods;
  booking.currentPeriodStart = currentPeriodStart;
  em.persist(booking);
  await em.flush();
  return booking;
}

async function used(
  em: EntityManager,
  member: PlanBooking,
  periodStart: string,
  booking: SpaceBooking,
  kind: 'deskDays' | 'meetingRoomHours' = 'deskDays',
) {
  em.persist(new AllowanceUse(member, periodStart, kind, kind === 'deskDays' ? 1 : booking.duration, booking));
  await em.flush();
}

let guests = 0;
async function guest(
  em: EntityManager,
  member: PlanBooking,
  host: User,
  date: string,
  periodStart: string,
  cancelled = false,
): Promise<GuestPass> {
  const pass = new GuestPass(
    member,
    host,
    { firstName: 'Guest', lastName: `No ${++guests}`, email: `guest${guests}@example.com`, phone: null },
    date,
    periodStart,
  );
  pass.cancelledAt = cancelled ? new Date('2026-09-01T08:00:00Z') : null;
  em.persist(pass);
  await em.flush();
  return pass;
}

let codes = 0;
/** A check-in code for a visit: 'CQDE' and the visit's number written with the digits 2–9 (no look-alikes). */
async function codeFor(em: EntityManager, kind: VisitKind, visitId: string): Promise<CheckInCode> {
  const digits = (++codes)
    .toString(8)
    .padStart(4, '0')
    .replace(/[0-7]/g, (digit) => String(Number(digit) + 2));
  const code = new CheckInCode(`CQDE${digits}`, kind, visitId);
  em.persist(code);
  await em.flush();
  return code;
}

async function checkedIn(em: EntityManager, code: CheckInCode, date: string) {
  em.persist(new CheckIn(code, date, null));
  await em.flush();
}

const groupOf = (booking: SpaceBooking) => booking.bookingGroupId ?? booking.id;

const csvRows = async (response: Response) =>
  (await response.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('the reports show allowance use per plan and check-ins per day against the visits expected', () => {
  let testApp: TestApp;
  let staff: Session;
  let ids: { flexible: string; unlimited: string; idle: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(NOW);
    const em = testApp.em();
    const desks = await space(em, 'Open Desks', 'hot-desk');
    const boardroom = await space(em, 'Boardroom', 'meeting-room');
    const host = new User('host', 'host@example.com', 'not-a-hash');
    em.persist(host);

    // Plans: Flexible (12 desk days, 4 hours, 1 guest), Unlimited (unlimited desks, 6 hours, 3 guests), Idle (5 desk
    // days, nobody on it), an add-on and a deleted plan without figures (both left out).
    const flexible = await plan(em, 'Flexible', {
      displayOrder: 1,
      deskDaysPerPeriod: 12,
      meetingRoomHoursPerPeriod: 4,
      guestPassesPerPeriod: 1,
    });
    const unlimited = await plan(em, 'Unlimited', {
      displayOrder: 2,
      unlimitedDeskDays: true,
      deskDaysPerPeriod: 3,
      meetingRoomHoursPerPeriod: 6,
      guestPassesPerPeriod: 3,
    });
    const idle = await plan(em, 'Idle', { displayOrder: 3, deskDaysPerPeriod: 5 });
    const addOn = await plan(em, 'Virtual Office', {
      displayOrder: 4,
      isAdditional: true,
      meetingRoomHoursPerPeriod: 2,
    });
    await plan(em, 'Retired', { displayOrder: 5, deskDaysPerPeriod: 8, deletedAt: new Date('2026-09-01T00:00:00Z') });
    ids = { flexible: flexible.id, unlimited: unlimited.id, idle: idle.id };

    // Flexible memberships. A: since 10 September, in its third period (10 Sep, 10 Oct, 10 Nov): the 10 October
    // one began in October. B: began 1 October. C: began 31 August, second period from 30 September: none began in
    // October, but C's use on 2 October still counts (used goes by booked date). D: never paid.
    const memberA = await membership(em, flexible, '2026-09-10', 3, '2026-11-10');
    const memberB = await membership(em, flexible, '2026-10-01', 1, '2026-10-01');
    const memberC = await membership(em, flexible, '2026-08-31', 2, '2026-09-30');
    await membership(em, flexible, '2026-10-20', 0, null);
    // Unlimited: E began on 15 October. The add-on's member F began in October too.
    const memberE = await membership(em, unlimited, '2026-10-15', 1, '2026-10-15');
    const memberF = await membership(em, addOn, '2026-10-03', 1, '2026-10-03');

    // Flexible's October use: 3 desk days (A 12th, B 5th, C 2nd), 2 meeting-room hours (A 14th). A cancelled desk
    // day (A 13th) is given back; A's desk day on 12 November is another month.
    await used(em, memberA, '2026-10-10', await row(em, { space: desks, date: '2026-10-12' }));
    await used(em, memberA, '2026-10-10', await row(em, { space: desks, date: '2026-10-13', status: 'cancelled' }));
    await used(
      em,
      memberA,
      '2026-10-10',
      await row(em, { space: boardroom, date: '2026-10-14', duration: 2 }),
      'meetingRoomHours',
    );
    await used(em, memberA, '2026-11-10', await row(em, { space: desks, date: '2026-11-12' }));
    await used(em, memberB, '2026-10-01', await row(em, { space: desks, date: '2026-10-05' }));
    await used(em, memberC, '2026-09-30', await row(em, { space: desks, date: '2026-10-02' }));
    // Guests: A's on 20 October counts; B's cancelled one and A's in November do not.
    await guest(em, memberA, host, '2026-10-20', '2026-10-10');
    await guest(em, memberB, host, '2026-10-21', '2026-10-01', true);
    await guest(em, memberA, host, '2026-11-02', '2026-10-10');
    // Unlimited: E used 2 desk days and a guest pass.
    await used(em, memberE, '2026-10-15', await row(em, { space: desks, date: '2026-10-15' }));
    await used(em, memberE, '2026-10-15', await row(em, { space: desks, date: '2026-10-16' }));
    await guest(em, memberE, host, '2026-10-31', '2026-10-15');
    // The add-on's member (an add-on gives no allowance: only here to be left out).
    await guest(em, memberF, host, '2026-10-22', '2026-10-03');

    // December. 1st: a meeting booked as two slots of one group (checked in), a desk nobody came for, a confirmed
    // tour (checked in), a guest (checked in); a pending booking, a cancelled one, a pending tour and a cancelled
    // guest pass are not expected.
    const slots = crypto.randomUUID();
    await row(em, { space: boardroom, date: '2026-12-01', group: slots });
    await row(em, { space: boardroom, date: '2026-12-01', group: slots });
    await checkedIn(em, await codeFor(em, 'booking', slots), '2026-12-01');
    await codeFor(em, 'booking', groupOf(await row(em, { space: desks, date: '2026-12-01' })));
    await row(em, { space: desks, date: '2026-12-01', status: 'pending' });
    await row(em, { space: desks, date: '2026-12-01', status: 'cancelled' });
    const tour = await row(em, { date: '2026-12-01', tour: true });
    await checkedIn(em, await codeFor(em, 'booking', tour.id), '2026-12-01');
    await row(em, { date: '2026-12-01', tour: true, status: 'pending' });
    const visitor = await guest(em, memberA, host, '2026-12-01', '2026-11-10');
    await checkedIn(em, await codeFor(em, 'guest', visitor.id), '2026-12-01');
    await guest(em, memberA, host, '2026-12-01', '2026-11-10', true);
    // 2nd–3rd: one group for two days, checked in on the 2nd only. Also on the 2nd: someone checked in whose
    // booking was cancelled afterwards (a check-in, not an expected visit).
    const twoDays = crypto.randomUUID();
    await row(em, { space: desks, date: '2026-12-02', group: twoDays });
    await row(em, { space: desks, date: '2026-12-03', group: twoDays });
    await checkedIn(em, await codeFor(em, 'booking', twoDays), '2026-12-02');
    const cancelledLater = await row(em, { space: desks, date: '2026-12-02', status: 'cancelled' });
    await checkedIn(em, await codeFor(em, 'booking', groupOf(cancelledLater)), '2026-12-02');
    // 5th (today): a booking already checked in. 6th: a guest expected.
    const todays = await row(em, { space: desks, date: '2026-12-05' });
    await checkedIn(em, await codeFor(em, 'booking', groupOf(todays)), '2026-12-05');
    await guest(em, memberA, host, '2026-12-06', '2026-11-10');
    // Outside the week: a booking on the 8th, a check-in on 30 November.
    await row(em, { space: desks, date: '2026-12-08' });
    const november = await row(em, { space: desks, date: '2026-11-30' });
    await checkedIn(em, await codeFor(em, 'booking', groupOf(november)), '2026-11-30');

    staff = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => testApp.close());

  const get = async (path: string) => {
    const response = await staff.request('GET', `/admin/reports/${path}`);
    expect(response.status).toBe(200);
    return response;
  };

  it('sets each main plan’s allowance used in the range against what the periods begun in it include', async () => {
    const report = (await (await get(`allowance-use?${OCTOBER}`)).json()) as AllowanceUseReportDto;
    expect(report).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      plans: [
        {
          planId: ids.flexible,
          planName: 'Flexible',
          period: 'monthly',
          members: 2,
          periods: 2,
          deskDays: { included: 24, used: 3, unlimited: false, usedPercent: 12.5 },
          meetingRoomHours: { included: 8, used: 2, unlimited: false, usedPercent: 25 },
          guestPasses: { included: 2, used: 1, unlimited: false, usedPercent: 50 },
        },
        {
          planId: ids.unlimited,
          planName: 'Unlimited',
          period: 'monthly',
          members: 1,
          periods: 1,
          deskDays: { included: null, used: 2, unlimited: true, usedPercent: null },
          meetingRoomHours: { included: 6, used: 0, unlimited: false, usedPercent: 0 },
          guestPasses: { included: 3, used: 1, unlimited: false, usedPercent: 33.3 },
        },
        {
          planId: ids.idle,
          planName: 'Idle',
          period: 'monthly',
          members: 0,
          periods: 0,
          deskDays: { included: 0, used: 0, unlimited: false, usedPercent: null },
          meetingRoomHours: { included: 0, used: 0, unlimited: false, usedPercent: null },
          guestPasses: { included: 0, used: 0, unlimited: false, usedPercent: null },
        },
      ],
    });
  });

  it('counts a period only in the range it began in', async () => {
    // September: A's first period (10 Sep) and C's second (30 Sep) began; nothing was used.
    const september = (await (
      await get('allowance-use?from=2026-09-01&to=2026-09-30')
    ).json()) as AllowanceUseReportDto;
    expect(september.plans.find((row) => row.planId === ids.flexible)).toMatchObject({
      members: 2,
      periods: 2,
      deskDays: { included: 24, used: 0 },
    });
    // November: A's third period, and the desk day and guest pass A used in it.
    const november = (await (await get('allowance-use?from=2026-11-01&to=2026-11-30')).json()) as AllowanceUseReportDto;
    expect(november.plans.find((row) => row.planId === ids.flexible)).toMatchObject({
      members: 1,
      periods: 1,
      deskDays: { included: 12, used: 1 },
      guestPasses: { included: 1, used: 1 },
    });
  });

  it('counts each day’s expected visits, its check-ins and the no-shows of the days that are over', async () => {
    const report = (await (await get(`check-ins?${DECEMBER_WEEK}`)).json()) as CheckInsReportDto;
    const day = (
      date: string,
      bookings: number,
      tours: number,
      guestCount: number,
      checked: number,
      noShows: number | null,
    ) => ({
      date,
      expected: bookings + tours + guestCount,
      bookings,
      tours,
      guests: guestCount,
      checkedIn: checked,
      noShows,
    });
    expect(report).toEqual({
      from: '2026-12-01',
      to: '2026-12-07',
      days: [
        day('2026-12-01', 2, 1, 1, 3, 1),
        day('2026-12-02', 1, 0, 0, 2, 0),
        day('2026-12-03', 1, 0, 0, 0, 1),
        day('2026-12-04', 0, 0, 0, 0, 0),
        day('2026-12-05', 1, 0, 0, 1, null),
        day('2026-12-06', 0, 0, 1, 0, null),
        day('2026-12-07', 0, 0, 0, 0, null),
      ],
      totals: { expected: 8, bookings: 5, tours: 1, guests: 2, checkedIn: 6, noShows: 2 },
    });
  });

  it('answers both reports as CSV with the same figures', async () => {
    expect(await csvRows(await get(`allowance-use/export.csv?${OCTOBER}`))).toEqual([
      [
        'Plan',
        'Period',
        'Members',
        'Periods begun',
        'Desk days included',
        'Desk days used',
        'Meeting-room hours included',
        'Meeting-room hours used',
        'Guest passes included',
        'Guest passes used',
      ],
      ['Flexible', 'monthly', '2', '2', '24', '3', '8', '2', '2', '1'],
      ['Unlimited', 'monthly', '1', '1', 'Unlimited', '2', '6', '0', '3', '1'],
      ['Idle', 'monthly', '0', '0', '0', '0', '0', '0', '0', '0'],
    ]);
    const checkIns = await csvRows(await get(`check-ins/export.csv?${DECEMBER_WEEK}`));
    expect(checkIns.slice(0, 2)).toEqual([
      ['Date', 'Expected', 'Bookings', 'Tours', 'Guests', 'Checked in', 'No-shows'],
      ['2026-12-01', '4', '2', '1', '1', '3', '1'],
    ]);
    expect(checkIns.at(-3)).toEqual(['2026-12-05', '1', '1', '0', '0', '1', '']);
    expect(checkIns).toHaveLength(8);
  });

  it('refuses a bad range and a space filter (these reports have none) with 400 and a message', async () => {
    const cases: [string, string, Record<string, string>][] = [
      [
        'allowance-use?from=2026-13-01',
        'from must be a date (YYYY-MM-DD)',
        { from: 'from must be a date (YYYY-MM-DD)' },
      ],
      ['check-ins?from=2026-12-07&to=2026-12-01', 'to must be on or after from', { to: 'to must be on or after from' }],
      [
        'check-ins/export.csv?spaceType=hot-desk',
        'property spaceType should not exist',
        { spaceType: 'property spaceType should not exist' },
      ],
    ];
    for (const [path, message, errors] of cases) {
      const response = await staff.request('GET', `/admin/reports/${path}`);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 400,
        body: { message, errors },
      });
    }
  });

  it('covers the last 30 days up to today when no range is given', async () => {
    const report = (await (await get('check-ins')).json()) as CheckInsReportDto;
    expect(report.days).toHaveLength(30);
    expect(report).toMatchObject({ from: '2026-11-06', to: '2026-12-05' });
    expect(report.days.at(-1)).toMatchObject({ date: '2026-12-05', checkedIn: 1, noShows: null });
  });

  it('refuses staff without reports.view', async () => {
    await makeAdmin(testApp.em(), {
      username: 'front-desk-only',
      permissions: buildPermissionMap((resource) => resource === 'checkins'),
    });
    const frontDesk = await signIn(testApp.api, 'front-desk-only');
    for (const path of ['allowance-use', 'allowance-use/export.csv', 'check-ins', 'check-ins/export.csv']) {
      const response = await frontDesk.request('GET', `/admin/reports/${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
  });
});
