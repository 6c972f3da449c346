import {
  addVenueDays,
  formatMembershipDate,
  RENEWAL_REMINDER_DAYS,
  RENEWAL_RETRY_DAYS,
  toCents,
} from '@coworking/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { BusinessSettingsService } from '../../../common/settings/business-settings.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { type PlanBooking } from '../../membership/entities/plan-booking.entity.js';
import { MembershipLifecycle } from '../../membership/lifecycle/membership-lifecycle.js';
import { Payment } from '../entities/payment.entity.js';
import { PaymentsRepository } from '../payments.repository.js';
import { kes, PaymentsService } from '../payments.service.js';
import { PaystackClient, PaystackError } from '../paystack/paystack.client.js';
import { type PaystackTransaction } from '../paystack/paystack.types.js';
import { RefundsService } from '../refunds/refunds.service.js';
import { PayLinks } from './pay-links.js';

/** Renewal charges carry this prefix; the rest of the reference names the membership, the period and the try. */
export const RENEWAL_REFERENCE_PREFIX = 'SCH-RNW-';
/** A renewal charge younger than this is taken to be in flight in another worker, and left to it. */
const IN_FLIGHT_MINUTES = 10;

export interface RenewalRunResult {
  charged: number;
  reminded: number;
  pastDue: number;
  expired: number;
}

/** What one membership's step decided inside its transaction, done after it commits. */
interface Step {
  staged: MailOutbox[];
  /** A card charge to make after commit: the pending payment and the saved card's authorization. */
  charge: { payment: Payment; authorizationCode: string } | null;
  counts: Partial<RenewalRunResult>;
}

/**
 * Renews memberships (the `membership-renewals` job scheduler runs `run` every hour). For each membership whose
 * period ends within the reminder window, one step on the locked row:
 * - Saved card: at the period end the card is charged with `charge_authorization`, under a reference made from
 *   the membership, the period and the try (`SCH-RNW-<membership>-P<period>-T<try>`): the payments table's unique
 *   reference and Paystack's own duplicate check mean a retried job or a second worker never charges twice.
 *   A decline makes the membership past due (e-mail with a pay link; staff told) and is retried 1 and 3 days on.
 * - Pay link (M-Pesa, or a card Paystack will not charge again): reminders 7 days and 1 day before the end, each
 *   with a link to a normal checkout; unpaid at the end, past due.
 * - Past due beyond the grace period (business setting): expired. A membership set not to renew expires at its end.
 * A successful charge goes through the one fulfilment path (receipt, e-mails, period extended).
 */
@Injectable()
export class MembershipRenewals implements OnModuleInit {
  private readonly logger = new Logger('MembershipRenewals');

  constructor(
    private readonly em: EntityManager,
    private readonly lifecycle: MembershipLifecycle,
    private readonly payments: PaymentsService,
    private readonly repository: PaymentsRepository,
    private readonly refunds: RefundsService,
    private readonly paystack: PaystackClient,
    private readonly mail: MailService,
    private readonly settings: BusinessSettingsService,
    private readonly payLinks: PayLinks,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.lifecycle.useRefunder(async (em, request) => {
      const payment = await this.repository.paidPeriod(em, request.planBookingId, request.periodNumber);
      if (!payment) return { refundedCents: 0, afterCommit: async () => undefined };
      const made = await this.refunds.create(em, payment.id, {
        amountCents: request.amountCents,
        reason: request.reason,
        capToRefundable: true,
        requester: { kind: 'staff', ...request.staff },
      });
      if (!made) return { refundedCents: 0, afterCommit: async () => undefined };
      return { refundedCents: made.refund.amountCents, afterCommit: () => this.refunds.submit(made.refund.id) };
    });
  }

  /** One pass over every membership with something due; one membership's failure never stops the others. */
  async run(): Promise<RenewalRunResult> {
    const result: RenewalRunResult = { charged: 0, reminded: 0, pastDue: 0, expired: 0 };
    const horizon = addVenueDays(this.clock.today(), Math.max(...RENEWAL_REMINDER_DAYS));
    const due = await this.em.fork().execute<{ id: string }[]>(
      `select id from plan_bookings
       where subscription_status in ('active', 'past_due', 'non_renewing') and current_period_end <= ?
       order by current_period_end, id`,
      [horizon],
    );
    for (const { id } of due) {
      try {
        const counts = await this.renew(id);
        for (const key of Object.keys(counts) as (keyof RenewalRunResult)[]) result[key] += counts[key] ?? 0;
      } catch (error) {
        this.logger.error(`Membership ${id} could not be renewed: ${error instanceof Error ? error.message : error}`);
      }
    }
    return result;
  }

