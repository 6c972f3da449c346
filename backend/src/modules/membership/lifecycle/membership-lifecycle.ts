import {
  addVenueDays,
  centsToKes,
  daysBetween,
  formatKesNumber,
  formatMembershipDate,
  MEMBERSHIP_STATUS_LABELS,
  membershipPeriodEnd,
  type MembershipStatus,
  renewsAutomatically,
  toCents,
} from '@coworking/domain';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { type MailRequest, type StaffMailRequest } from '../../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { PlanBooking } from '../entities/plan-booking.entity.js';

/** What can happen to a membership. */
export type MembershipEvent =
  | 'activate'
  | 'renew'
  | 'fall-past-due'
  | 'cancel-renewal'
  | 'resume-renewal'
  | 'lapse'
  | 'cancel-now'
  | 'extend'
  | 'comp';

/**
 * The state machine: from which statuses each event may happen. Every status change of a membership goes through
 * `move`, which refuses anything not listed here.
 *
 *   pending ──activate──▶ active ──fall-past-due──▶ past_due ──lapse──▶ expired
 *                           │  ▲                        │
 *             cancel-renewal│  │resume-renewal / renew  │renew (paid late, within grace)
 *                           ▼  │                        ▼
 *                        non_renewing ──lapse (period end)──▶ expired         any live one ──cancel-now──▶ cancelled
 */
export const MEMBERSHIP_TRANSITIONS: Record<MembershipEvent, readonly MembershipStatus[]> = {
  activate: ['pending'],
  renew: ['active', 'past_due', 'non_renewing'],
  'fall-past-due': ['active'],
  'cancel-renewal': ['active', 'past_due'],
  'resume-renewal': ['non_renewing'],
  lapse: ['past_due', 'non_renewing'],
  'cancel-now': ['pending', 'active', 'past_due', 'non_renewing'],
  extend: ['active', 'past_due', 'non_renewing'],
  comp: ['pending', 'active', 'past_due', 'non_renewing', 'expired', 'cancelled'],
};

const EVENT_WORDS: Record<MembershipEvent, string> = {
  activate: 'activated',
  renew: 'renewed',
  'fall-past-due': 'marked overdue',
  'cancel-renewal': 'set not to renew',
  'resume-renewal': 'set to renew again',
  lapse: 'expired',
  'cancel-now': 'cancelled',
  extend: 'extended',
  comp: 'given a free period',
};

export const LIFECYCLE_MESSAGES = {
  notFound: 'Membership not found.',
  refused: (status: MembershipStatus, event: MembershipEvent) =>
    `A membership that is "${MEMBERSHIP_STATUS_LABELS[status]}" cannot be ${EVENT_WORDS[event]}.`,
  periodOver: 'This period has already ended: pay for the next one to carry on.',
  dayPassesDoNotRenew: 'Day passes do not renew: book another day instead.',
  planDeleted: 'The plan of this membership was deleted: start a membership on another plan instead.',
};

/** How a period was paid, as Paystack reported it. */
export interface PaidWith {
  channel: string | null;
  authorization?: { authorization_code: string; reusable: boolean; last4?: string; brand?: string } | null;
}

/** What applying a payment to a membership did; anything but started/renewed means the money must go back. */
export type PaidPeriodOutcome = 'started' | 'renewed' | 'already-paid' | 'ended';

/** The change a staff action made, for the audit log. */
export interface MembershipChange {
  booking: PlanBooking;
  before: MembershipSnapshot;
  after: MembershipSnapshot;
  mail: MailRequest[];
}

export interface MembershipSnapshot {
  status: MembershipStatus;
  periodNumber: number;
  currentPeriodEnd: string | null;
}

/**
 * Asked when staff cancel a membership with a refund: the payment module writes a refund of (up to) `amountCents`
 * of the payment for the current period inside the same transaction, and answers what it refunded (0 when
 * nothing was paid) and what to run once the transaction has committed (sending the refund to Paystack).
 */
