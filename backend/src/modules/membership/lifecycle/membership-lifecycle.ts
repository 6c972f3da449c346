import { addVenueDays, renewsAutomatically } from '@coworking/domain';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { type MailRequest, type StaffMailRequest } from '../../mail/delivery/mail.service.js';
import { PeriodPayments } from '../../payment/renewals/period-payments.service.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';
import { MEMBERSHIP_ERRORS } from '../membership.errors.js';
import { PlanBookingsRepository } from '../plan-bookings.repository.js';
import { MembershipMail } from './membership-mail.js';
import { periodEnd, proratedCents, startNextPeriod } from './membership-periods.js';
import { type MembershipChange, moveMembership, snapshotOf } from './membership-transitions.js';

export {
  MEMBERSHIP_TRANSITIONS,
  type MembershipChange,
  type MembershipEvent,
  type MembershipSnapshot,
  snapshotOf,
} from './membership-transitions.js';

/** How a period was paid, as Paystack reported it. */
export interface PaidWith {
  channel: string | null;
  authorization?: { authorization_code: string; reusable: boolean; last4?: string; brand?: string } | null;
}

/** What applying a payment to a membership did; anything but started/renewed means the money must go back. */
export type PaidPeriodOutcome = 'started' | 'renewed' | 'already-paid' | 'ended';

/**
 * The membership lifecycle: periods, renewal state and endings of plan bookings. Callers lock the membership
 * (`lock`) inside their transaction, call one method, and stage the e-mails it returns in the same transaction.
 * Which status may follow which is membership-transitions.ts; period dates and proration are membership-periods.ts;
 * the e-mails are membership-mail.ts.
 */
@Injectable()
export class MembershipLifecycle {
  private readonly mail: MembershipMail;

  constructor(
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly bookings: PlanBookingsRepository,
    private readonly payments: PeriodPayments,
  ) {
    this.mail = new MembershipMail(config);
  }

  /** The membership with its plan, locked until the transaction ends (404 when there is none). */
  async lock(tx: Transaction, id: string): Promise<PlanBooking> {
    const booking = await this.bookings.lockWithPlanAndMember(tx, id);
    if (!booking) throw MEMBERSHIP_ERRORS.membershipNotFound();
    return booking;
  }

  /**
   * The same, for a change by its member or by staff: a seat of a team membership is refused (409), because the
   * seat follows its team; the billing contact moves or frees seats, and staff change the team.
   */
  async lockForChange(tx: Transaction, id: string): Promise<PlanBooking> {
    const booking = await this.lock(tx, id);
    if (booking.team) throw MEMBERSHIP_ERRORS.seatManagedByTeam(booking.team.company?.name ?? 'a company');
    return booking;
  }

  /** Whether the membership is set to be charged or reminded for another period (a seat never is: its team is). */
  renews(booking: PlanBooking): boolean {
    return (
      !booking.team &&
      (booking.subscriptionStatus === 'active' || booking.subscriptionStatus === 'past_due') &&
      renewsAutomatically(booking.plan.period)
    );
  }

  /** The period a payment for this membership should pay now: the first, or the one after the current. */
  nextPeriodNumber(booking: PlanBooking): number {
    return booking.periodNumber + 1;
  }