  /** Does what is due for one membership now; a charge is made after the step's transaction commits. */
  async renew(planBookingId: string): Promise<Partial<RenewalRunResult>> {
    const step = await this.em.fork().transactional((em) => this.step(em, planBookingId));
    await this.mail.dispatch(step.staged);
    if (!step.charge) return step.counts;
    const transaction = await this.charge(step.charge.payment, step.charge.authorizationCode);
    if (!transaction) return step.counts;
    await this.payments.fulfil(transaction, 'renewal');
    // A decline: the same step again marks the membership past due and tells the member (once).
    if (transaction.status !== 'success') {
      const after = await this.em.fork().transactional((em) => this.step(em, planBookingId));
      await this.mail.dispatch(after.staged);
      return { ...step.counts, pastDue: after.counts.pastDue };
    }
    return step.counts;
  }

  private async step(em: EntityManager, planBookingId: string): Promise<Step> {
    const booking = await this.lifecycle.lock(em, planBookingId);
    const today = this.clock.today();
    const end = booking.currentPeriodEnd;
    const step: Step = { staged: [], charge: null, counts: {} };
    if (!end) return step;
    if (booking.subscriptionStatus === 'non_renewing') {
      if (today >= end) {
        step.staged = await this.mail.stageAll(em, this.lifecycle.lapse(booking));
        step.counts.expired = 1;
      }
      return step;
    }
    if (!this.lifecycle.renews(booking)) return step;
    const next = this.lifecycle.nextPeriodNumber(booking);
    const { membershipGraceDays } = await this.settings.get(em);
    const expiresOn = addVenueDays(end, membershipGraceDays);

    if (booking.subscriptionStatus === 'past_due' && today >= expiresOn) {
      step.staged = await this.mail.stageAll(em, this.lifecycle.lapse(booking));
      step.counts.expired = 1;
      return step;
    }

    if (booking.authorizationCode && today >= end) {
      const charge = await this.chargeDue(em, booking, next, today);
      if (charge) {
        step.charge = { payment: charge, authorizationCode: booking.authorizationCode };
        step.counts.charged = 1;
        return step;
      }
    }

    if (today < end) {
      if (!booking.authorizationCode) {
        const reminder = await this.reminderDue(em, booking, next, today, end);
        if (reminder) {
          step.staged.push(this.mail.stage(em, reminder));
          step.counts.reminded = 1;
        }
      }
      return step;
    }

    // The period is over and unpaid (a declined card, or a pay link not used).
    if (booking.subscriptionStatus === 'active') {
      if (booking.authorizationCode && (await this.repository.pendingForPeriod(em, booking.id, next))) return step;
      this.lifecycle.fallPastDue(booking);
      step.counts.pastDue = 1;
    }
    if (await this.lifecycle.once(em, booking, next, 'past-due')) {
      const declined = booking.authorizationCode ? await this.lastDecline(em, booking.id, next) : null;
      step.staged.push(
        this.mail.stage(em, {
          template: MAIL_TEMPLATES.membershipPaymentFailed,
          to: booking.contact.email,
          variables: {
            firstName: booking.contact.firstName,
            membershipPlan: booking.plan.name,
            amount: kes(toCents(booking.plan.price)),
            reason: declined ? `your card was declined: ${declined}` : null,
            expiresOn: formatMembershipDate(expiresOn),
            payUrl: this.payLinks.url(booking.id, next),
          },
        }),
        ...(await this.mail.stageAll(em, [
          this.lifecycle.staffNotice(
            'failedRenewals',
            booking,
            'renewal not paid',
            `The renewal due ${formatMembershipDate(end)} (KSh ${kes(toCents(booking.plan.price))}) is unpaid${declined ? ` — card declined: ${declined}` : booking.authorizationCode ? '' : ' — pay-link member'}. The membership is past due and expires on ${formatMembershipDate(expiresOn)} unless paid.`,
          ),
        ])),
      );
    }
    return step;
  }

