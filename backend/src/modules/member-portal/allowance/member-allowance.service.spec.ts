import { HOURLY_SLOT_HOURS, intervalsFor, venueInstant } from '@coworking/domain';
import { type Clock } from '../../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type SpaceBooking } from '../../booking/entities/space-booking.entity.js';
import { type User } from '../../identity/entities/user.entity.js';
import { type PlanBooking, type SubscriptionStatus } from '../../membership/entities/plan-booking.entity.js';
import { type GuestPassesRepository } from '../guests/guest-passes.repository.js';
import { type AllowanceUse } from '../entities/allowance-use.entity.js';
import { ALLOWANCE_MESSAGES } from '../member-portal.messages.js';
import { type AllowanceUsesRepository } from './allowance-uses.repository.js';
import { type AllowanceRepository } from './allowance.repository.js';
import { MemberAllowanceService } from './member-allowance.service.js';

/**
 * The allowance's decisions with its tables replaced by arrays: balances per period, how a selection splits into a
 * covered part and a paid rest, past due, and a period paid early. The SQL (which membership, the lock, counting only
 * uses of bookings not cancelled) is proven by the real-database suite test/member-portal/member-allowance.e2e.spec.ts.
 */

const TODAY = '2026-12-09';
const CURRENT = { start: '2026-12-01', end: '2027-01-01' };
const PREVIOUS_START = '2026-11-01';
const member = { id: 'member-1', email: 'wanjiru@example.co.ke' } as User;
const tx = new FakeUnitOfWork().tx;

function membershipWith(
  plan: Partial<PlanBooking['plan']> = {},
  fields: { status?: SubscriptionStatus; previousPeriodStart?: string | null; start?: string; end?: string } = {},
): PlanBooking {
  return {
    id: 'membership-1',
    subscriptionStatus: fields.status ?? 'active',
    previousPeriodStart: fields.previousPeriodStart ?? null,
    currentPeriodStart: fields.start ?? CURRENT.start,
    currentPeriodEnd: fields.end ?? CURRENT.end,
    plan: {
      name: 'Flexible',
      deskDaysPerPeriod: 12,
      unlimitedDeskDays: false,
      meetingRoomHoursPerPeriod: 4,
      guestPassesPerPeriod: 2,
      memberDiscountPercent: 20,
      ...plan,
    },
  } as unknown as PlanBooking;
}

/** The allowance tables: the member's membership, its uses (each with its booking's status) and guest passes. */
class AllowanceTables {
  membership: PlanBooking | null = membershipWith();
  readonly uses: Array<Pick<AllowanceUse, 'periodStart' | 'kind' | 'quantity'> & { status: string }> = [];
  readonly guestPasses: Array<{ periodStart: string; cancelled: boolean }> = [];
  locked = 0;

  use(periodStart: string, kind: 'deskDays' | 'meetingRoomHours', quantity: number, status = 'confirmed'): void {
    this.uses.push({ periodStart, kind, quantity, status });
  }

  service(today = TODAY): MemberAllowanceService {
    const allowances: Pick<AllowanceRepository, 'membership' | 'lockMembership'> = {
      membership: async () => this.membership,
      lockMembership: async () => {
        this.locked++;
        return this.membership;
      },
    };
    const uses: Pick<AllowanceUsesRepository, 'usedInPeriod' | 'add'> = {
      usedInPeriod: async (_id, periodStart) => {
        const used = { deskDays: 0, meetingRoomHours: 0 };
        for (const use of this.uses)
          if (use.periodStart === periodStart && use.status !== 'cancelled') used[use.kind] += use.quantity;
        return used;
      },
      add: (_tx, added) => {
        for (const use of added)
          this.uses.push({ periodStart: use.periodStart, kind: use.kind, quantity: use.quantity, status: 'confirmed' });
      },
    };
    const passes: Pick<GuestPassesRepository, 'usedInPeriod'> = {
      usedInPeriod: async (_id, periodStart) =>
        this.guestPasses.filter((pass) => pass.periodStart === periodStart && !pass.cancelled).length,
    };
    const clock = { today: () => today, now: () => venueInstant(today, '08:00') } as Clock;
    return new MemberAllowanceService(
      allowances as AllowanceRepository,
      uses as AllowanceUsesRepository,
      passes as GuestPassesRepository,
      clock,
    );
  }
}

const desks = (...dates: string[]) => intervalsFor('daily', dates, []);

