import { addVenueDays, formatMembershipDate } from '@coworking/domain';
import { Inject, Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../../common/events/domain-events.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { MemberAccounts } from '../../identity/members/member-accounts.js';
import { type Payment } from '../../payment/entities/payment.entity.js';
import { type Delivery, PaymentSucceeded } from '../../payment/payment.events.js';
import { kes } from '../../payment/payment-values.js';
import { type PaystackTransaction } from '../../payment/paystack/paystack.types.js';
import { PeriodPayments } from '../../payment/renewals/period-payments.service.js';
import { MembershipLifecycle } from '../lifecycle/membership-lifecycle.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';
import { MembershipError } from '../membership.errors.js';

/**
 * Delivers a paid membership period (a payment of purpose 'plan'), inside the fulfilling transaction: the first
 * period starts the membership, a later one renews it (through the lifecycle, on the locked membership). A period
 * already paid (a second payment, or a card charge and a pay link both paid) or a membership that has ended is not
 * delivered: the answer says so, and the payment module refunds it.
 */
@Injectable()
export class PlanPaymentDelivery {
  constructor(
    private readonly lifecycle: MembershipLifecycle,
    private readonly members: MemberAccounts,
    private readonly payments: PeriodPayments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Answers only for membership payments: the booking module delivers the others. */
  @OnDomainEvent(PaymentSucceeded.NAME)
  onPaymentSucceeded(event: PaymentSucceeded): Promise<Delivery> | undefined {
    if (event.payment.purpose !== 'plan') return undefined;
    return this.deliver(event.tx, event.payment, event.transaction);
  }

  async deliver(tx: Transaction, payment: Payment, transaction: PaystackTransaction | null): Promise<Delivery> {
    const booking = await this.lifecycle.lock(tx, payment.targetId).catch((error: unknown) => {
      if (error instanceof MembershipError && error.code === 'membership-not-found') return null;
      throw error;
    });
    if (!booking) return notDelivered(payment, 'a membership', 'gone', 'the membership no longer exists.', null);
    if (!payment.customerName) payment.customerName = `${booking.contact.firstName} ${booking.contact.lastName}`.trim();
    if (payment.seatsAdded) return this.deliverSeats(booking, payment);
    // Every plan payment names its period (older ones were all first periods).
    const periodNumber = payment.periodNumber ?? 1;
    payment.periodNumber = periodNumber;
    const what = `${booking.plan.name} membership (period ${periodNumber})`;
    // A checkout paid after its plan was deleted: the membership never started, the plan is what is gone.
    if (booking.subscriptionStatus === 'pending' && booking.plan.deletedAt)
      return notDelivered(
        payment,
        what,
        'plan-gone',
        `the ${booking.plan.name} plan is no longer offered, so your membership could not start.`,
        `${this.config.http.publicUrl}/membership`,
      );
    const outcome = this.lifecycle.applyPaidPeriod(booking, periodNumber, {
      channel: transaction?.channel ?? null,
      authorization: transaction?.authorization ?? null,
    });
    if (outcome === 'started' || outcome === 'renewed') {
      booking.user ??= await this.members.ensure(tx, booking.contact);
      const seats = booking.company ? `, ${booking.seats} seats for ${booking.company.name}` : '';
      const paidFor = `${booking.plan.name} membership${seats}, ${formatMembershipDate(booking.currentPeriodStart!)} to ${formatMembershipDate(addVenueDays(booking.currentPeriodEnd!, -1))}`;
      return {
        lines: [{ description: paidFor, quantity: booking.seats, amountCents: payment.amountCents }],
        description: paidFor,
        mail: this.lifecycle.paidPeriodMail(booking, outcome, kes(payment.amountCents)),
        undelivered: null,
      };
    }
    if (outcome === 'ended')
      return notDelivered(
        payment,
        what,
        'ended',
        'the membership had already ended.',
        `${this.config.http.publicUrl}/membership`,
      );
    const paidBefore = await this.payments.otherSuccessful(tx, payment);
    return notDelivered(
      payment,
      what,
      'duplicate',
      `it had already been paid${paidBefore ? ` (payment ${paidBefore.reference})` : ''}, so this second payment is not needed.`,
      null,
    );
  }

  /**
   * Seats bought for the rest of a team's period: added when the payment arrives while that period still runs and
   * the team still gives access. Paid after the period turned over (the renewal priced the seats the team had then)
   * or after the team ended, they buy nothing and all of it goes back.
   */
  private deliverSeats(team: PlanBooking, payment: Payment): Delivery {
    const count = payment.seatsAdded!;
    const what = `${count} more ${count === 1 ? 'seat' : 'seats'} on ${team.company?.name ?? 'the team'}'s ${team.plan.name} membership`;
    const live = ['active', 'non_renewing', 'past_due'].includes(team.subscriptionStatus);
    if (!team.company || !live || team.periodNumber !== payment.periodNumber)
      return notDelivered(
        payment,
        what,
        'seats-late',
        'the period they were priced for had ended before the payment arrived.',
        null,
      );
    team.seats += count;
    if (team.seatsNextPeriod !== null) team.seatsNextPeriod += count;
    const until = formatMembershipDate(addVenueDays(team.currentPeriodEnd!, -1));
    const description = `${what}, to ${until}`;
    return {
      lines: [{ description, quantity: count, amountCents: payment.amountCents }],
      description,
      mail: [],
      undelivered: null,
    };
  }
}

const REFUND_REASONS = {
  'seats-late': ['Seats paid after their period ended', 'payment for seats of an ended period refunded'],
  gone: ['Membership no longer exists', 'payment for a deleted membership refunded'],
  'plan-gone': ['Plan no longer offered', 'payment for a deleted plan refunded'],
  ended: ['Membership had ended', 'payment for an ended membership refunded'],
  duplicate: ['Second payment for a membership period already paid', 'duplicate payment refunded automatically'],
} as const;

/** A membership payment that buys nothing: all of it goes back. */
function notDelivered(
  payment: Payment,
  what: string,
  why: keyof typeof REFUND_REASONS,
  reason: string,
  bookAgainUrl: string | null,
): Delivery {
  const [refundReason, staffHeadline] = REFUND_REASONS[why];
  return {
    lines: [{ description: what, quantity: 1, amountCents: payment.amountCents }],
    description: what,
    mail: [],
    undelivered: { amountCents: payment.amountCents, what, reason, refundReason, bookAgainUrl, staffHeadline },
  };
}
