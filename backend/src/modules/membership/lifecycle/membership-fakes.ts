import { type Clock } from '../../../common/clock/clock.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { type AppConfig } from '../../../config/app-config.js';
import {
  type PeriodPayments,
  type PeriodRefund,
  type PeriodRefundRequest,
} from '../../payment/renewals/period-payments.service.js';
import { type MembershipPlan } from '../entities/membership-plan.entity.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';
import { type PlanBookingsRepository } from '../plan-bookings.repository.js';
import { MembershipLifecycle } from './membership-lifecycle.js';

/** What the fake clock of the specs says: 10 March 2026, in the morning in Nairobi. */
export const FAKE_TODAY = '2026-03-10';
export const FAKE_NOW = new Date('2026-03-10T07:00:00Z');

/** Plan bookings kept in a map for unit specs; the notices the renewal job recorded, as keys. */
export class FakePlanBookings implements Pick<PlanBookingsRepository, 'lockWithPlanAndMember' | 'recordNoticeOnce'> {
  readonly rows = new Map<string, PlanBooking>();
  readonly notices = new Set<string>();
  readonly lockedIn: Transaction[] = [];

  async lockWithPlanAndMember(tx: Transaction, id: string): Promise<PlanBooking | null> {
    this.lockedIn.push(tx);
    return this.rows.get(id) ?? null;
  }

  async recordNoticeOnce(_tx: Transaction, planBookingId: string, periodNumber: number, kind: string) {
    const key = `${planBookingId}/${periodNumber}/${kind}`;
    if (this.notices.has(key)) return false;
    this.notices.add(key);
    return true;
  }
}

/** The payment module's refund of a paid period, answered as a spec says (nothing paid, unless told otherwise). */
export class FakePeriodRefunds implements Pick<PeriodPayments, 'refundPaidPeriod'> {
  private answer: (tx: Transaction, request: PeriodRefundRequest) => Promise<PeriodRefund> = async () => ({
    refundedCents: 0,
    afterCommit: async () => undefined,
  });

  answerWith(answer: (tx: Transaction, request: PeriodRefundRequest) => Promise<PeriodRefund>): void {
    this.answer = answer;
  }

  refundPaidPeriod(tx: Transaction, request: PeriodRefundRequest): Promise<PeriodRefund> {
    return this.answer(tx, request);
  }
}

/** A checkout on a monthly plan of KES 10,000 starting 1 March, not yet paid (unless `fields` say otherwise). */
export function fakeMembership(fields: Partial<PlanBooking> = {}, plan: Partial<MembershipPlan> = {}): PlanBooking {
  return {
    id: 'pb-1',
    contact: { firstName: 'Amina', lastName: 'Otieno', email: 'amina@example.com' },
    startDate: '2026-03-01',
    subscriptionStatus: 'pending',
    periodNumber: 0,
    extensionDays: 0,
    currentPeriodStart: null,
    previousPeriodStart: null,
    currentPeriodEnd: null,
    renewalAttempts: 0,
    paymentChannel: null,
    authorizationCode: null,
    cardLast4: null,
    cardBrand: null,
    cancelledAt: null,
    cancelReason: null,
    endedAt: null,
    company: null,
    team: null,
    seats: 1,
    seatsNextPeriod: null,
    seatReleasedAt: null,
    ...fields,
    plan: { name: 'Flexible', price: '10000.00', period: 'monthly', deletedAt: null, ...plan },
  } as unknown as PlanBooking;
}

/** The same membership paid by card and in its first period: 1 March to 1 April (31 days). */
export const activeInMarch = (fields: Partial<PlanBooking> = {}): PlanBooking =>
  fakeMembership({
    subscriptionStatus: 'active',
    periodNumber: 1,
    currentPeriodStart: '2026-03-01',
    currentPeriodEnd: '2026-04-01',
    paymentChannel: 'card',
    authorizationCode: 'AUTH_saved',
    ...fields,
  });

/** The real lifecycle on the fake clock, fake plan bookings and fake period refunds. */
export function lifecycleWithFakes() {
  const bookings = new FakePlanBookings();
  const clock = { now: () => FAKE_NOW, today: () => FAKE_TODAY } as Clock;
  const config = { http: { publicUrl: 'https://syokimau.example' } } as AppConfig;
  const refunds = new FakePeriodRefunds();
  const lifecycle = new MembershipLifecycle(
    clock,
    config,
    bookings as unknown as PlanBookingsRepository,
    refunds as unknown as PeriodPayments,
  );
  return { bookings, clock, lifecycle, refunds };
}
