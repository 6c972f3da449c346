import { type BookedInterval, intervalsFor, venueInstant } from '@coworking/domain';
import { type Clock } from '../../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type BookingsService, type SpaceBookingRequest } from '../../booking/bookings.service.js';
import { type SpaceBooking } from '../../booking/entities/space-booking.entity.js';
import { type User } from '../../identity/entities/user.entity.js';
import { type MailRequest, type MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { type PlanBooking, type SubscriptionStatus } from '../../membership/entities/plan-booking.entity.js';
import { Payment } from '../../payment/entities/payment.entity.js';
import { type PaymentCheckouts } from '../../payment/payment-checkouts.service.js';
import { newReference } from '../../payment/payment-values.js';
import { PAYMENT_ERRORS } from '../../payment/payment.errors.js';
import { PAYMENT_MESSAGES } from '../../payment/payment.messages.js';
import { type PromotionsService } from '../../promotions/promotions.service.js';
import { type GuestPassesRepository } from '../guests/guest-passes.repository.js';
import { type AllowanceUse } from '../entities/allowance-use.entity.js';
import { ALLOWANCE_MESSAGES } from '../member-portal.messages.js';
import { AllowanceBookingsService } from './allowance-bookings.service.js';
import { type AllowanceUsesRepository } from './allowance-uses.repository.js';
import { type AllowanceRepository } from './allowance.repository.js';
import { MemberAllowanceService } from './member-allowance.service.js';

/**
 * A member's booking from the portal with the database, the booking module, Paystack and mail replaced by fakes:
 * what the allowance covers is confirmed at KSh 0 with one use per row, the rest is held at the member price with a
 * payment row and a Paystack checkout. The real-database suite (test/member-portal/member-allowance.e2e.spec.ts)
 * proves the same end to end, with the lock that lets one of 20 parallel bookings take the last desk day.
 */

const NOW = venueInstant('2026-12-09', '08:00');
/** Why Paystack would not open a checkout, as the payment module words it when Paystack does not answer. */
const PAYSTACK_SILENT = 'the payment provider did not answer.';
const PERIOD = { start: '2026-12-01', end: '2027-01-01' };
/** A hot desk's public price per day. */
const DAY_CENTS = 150_000;
const member = {
  id: 'member-1',
  email: 'Wanjiru@Example.co.ke',
  firstName: 'Wanjiru',
  lastName: ' ',
  phone: null,
  companyName: 'Kamau Ltd',
  kraPin: 'A123456789Z',
} as unknown as User;

function membershipWith(plan: Partial<PlanBooking['plan']> = {}, status: SubscriptionStatus = 'active'): PlanBooking {
  return {
    id: 'membership-1',
    subscriptionStatus: status,
    previousPeriodStart: null,
    currentPeriodStart: PERIOD.start,
    currentPeriodEnd: PERIOD.end,
    contact: { firstName: 'W.', lastName: 'Kamau', email: 'wanjiru@example.co.ke', phone: '+254700000001' },
    plan: {
      name: 'Flexible',
      deskDaysPerPeriod: 3,
      unlimitedDeskDays: false,
      meetingRoomHoursPerPeriod: 0,
      guestPassesPerPeriod: 0,
      memberDiscountPercent: 20,
      ...plan,
    },
  } as unknown as PlanBooking;
}

interface Group {
  id: string;
  status: 'pending' | 'confirmed';
  rows: SpaceBooking[];
  amountCents: number;
  request: SpaceBookingRequest;
}

/** Everything the booking touches, in memory. */
class World {
  membership: PlanBooking | null = membershipWith();
  space = { type: 'hot-desk', billingCycle: 'daily' as const };
  readonly uses: AllowanceUse[] = [];
  readonly groups: Group[] = [];
  readonly payments: Payment[] = [];
  readonly staged: MailRequest[] = [];
  readonly dispatched: MailRequest[][] = [];
  readonly checkouts: Array<{ payment: Payment; groupId: string; spaceId: string }> = [];
  /** The order the membership's lock and the balance reads happened in. */
  readonly steps: string[] = [];
  paystackRefuses = false;
  readonly unitOfWork = new FakeUnitOfWork();

  service(): AllowanceBookingsService {
    const allowances: Pick<AllowanceRepository, 'membership' | 'lockMembership'> = {
      membership: async () => this.membership,
      lockMembership: async () => {
        this.steps.push('lock');
        return this.membership;
      },
    };
    const uses: Pick<AllowanceUsesRepository, 'usedInPeriod' | 'add'> = {
      // As the SQL counts: a use counts while its booking is not cancelled.
      usedInPeriod: async (_id, periodStart) => {
        this.steps.push('read balance');
        const used = { deskDays: 0, meetingRoomHours: 0 };
        for (const use of this.uses)
          if (use.periodStart === periodStart && use.booking.status !== 'cancelled') used[use.kind] += use.quantity;
        return used;
      },
      add: (_tx, added) => void this.uses.push(...added),
    };
    const allowance = new MemberAllowanceService(
      allowances as AllowanceRepository,
      uses as AllowanceUsesRepository,
      {} as GuestPassesRepository,
      { now: () => NOW, today: () => '2026-12-09' } as Clock,
    );
    const bookings: Pick<BookingsService, 'quote' | 'createGroup' | 'confirmPaidGroup'> = {
      quote: async (_tx, request) => {
        const intervals = intervalsFor(this.space.billingCycle, request.dates, request.slots);
        return {
          space: this.space as never,
          intervals,
          amountCents: DAY_CENTS * intervals.length,
        };
      },
      createGroup: async (_tx, request, status) => {
        const id = `group-${this.groups.length + 1}`;
        const share = request.memberShare!;
        const intervals = intervalsFor(this.space.billingCycle, request.dates, request.slots).filter(share.takes);
        const rows = intervals.map(
          (interval: BookedInterval, index) =>
            ({ id: `${id}-row-${index + 1}`, date: interval.date, time: interval.time, status }) as SpaceBooking,
        );
        const amountCents = share.rowPriceCents(DAY_CENTS) * rows.length;
        this.groups.push({ id, status, rows, amountCents, request });
        return { bookingGroupId: id, bookings: rows, amountCents, holdExpiresAt: status === 'pending' ? NOW : null };
      },
      confirmPaidGroup: async (_tx, groupId) => {
        const group = this.groups.find((candidate) => candidate.id === groupId)!;
        group.status = 'confirmed';
        for (const row of group.rows) row.status = 'confirmed';
        return { confirmed: group.rows, unplaced: [], mail: { template: 'booking-confirmation', to: groupId } };
      },
    };
    const checkouts: Pick<PaymentCheckouts, 'open' | 'startBookingCheckout'> = {
      // The payment row as the payment module writes it, kept in this fake's table.
      open: (_tx, target, payer = {}) => {
        const payment = new Payment(newReference(), target.purpose, target.targetId, target.amountCents, target.email);
        payment.customerName = `${payer.firstName ?? ''} ${payer.lastName ?? ''}`.trim();
        payment.companyName = payer.companyName ?? null;
        payment.kraPin = payer.kraPin ?? null;
        this.payments.push(payment);
        return payment;
      },
      startBookingCheckout: async (payment, held, spaceId) => {
        if (this.paystackRefuses) throw PAYMENT_ERRORS.checkoutNotStarted(PAYSTACK_SILENT);
        this.checkouts.push({ payment, groupId: held.bookingGroupId, spaceId: spaceId ?? '' });
        return {
          success: true,
          isFree: false,
          amount: payment.amountCents / 100,
          amountCents: payment.amountCents,
          data: {
            authorization_url: 'https://checkout.paystack.test/x',
            access_code: 'x',
            reference: payment.reference,
          },
          holdExpiresAt: held.holdExpiresAt,
        } as Awaited<ReturnType<PaymentCheckouts['startBookingCheckout']>>;
      },
    };
    // No promo code is used here (promotions.service.spec.ts covers them).
    const promotions = { apply: () => Promise.reject(new Error('No promo code in these specs')) };
    const mail: Pick<MailService, 'stage' | 'dispatch'> = {
      stage: (_tx, request) => {
        this.staged.push(request);
        return request as unknown as MailOutbox;
      },
      dispatch: async (rows) => void this.dispatched.push(rows as unknown as MailRequest[]),
    };
    return new AllowanceBookingsService(
      this.unitOfWork.asUnitOfWork(),
      allowance,
      bookings as BookingsService,
      checkouts as PaymentCheckouts,
      promotions as unknown as PromotionsService,
      mail as MailService,
      { now: () => NOW } as Clock,
    );
  }

  book(...dates: string[]) {
    return this.service().book(member, { spaceId: 'space-1', dates, notes: '  ' } as never, '10.0.0.1');
  }
}

describe('a member booking from the portal', () => {
  it('confirms the covered dates at KSh 0 and holds the rest at the member price for payment', async () => {
    const world = new World();

    const started = await world.book('2026-12-14', '2026-12-10', '2026-12-11', '2026-12-15', '2026-12-16');

    const [covered, paid] = world.groups;
    expect(covered).toMatchObject({ status: 'confirmed', amountCents: 0 });
    expect(covered.rows.map((row) => row.date)).toEqual(['2026-12-10', '2026-12-11', '2026-12-14']);
    // 20% off KSh 1,500 a day, for the two dates the three desk days do not cover.
    expect(paid).toMatchObject({ status: 'pending', amountCents: 2 * 120_000 });
    expect(paid.rows.map((row) => row.date)).toEqual(['2026-12-15', '2026-12-16']);
    expect(world.uses.map((use) => [use.booking.date, use.periodStart, use.kind, use.quantity])).toEqual([
      ['2026-12-10', PERIOD.start, 'deskDays', 1],
      ['2026-12-11', PERIOD.start, 'deskDays', 1],
      ['2026-12-14', PERIOD.start, 'deskDays', 1],
    ]);
    expect(world.payments).toHaveLength(1);
    expect(world.payments[0]).toMatchObject({
      purpose: 'booking',
      targetId: paid.id,
      amountCents: 240_000,
      email: 'wanjiru@example.co.ke',
      customerName: 'Wanjiru Kamau',
      companyName: 'Kamau Ltd',
      kraPin: 'A123456789Z',
    });
    expect(started).toEqual({
      bookingGroupId: covered.id,
      usesAllowance: true,
      coveredDates: ['2026-12-10', '2026-12-11', '2026-12-14'],
      amountDue: 2400,
      originalAmount: 2400,
      discount: 0,
      paidBookingGroupId: paid.id,
      reference: world.payments[0].reference,
      authorization_url: 'https://checkout.paystack.test/x',
      access_code: 'x',
      holdExpiresAt: NOW.toISOString(),
    });
    expect(world.checkouts).toEqual([{ payment: world.payments[0], groupId: paid.id, spaceId: 'space-1' }]);
    // The covered part's confirmation is staged in the transaction and sent after it committed.
    expect(world.staged).toEqual([{ template: 'booking-confirmation', to: covered.id }]);
    expect(world.dispatched).toEqual([world.staged]);
    expect(world.unitOfWork.commits).toBe(1);
  });

  it('books the member as their profile says, with the membership contact where the profile has a gap', async () => {
    const world = new World();
    await world.book('2026-12-10');
    expect(world.groups[0].request).toMatchObject({
      contact: { firstName: 'Wanjiru', lastName: 'Kamau', email: 'wanjiru@example.co.ke', phone: '+254700000001' },
      notes: null,
      clientAddress: '10.0.0.1',
      userId: 'member-1',
    });
  });

  it('locks the membership before it reads what is left', async () => {
    const world = new World();
    await world.book('2026-12-10');
    expect(world.steps).toEqual(['lock', 'read balance']);
  });

  it('asks nothing of Paystack when the allowance covers it all', async () => {
    const world = new World();

    const started = await world.book('2026-12-10', '2026-12-11');

    expect(world.groups).toHaveLength(1);
    expect(world.payments).toEqual([]);
    expect(world.checkouts).toEqual([]);
    expect(started).toMatchObject({ usesAllowance: true, amountDue: 0, paidBookingGroupId: null, reference: null });
  });

  it('books a space outside the allowance wholly at the member price, using none of it', async () => {
    const world = new World();
    world.space = { type: 'hot-desk', billingCycle: 'monthly' as 'daily' };

    const started = await world.book('2026-12-10');

    expect(world.groups.map((group) => group.status)).toEqual(['pending']);
    expect(world.uses).toEqual([]);
    expect(started).toMatchObject({ bookingGroupId: null, usesAllowance: false, coveredDates: [], amountDue: 1200 });
  });

  it('confirms the rest at once, without a payment, when the member discount is 100%', async () => {
    const world = new World();
    world.membership = membershipWith({ deskDaysPerPeriod: 1, memberDiscountPercent: 100 });

    const started = await world.book('2026-12-10', '2026-12-11');

    expect(world.groups.map((group) => [group.status, group.amountCents])).toEqual([
      ['confirmed', 0],
      ['confirmed', 0],
    ]);
    expect(world.payments).toEqual([]);
    expect(world.staged).toHaveLength(2);
    expect(started).toMatchObject({ amountDue: 0, reference: null });
  });

  it('gives the desk day back when its booking is cancelled', async () => {
    const world = new World();
    world.membership = membershipWith({ deskDaysPerPeriod: 1 });
    await world.book('2026-12-10');
    expect((await world.book('2026-12-11')).usesAllowance).toBe(false);

    for (const row of world.groups[0].rows) row.status = 'cancelled';

    expect(await world.book('2026-12-12')).toMatchObject({ usesAllowance: true, coveredDates: ['2026-12-12'] });
  });

  it('refuses a member without a membership, or a past-due one, and writes nothing', async () => {
    const world = new World();
    world.membership = null;
    await expect(world.book('2026-12-10')).rejects.toMatchObject({
      code: 'no-allowance-to-spend',
      kind: 'conflict',
      message: ALLOWANCE_MESSAGES.noAllowance,
    });
    world.membership = membershipWith({}, 'past_due');
    await expect(world.book('2026-12-10')).rejects.toMatchObject({
      code: 'allowance-past-due',
      kind: 'conflict',
      message: ALLOWANCE_MESSAGES.pastDue,
    });

    expect(world.groups).toEqual([]);
    expect(world.unitOfWork.rollbacks).toBe(2);
    expect(world.dispatched).toEqual([]);
  });

  it('tells the member the covered part is booked when Paystack cannot start the paid part', async () => {
    const world = new World();
    world.paystackRefuses = true;

    await expect(world.book('2026-12-10', '2026-12-11', '2026-12-14', '2026-12-15')).rejects.toMatchObject({
      code: 'paid-part-not-started',
      kind: 'upstream-failed',
      message: ALLOWANCE_MESSAGES.paidPartNotStarted(
        '2026-12-10, 2026-12-11, 2026-12-14',
        PAYMENT_MESSAGES.couldNotStart(PAYSTACK_SILENT),
      ),
    });
    expect(world.unitOfWork.commits).toBe(1);
  });

  it("passes Paystack's refusal on as it is when nothing was covered", async () => {
    const world = new World();
    world.membership = membershipWith({ deskDaysPerPeriod: 0 });
    world.paystackRefuses = true;

    await expect(world.book('2026-12-10')).rejects.toMatchObject({
      code: 'checkout-not-started',
      kind: 'upstream-failed',
      message: PAYMENT_MESSAGES.couldNotStart(PAYSTACK_SILENT),
    });
  });
});