  /**
   * A payment for period `periodNumber` succeeded. The first period starts the membership (on its start date, or
   * today if that has passed); a later one extends it from the current period's end (never from the payment
   * date, so paying late within the grace period does not shift the member's billing day). A period already paid,
   * or a membership that has ended, is not delivered again: the caller refunds.
   */
  applyPaidPeriod(booking: PlanBooking, periodNumber: number, paidWith: PaidWith): PaidPeriodOutcome {
    const status = booking.subscriptionStatus;
    if (status === 'cancelled' || status === 'expired') return 'ended';
    // A checkout paid after its plan was deleted starts nothing (the plan is gone): the caller refunds it.
    if (status === 'pending' && booking.plan.deletedAt) return 'ended';
    if (periodNumber <= booking.periodNumber) return 'already-paid';
    const first = status === 'pending';
    if (first) {
      const today = this.clock.today();
      if (booking.startDate < today) booking.startDate = today;
    }
    moveMembership(
      booking,
      first ? 'activate' : 'renew',
      renewsAutomatically(booking.plan.period) ? 'active' : 'non_renewing',
    );
    startNextPeriod(booking);
    // Seats a team's billing contact removed leave with the period that was paid for them.
    if (booking.seatsNextPeriod !== null && !first) booking.seats = booking.seatsNextPeriod;
    booking.seatsNextPeriod = null;
    booking.renewalAttempts = 0;
    booking.paymentChannel = paidWith.channel;
    const authorization = paidWith.authorization;
    if (paidWith.channel === 'card' && authorization?.reusable) {
      booking.authorizationCode = authorization.authorization_code;
      booking.cardLast4 = authorization.last4 ?? null;
      booking.cardBrand = authorization.brand ?? null;
    } else if (paidWith.channel) {
      // Paid another way (M-Pesa, or a card Paystack will not charge again): renewals go by pay link from now on.
      booking.authorizationCode = null;
      booking.cardLast4 = null;
      booking.cardBrand = null;
    }
    return first ? 'started' : 'renewed';
  }

  /** The e-mails for a delivered period: the welcome (and staff's heads-up) or the renewal note. */
  paidPeriodMail(
    booking: PlanBooking,
    outcome: 'started' | 'renewed',
    amount: string,
  ): (MailRequest | StaffMailRequest)[] {
    return this.mail.paidPeriod(booking, outcome, amount);
  }

  /** A renewal went unpaid (a declined card, or a pay link not paid by the period end). */
  fallPastDue(booking: PlanBooking): void {
    moveMembership(booking, 'fall-past-due', 'past_due');
  }

  /** The grace period is over unpaid, or a non-renewing membership reached its end. */
  lapse(booking: PlanBooking): (MailRequest | StaffMailRequest)[] {
    const wasPastDue = booking.subscriptionStatus === 'past_due';
    moveMembership(booking, 'lapse', 'expired');
    booking.endedAt = this.clock.now();
    booking.authorizationCode = null;
    const mail: (MailRequest | StaffMailRequest)[] = [
      this.mail.ended(
        booking,
        wasPastDue ? 'the renewal was not paid within the grace period' : 'its last period has run out',
        0,
      ),
    ];
    if (wasPastDue) mail.push(this.mail.expiredUnpaid(booking));
    return mail;
  }

  /** The member (or staff) stops renewal: access until the period ends, no further charge or reminder. */
  cancelRenewal(booking: PlanBooking, reason: string | null): MailRequest[] {
    moveMembership(booking, 'cancel-renewal', 'non_renewing');
    booking.cancelledAt = this.clock.now();
    booking.cancelReason = reason;
    return [this.mail.renewalCancelled(booking)];
  }

  /** Renewal back on, while the paid period still runs. */
  resumeRenewal(booking: PlanBooking): void {
    if (!renewsAutomatically(booking.plan.period)) throw MEMBERSHIP_ERRORS.dayPassesDoNotRenew();
    if (!booking.currentPeriodEnd || booking.currentPeriodEnd <= this.clock.today())
      throw MEMBERSHIP_ERRORS.periodOver();
    moveMembership(booking, 'resume-renewal', 'active');
    booking.cancelledAt = null;
    booking.cancelReason = null;
  }