describe('the allowance a member sees', () => {
  it("counts the current period's desk days, meeting-room hours and guest passes: included, used, left", async () => {
    const tables = new AllowanceTables();
    tables.use(CURRENT.start, 'deskDays', 1);
    tables.use(CURRENT.start, 'deskDays', 1);
    tables.use(CURRENT.start, 'meetingRoomHours', 3);
    tables.use(PREVIOUS_START, 'deskDays', 9);
    tables.guestPasses.push(
      { periodStart: CURRENT.start, cancelled: false },
      { periodStart: PREVIOUS_START, cancelled: false },
    );

    const allowance = await tables.service().allowance(member);

    expect(allowance).toMatchObject({
      membershipId: 'membership-1',
      planName: 'Flexible',
      status: 'active',
      usable: true,
      message: null,
      periodStart: CURRENT.start,
      periodEnd: CURRENT.end,
      deskDays: { included: 12, used: 2, left: 10, unlimited: false },
      meetingRoomHours: { included: 4, used: 3, left: 1, unlimited: false },
      guestPasses: { included: 2, used: 1, left: 1, unlimited: false },
      memberDiscountPercent: 20,
    });
  });

  it('shows unlimited desk days without a number, and never less than nothing left', async () => {
    const tables = new AllowanceTables();
    tables.membership = membershipWith({ unlimitedDeskDays: true, meetingRoomHoursPerPeriod: 2 });
    tables.use(CURRENT.start, 'deskDays', 30);
    tables.use(CURRENT.start, 'meetingRoomHours', 3);

    const allowance = await tables.service().allowance(member);

    expect(allowance.deskDays).toEqual({ included: null, used: 30, left: null, unlimited: true });
    expect(allowance.meetingRoomHours).toEqual({ included: 2, used: 3, left: 0, unlimited: false });
  });

  it('answers 404 to a member without a membership that gives one, or one without a current period', async () => {
    const tables = new AllowanceTables();
    tables.membership = null;
    await expect(tables.service().allowance(member)).rejects.toMatchObject({
      code: 'no-allowance',
      kind: 'not-found',
      message: ALLOWANCE_MESSAGES.noAllowance,
    });
    tables.membership = { ...membershipWith(), currentPeriodStart: null, currentPeriodEnd: null } as PlanBooking;
    await expect(tables.service().allowance(member)).rejects.toMatchObject({
      code: 'no-allowance',
      kind: 'not-found',
      message: ALLOWANCE_MESSAGES.noAllowance,
    });
  });

  it('shows a past-due allowance as not usable, saying what to do', async () => {
    const tables = new AllowanceTables();
    tables.membership = membershipWith({}, { status: 'past_due' });

    const allowance = await tables.service().allowance(member);

    expect(allowance).toMatchObject({ status: 'past_due', usable: false, message: ALLOWANCE_MESSAGES.pastDue });
  });

  it('keeps showing the previous period while a period paid early has not begun, then the new one', async () => {
    const tables = new AllowanceTables();
    // Paid a week ahead: the current period is the next one, and today lies in the one before.
    tables.membership = membershipWith(
      {},
      { previousPeriodStart: CURRENT.start, start: CURRENT.end, end: '2027-02-01' },
    );
    tables.use(CURRENT.start, 'deskDays', 11);

    const before = await tables.service('2026-12-28').allowance(member);
    expect(before).toMatchObject({ periodStart: CURRENT.start, periodEnd: CURRENT.end });
    expect(before.deskDays.left).toBe(1);

    const after = await tables.service(CURRENT.end).allowance(member);
    expect(after).toMatchObject({ periodStart: CURRENT.end, periodEnd: '2027-02-01' });
    expect(after.deskDays.left).toBe(12);
  });
});