  /**
   * The card charge due now for the next period, written as a pending payment (the caller charges it after
   * commit): the first try at the period end, then 1 and 3 days on. A try still pending and older than a few
   * minutes never reached Paystack (its worker stopped): it is sent again under the same reference.
   */
  private async chargeDue(
    em: EntityManager,
    booking: PlanBooking,
    next: number,
    today: string,
  ): Promise<Payment | null> {
    const pending = await this.repository.pendingForPeriod(em, booking.id, next);
    if (pending) {
      const inFlight = this.clock.now().getTime() - pending.createdAt.getTime() < IN_FLIGHT_MINUTES * 60_000;
      return pending.reference.startsWith(RENEWAL_REFERENCE_PREFIX) && !inFlight ? pending : null;
    }
    const tries = await em.find(
      Payment,
      {
        purpose: 'plan',
        targetId: booking.id,
        periodNumber: next,
        reference: { $like: `${RENEWAL_REFERENCE_PREFIX}%` },
      },
      { fields: ['status'] },
    );
    const declined = tries.filter((payment) => payment.status === 'failed').length;
    if (tries.some((payment) => payment.status === 'success')) return null;
    if (declined > RENEWAL_RETRY_DAYS.length) return null;
    const dueOn =
      declined === 0
        ? booking.currentPeriodEnd!
        : addVenueDays(booking.currentPeriodEnd!, RENEWAL_RETRY_DAYS[declined - 1]);
    if (today < dueOn) return null;
    const reference = `${RENEWAL_REFERENCE_PREFIX}${booking.id.replace(/-/g, '').slice(0, 12).toUpperCase()}-P${next}-T${tries.length + 1}`;
    const payment = this.payments.planPayment(booking, reference, next);
    em.persist(payment);
    booking.renewalAttempts = declined + 1;
    return payment;
  }

  /** Charges the saved card; a lost answer or a duplicate reference is settled by asking Paystack. */
  private async charge(payment: Payment, authorizationCode: string): Promise<PaystackTransaction | null> {
    try {
      return await this.paystack.chargeAuthorization({
        authorization_code: authorizationCode,
        email: payment.email,
        amount: payment.amountCents,
        currency: 'KES',
        reference: payment.reference,
        metadata: { purpose: 'plan', planBookingId: payment.targetId, periodNumber: payment.periodNumber },
      });
    } catch (error) {
      this.logger.warn(
        `Renewal charge ${payment.reference}: ${error instanceof Error ? error.message : error}; asking Paystack`,
      );
      if (!(error instanceof PaystackError)) return null;
      return this.paystack.verify(payment.reference).catch(() => null);
    }
  }

  /** The reminder due today for a member who renews by pay link, if not sent already. */
  private async reminderDue(
    em: EntityManager,
    booking: PlanBooking,
    next: number,
    today: string,
    end: string,
  ): Promise<Parameters<MailService['stage']>[1] | null> {
    // The nearest reminder whose day has come (a run that missed the 7-day one still sends the 1-day one).
    const daysLeft = [...RENEWAL_REMINDER_DAYS].sort((a, b) => a - b).find((days) => today >= addVenueDays(end, -days));
    if (daysLeft === undefined || !(await this.lifecycle.once(em, booking, next, `reminder-${daysLeft}`))) return null;
    return {
      template: MAIL_TEMPLATES.membershipRenewalReminder,
      to: booking.contact.email,
      variables: {
        firstName: booking.contact.firstName,
        membershipPlan: booking.plan.name,
        periodEnd: formatMembershipDate(end),
        amount: kes(toCents(booking.plan.price)),
        daysLeft: daysLeft === 1 ? 'tomorrow is the last day' : `${daysLeft} days left`,
        payUrl: this.payLinks.url(booking.id, next),
        portalUrl: this.lifecycle.portalUrl(),
      },
    };
  }

  /** Paystack's words for the last declined try of a period ('Insufficient Funds'). */
  private async lastDecline(em: EntityManager, planBookingId: string, next: number): Promise<string | null> {
    const last = await em.findOne(
      Payment,
      { purpose: 'plan', targetId: planBookingId, periodNumber: next, status: 'failed' },
      { orderBy: { createdAt: 'desc' } },
    );
    const response = last?.providerData?.gateway_response;
    return typeof response === 'string' ? response : last ? 'declined' : null;
  }
}