  /**
   * Staff end a membership now. With `refund: 'prorated'` the unused whole days of the current period go back
   * (a refund of the period's payment, written in this transaction).
   */
  async cancelNow(
    tx: Transaction,
    booking: PlanBooking,
    order: { reason: string; refund: 'none' | 'prorated'; staff: { adminId: string; username: string } },
  ): Promise<MembershipChange & { refundedCents: number; afterCommit: () => Promise<void> }> {
    const before = snapshotOf(booking);
    const refundCents = order.refund === 'prorated' ? this.proratedCents(booking) : 0;
    moveMembership(booking, 'cancel-now', 'cancelled');
    booking.cancelledAt = this.clock.now();
    booking.endedAt = booking.cancelledAt;
    booking.cancelReason = order.reason;
    booking.authorizationCode = null;
    let refundedCents = 0;
    let afterCommit: () => Promise<void> = async () => undefined;
    if (refundCents > 0)
      ({ refundedCents, afterCommit } = await this.payments.refundPaidPeriod(tx, {
        planBookingId: booking.id,
        periodNumber: booking.periodNumber,
        amountCents: refundCents,
        reason: `Membership cancelled by staff: ${order.reason}`,
        staff: order.staff,
      }));
    const mail = [this.mail.ended(booking, order.reason, refundedCents)];
    return { booking, before, after: snapshotOf(booking), mail, refundedCents, afterCommit };
  }

  /**
   * The share of the current period's price not yet used: whole days from today (or the period start, if later)
   * to the period end, over the period's days. What was actually paid caps it (the refund of the payment checks).
   */
  proratedCents(booking: PlanBooking): number {
    return proratedCents(booking, this.clock.today());
  }

  /** Staff move the period end on by some days (a closure, a goodwill gesture); an overdue one becomes active. */
  extend(booking: PlanBooking, days: number): MembershipChange {
    const before = snapshotOf(booking);
    const status = booking.subscriptionStatus;
    moveMembership(booking, 'extend', status === 'past_due' ? 'active' : status);
    booking.extensionDays += days;
    booking.currentPeriodEnd = addVenueDays(booking.currentPeriodEnd ?? this.clock.today(), days);
    booking.renewalAttempts = 0;
    return { booking, before, after: snapshotOf(booking), mail: [] };
  }

  /**
   * Staff give a period free: a live membership gets one more period on its end; one not started or ended starts
   * a new free period today.
   */
  comp(booking: PlanBooking): MembershipChange {
    const before = snapshotOf(booking);
    const status = booking.subscriptionStatus;
    const live = status === 'active' || status === 'past_due' || status === 'non_renewing';
    // Only ended memberships (and unpaid checkouts) can be on a deleted plan: none of them starts again on it.
    if (booking.plan.deletedAt) throw MEMBERSHIP_ERRORS.planDeleted();
    moveMembership(booking, 'comp', status === 'non_renewing' ? 'non_renewing' : 'active');
    if (live && booking.currentPeriodEnd) {
      // The next period, given: the current one now runs to its end (a payment in flight for it goes back).
      booking.periodNumber += 1;
      booking.currentPeriodEnd = periodEnd(booking, booking.periodNumber);
    } else {
      booking.startDate = this.clock.today();
      booking.extensionDays = 0;
      booking.periodNumber = 0;
      startNextPeriod(booking);
      booking.endedAt = null;
      booking.cancelledAt = null;
      booking.cancelReason = null;
    }
    booking.renewalAttempts = 0;
    return { booking, before, after: snapshotOf(booking), mail: [] };
  }

  /**
   * Records that a step of the renewal job happened for a period; false when it had already (another run or
   * worker did it). Runs in its own statement so a retried job never repeats an e-mail or a charge.
   */
  once(tx: Transaction, booking: PlanBooking, periodNumber: number, kind: string): Promise<boolean> {
    return this.bookings.recordNoticeOnce(tx, booking.id, periodNumber, kind);
  }

  /** Staff's e-mail about a membership, to the addresses chosen for its kind (new memberships, failed renewals). */
  staffNotice(
    kind: 'memberships' | 'failedRenewals',
    booking: PlanBooking,
    headline: string,
    details: string,
  ): StaffMailRequest {
    return this.mail.staffNotice(kind, booking, headline, details);
  }

  portalUrl(): string {
    return this.mail.portalUrl();
  }
}