describe('booking from the allowance', () => {
  it('locks the membership and refuses a member without one, or a past-due one, with what to do', async () => {
    const tables = new AllowanceTables();
    tables.membership = null;
    await expect(tables.service().lockForBooking(tx, member, TODAY)).rejects.toMatchObject({
      code: 'no-allowance-to-spend',
      kind: 'conflict',
      message: ALLOWANCE_MESSAGES.noAllowance,
    });
    tables.membership = membershipWith({}, { status: 'past_due' });
    await expect(tables.service().lockForBooking(tx, member, TODAY)).rejects.toMatchObject({
      code: 'allowance-past-due',
      kind: 'conflict',
      message: ALLOWANCE_MESSAGES.pastDue,
    });
    tables.membership = membershipWith({}, { status: 'non_renewing' });
    const { periods } = await tables.service().lockForBooking(tx, member, TODAY);
    expect(periods).toEqual([CURRENT]);
    expect(tables.locked).toBe(3);
  });

  it('covers the earliest dates the period has left and leaves the rest to pay, also dates past the period', async () => {
    const tables = new AllowanceTables();
    tables.use(CURRENT.start, 'deskDays', 10);
    const service = tables.service();
    const { membership, periods } = await service.lockForBooking(tx, member, TODAY);

    const split = await service.split(
      tx,
      membership,
      periods,
      desks('2026-12-30', '2026-12-10', '2027-01-04', '2026-12-11'),
      'deskDays',
    );

    expect(split.covered.map((use) => [use.interval.date, use.quantity, use.periodStart])).toEqual([
      ['2026-12-10', 1, CURRENT.start],
      ['2026-12-11', 1, CURRENT.start],
    ]);
    expect(split.paid.map((interval) => interval.date)).toEqual(['2026-12-30', '2027-01-04']);
  });

  it('covers meeting rooms by whole slots of hours, and covers nothing of a space outside the allowance', async () => {
    const tables = new AllowanceTables();
    tables.use(CURRENT.start, 'meetingRoomHours', 4 - HOURLY_SLOT_HOURS);
    const service = tables.service();
    const { membership, periods } = await service.lockForBooking(tx, member, TODAY);
    const slots = intervalsFor('hourly', ['2026-12-10'], ['09:00', '11:00']);

    const rooms = await service.split(tx, membership, periods, slots, 'meetingRoomHours');
    expect(rooms.covered.map((use) => [use.interval.time, use.quantity])).toEqual([['09:00', HOURLY_SLOT_HOURS]]);
    expect(rooms.paid.map((interval) => interval.time)).toEqual(['11:00']);

    // An hour short of a slot: the slot is paid whole, never part-covered.
    tables.use(CURRENT.start, 'meetingRoomHours', HOURLY_SLOT_HOURS - 1);
    const short = await service.split(tx, membership, periods, slots.slice(0, 1), 'meetingRoomHours');
    expect(short.covered).toEqual([]);

    const other = await service.split(tx, membership, periods, desks('2026-12-10'), null);
    expect(other.covered).toEqual([]);
    expect(other.paid).toHaveLength(1);
  });

  it("draws on the previous period's balance for its dates while a period paid early waits, on the new one's after", async () => {
    const tables = new AllowanceTables();
    tables.membership = membershipWith(
      { deskDaysPerPeriod: 2 },
      { previousPeriodStart: CURRENT.start, start: CURRENT.end, end: '2027-02-01' },
    );
    tables.use(CURRENT.start, 'deskDays', 1);
    const service = tables.service('2026-12-28');
    const { membership, periods } = await service.lockForBooking(tx, member, '2026-12-28');

    const split = await service.split(
      tx,
      membership,
      periods,
      desks('2026-12-29', '2026-12-30', '2027-01-04', '2027-01-05', '2027-01-06'),
      'deskDays',
    );

    expect(split.covered.map((use) => [use.interval.date, use.periodStart])).toEqual([
      ['2026-12-29', CURRENT.start],
      ['2027-01-04', CURRENT.end],
      ['2027-01-05', CURRENT.end],
    ]);
    expect(split.paid.map((interval) => interval.date)).toEqual(['2026-12-30', '2027-01-06']);
  });

  it('records one use per covered row, in the period its split gave it', async () => {
    const tables = new AllowanceTables();
    const service = tables.service();
    const { membership, periods } = await service.lockForBooking(tx, member, TODAY);
    const split = await service.split(tx, membership, periods, desks('2026-12-10', '2026-12-11'), 'deskDays');
    const rows = split.covered.map(({ interval }) => ({ date: interval.date, time: interval.time }) as SpaceBooking);

    service.recordUses(tx, membership, 'deskDays', split.covered, rows);

    expect(tables.uses).toEqual([
      { periodStart: CURRENT.start, kind: 'deskDays', quantity: 1, status: 'confirmed' },
      { periodStart: CURRENT.start, kind: 'deskDays', quantity: 1, status: 'confirmed' },
    ]);
    expect((await service.allowance(member)).deskDays.left).toBe(10);
  });
});