export type MembershipRefunder = (
  em: EntityManager,
  request: {
    planBookingId: string;
    periodNumber: number;
    amountCents: number;
    reason: string;
    /** The admin who cancelled (the refund row names them). */
    staff: { adminId: string; username: string };
  },
) => Promise<{ refundedCents: number; afterCommit: () => Promise<void> }>;

/**
 * The membership lifecycle: periods, renewal state and endings of plan bookings. Callers lock the membership
 * (`lock`) inside their transaction, call one method, and stage the e-mails it returns in the same transaction.
 */
@Injectable()
export class MembershipLifecycle {
  private refunder: MembershipRefunder | null = null;

  constructor(
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The payment module refunds staff cancellations (it owns payments). */
  useRefunder(refunder: MembershipRefunder): void {
    this.refunder = refunder;
  }

  /** The membership with its plan, locked until the transaction ends (404 when there is none). */
  async lock(em: EntityManager, id: string): Promise<PlanBooking> {
    const booking = await em.findOne(PlanBooking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!booking) throw new NotFoundException(LIFECYCLE_MESSAGES.notFound);
    await em.populate(booking, ['plan', 'user']);
    return booking;
  }

  /** The one place a status changes: refuses what the state machine does not allow. */
  private move(booking: PlanBooking, event: MembershipEvent, to: MembershipStatus): void {
    const from = booking.subscriptionStatus;
    if (!MEMBERSHIP_TRANSITIONS[event].includes(from))
      throw new ConflictException(LIFECYCLE_MESSAGES.refused(from, event));
    booking.subscriptionStatus = to;
  }

  /** Whether the membership is set to be charged or reminded for another period. */
  renews(booking: PlanBooking): boolean {
    return (
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
    this.move(
      booking,
      first ? 'activate' : 'renew',
      renewsAutomatically(booking.plan.period) ? 'active' : 'non_renewing',
    );
    this.startNextPeriod(booking);
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
    const member = this.memberOf(booking);
    if (outcome === 'started')
      return [
        {
          template: MAIL_TEMPLATES.subscriptionActivated,
          to: booking.contact.email,
          variables: {
            firstName: booking.contact.firstName,
            membershipPlan: booking.plan.name,
            startDate: formatMembershipDate(booking.startDate),
          },
        },
        this.staffNotice(
          'memberships',
          booking,
          'new membership',
          `${member} subscribed to ${booking.plan.name} from ${formatMembershipDate(booking.startDate)}; the first period (KSh ${amount}) is paid${booking.authorizationCode ? ' by card and renews automatically' : booking.paymentChannel === 'mobile_money' ? ' by M-Pesa; renewals go by e-mailed pay link' : ''}.`,
        ),
      ];
    return [
      {
        template: MAIL_TEMPLATES.membershipRenewed,
        to: booking.contact.email,
        variables: {
          firstName: booking.contact.firstName,
          membershipPlan: booking.plan.name,
          periodStart: formatMembershipDate(booking.currentPeriodStart!),
          periodEnd: formatMembershipDate(booking.currentPeriodEnd!),
          amount,
          portalUrl: this.portalUrl(),
        },
      },
    ];
  }

  /** A renewal went unpaid (a declined card, or a pay link not paid by the period end). */
  fallPastDue(booking: PlanBooking): void {
    this.move(booking, 'fall-past-due', 'past_due');
  }

  /** The grace period is over unpaid, or a non-renewing membership reached its end. */
  lapse(booking: PlanBooking): (MailRequest | StaffMailRequest)[] {
    const wasPastDue = booking.subscriptionStatus === 'past_due';
    this.move(booking, 'lapse', 'expired');
    booking.endedAt = this.clock.now();
    booking.authorizationCode = null;
    const mail: (MailRequest | StaffMailRequest)[] = [
      this.endedMail(
        booking,
        wasPastDue ? 'the renewal was not paid within the grace period' : 'its last period has run out',
        0,
      ),
    ];
    if (wasPastDue)
      mail.push(
        this.staffNotice(
          'failedRenewals',
          booking,
          'membership expired unpaid',
          `${this.memberOf(booking)}'s ${booking.plan.name} membership expired: the renewal due ${formatMembershipDate(booking.currentPeriodEnd!)} was not paid within the grace period.`,
        ),
      );
    return mail;
  }

  /** The member (or staff) stops renewal: access until the period ends, no further charge or reminder. */
  cancelRenewal(booking: PlanBooking, reason: string | null): MailRequest[] {
    this.move(booking, 'cancel-renewal', 'non_renewing');
    booking.cancelledAt = this.clock.now();
    booking.cancelReason = reason;
    return [
      {
        template: MAIL_TEMPLATES.membershipRenewalCancelled,
        to: booking.contact.email,
        variables: {
          firstName: booking.contact.firstName,
          membershipPlan: booking.plan.name,
          periodEnd: formatMembershipDate(booking.currentPeriodEnd!),
          portalUrl: this.portalUrl(),
        },
      },
    ];
  }

  /** Renewal back on, while the paid period still runs. */
  resumeRenewal(booking: PlanBooking): void {
    if (!renewsAutomatically(booking.plan.period)) throw new ConflictException(LIFECYCLE_MESSAGES.dayPassesDoNotRenew);
    if (!booking.currentPeriodEnd || booking.currentPeriodEnd <= this.clock.today())
      throw new ConflictException(LIFECYCLE_MESSAGES.periodOver);
    this.move(booking, 'resume-renewal', 'active');
    booking.cancelledAt = null;
    booking.cancelReason = null;
  }

  /**
   * Staff end a membership now. With `refund: 'prorated'` the unused whole days of the current period go back
   * (through the payment module's refunder, in this transaction).
   */
  async cancelNow(
    em: EntityManager,
    booking: PlanBooking,
    order: { reason: string; refund: 'none' | 'prorated'; staff: { adminId: string; username: string } },
  ): Promise<MembershipChange & { refundedCents: number; afterCommit: () => Promise<void> }> {
    const before = snapshotOf(booking);
    const refundCents = order.refund === 'prorated' ? this.proratedCents(booking) : 0;
    this.move(booking, 'cancel-now', 'cancelled');
    booking.cancelledAt = this.clock.now();
    booking.endedAt = booking.cancelledAt;
    booking.cancelReason = order.reason;
    booking.authorizationCode = null;
    let refundedCents = 0;
    let afterCommit: () => Promise<void> = async () => undefined;
    if (refundCents > 0 && this.refunder)
      ({ refundedCents, afterCommit } = await this.refunder(em, {
        planBookingId: booking.id,
        periodNumber: booking.periodNumber,
        amountCents: refundCents,
        reason: `Membership cancelled by staff: ${order.reason}`,
        staff: order.staff,
      }));
    const mail = [this.endedMail(booking, order.reason, refundedCents)];
    return { booking, before, after: snapshotOf(booking), mail, refundedCents, afterCommit };
  }

  /**
   * The share of the current period's price not yet used: whole days from today (or the period start, if later)
   * to the period end, over the period's days. What was actually paid caps it (the refunder checks).
   */
  proratedCents(booking: PlanBooking): number {
    if (!booking.currentPeriodEnd || booking.periodNumber === 0) return 0;
    const today = this.clock.today();
    const from = booking.currentPeriodStart && booking.currentPeriodStart > today ? booking.currentPeriodStart : today;
    const unusedDays = Math.max(0, daysBetween(from, booking.currentPeriodEnd));
    const days = Math.max(1, daysBetween(booking.currentPeriodStart ?? booking.startDate, booking.currentPeriodEnd));
    return Math.floor((toCents(booking.plan.price) * Math.min(unusedDays, days)) / days);
  }

  /** Staff move the period end on by some days (a closure, a goodwill gesture); an overdue one becomes active. */
  extend(booking: PlanBooking, days: number): MembershipChange {
    const before = snapshotOf(booking);
    const status = booking.subscriptionStatus;
    this.move(booking, 'extend', status === 'past_due' ? 'active' : status);
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
    if (booking.plan.deletedAt) throw new ConflictException(LIFECYCLE_MESSAGES.planDeleted);
    this.move(booking, 'comp', status === 'non_renewing' ? 'non_renewing' : 'active');
    if (live && booking.currentPeriodEnd) {
      // The next period, given: the current one now runs to its end (a payment in flight for it goes back).
      booking.periodNumber += 1;
      booking.currentPeriodEnd = this.periodEnd(booking, booking.periodNumber);
    } else {
      booking.startDate = this.clock.today();
      booking.extensionDays = 0;
      booking.periodNumber = 0;
      this.startNextPeriod(booking);
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
  async once(em: EntityManager, booking: PlanBooking, periodNumber: number, kind: string): Promise<boolean> {
    const inserted = await em.execute<{ id: string }[]>(
      `insert into membership_notices (plan_booking_id, period_number, kind) values (?, ?, ?)
       on conflict on constraint membership_notices_once_unique do nothing returning id`,
      [booking.id, periodNumber, kind],
    );
    return inserted.length > 0;
  }

  /** Staff's e-mail about a membership, to the addresses chosen for its kind (new memberships, failed renewals). */
  staffNotice(
    kind: 'memberships' | 'failedRenewals',
    booking: PlanBooking,
    headline: string,
    details: string,
  ): StaffMailRequest {
    return {
      template: MAIL_TEMPLATES.membershipStaffNotice,
      staff: kind,
      variables: {
        headline,
        details,
        memberName: this.memberOf(booking),
        email: booking.contact.email,
        membershipPlan: booking.plan.name,
      },
    };
  }

  /** The member's e-mail that the membership has ended (and what is being refunded, if anything). */
  private endedMail(booking: PlanBooking, reason: string, refundedCents: number): MailRequest {
    return {
      template: MAIL_TEMPLATES.membershipEnded,
      to: booking.contact.email,
      variables: {
        firstName: booking.contact.firstName,
        membershipPlan: booking.plan.name,
        reason,
        refundAmount: refundedCents > 0 ? formatCents(refundedCents) : null,
        membershipUrl: `${this.config.http.publicUrl}/membership`,
      },
    };
  }

  portalUrl(): string {
    return `${this.config.http.publicUrl}/member-portal`;
  }

  private memberOf(booking: PlanBooking): string {
    return `${booking.contact.firstName} ${booking.contact.lastName}`.trim();
  }

  /**
   * The next period begins where the current one ends (the start date for the first). Ends are counted from the
   * start date (so 31 January renews on the last day of each short month and is back on the 31st after), plus
   * the days staff have added.
   */
  private startNextPeriod(booking: PlanBooking): void {
    booking.previousPeriodStart = booking.periodNumber === 0 ? null : booking.currentPeriodStart;
    booking.currentPeriodStart = booking.periodNumber === 0 ? booking.startDate : booking.currentPeriodEnd;
    booking.periodNumber += 1;
    booking.currentPeriodEnd = this.periodEnd(booking, booking.periodNumber);
  }

  private periodEnd(booking: PlanBooking, periodNumber: number): string {
    return addVenueDays(
      membershipPeriodEnd(booking.startDate, booking.plan.period, periodNumber),
      booking.extensionDays,
    );
  }
}

export function snapshotOf(booking: PlanBooking): MembershipSnapshot {
  return {
    status: booking.subscriptionStatus,
    periodNumber: booking.periodNumber,
    currentPeriodEnd: booking.currentPeriodEnd,
  };
}

function formatCents(cents: number): string {
  return formatKesNumber(centsToKes(cents));
}
