import { addVenueDays, formatMembershipDate, RENEWAL_REMINDER_DAYS } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { BusinessSettingsService } from '../../../common/settings/business-settings.js';
import { MailService } from '../../mail/delivery/mail.service.js';
import { type MailOutbox } from '../../mail/entities/mail-outbox.entity.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { type Payment } from '../../payment/entities/payment.entity.js';
import { SmsService } from '../../sms/sms.service.js';
import { SMS_TEMPLATES } from '../../sms/templates/default-sms-templates.js';
import { kes } from '../../payment/payment-values.js';
import { PeriodPayments } from '../../payment/renewals/period-payments.service.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';
import { MembershipLifecycle } from '../lifecycle/membership-lifecycle.js';
import { PayLinks } from './pay-links.js';
import { RenewalCharges } from './renewal-charges.service.js';

export interface RenewalRunResult {
  charged: number;
  reminded: number;
  pastDue: number;
  expired: number;
}

/** What one membership's step decided inside its transaction, done after it commits. */
export interface RenewalStep {
  staged: MailOutbox[];
  /** A card charge to make after commit: the pending payment and the saved card's authorization. */
  charge: { payment: Payment; authorizationCode: string } | null;
  counts: Partial<RenewalRunResult>;
}

/**
 * What is due for one membership now, decided on the locked row: a saved card charged at the period end (and
 * retried), pay-link reminders before it, past due once it is over unpaid, expired after the grace period (or at
 * its end for one set not to renew). Each reminder and past-due e-mail goes once per period (the lifecycle's `once`).
 */
@Injectable()
export class RenewalSteps {
  constructor(
    private readonly lifecycle: MembershipLifecycle,
    private readonly payments: PeriodPayments,
    private readonly charges: RenewalCharges,
    private readonly mail: MailService,
    private readonly settings: BusinessSettingsService,
    private readonly payLinks: PayLinks,
    private readonly clock: Clock,
    private readonly sms: SmsService,
  ) {}

  async step(tx: Transaction, planBookingId: string): Promise<RenewalStep> {
    const booking = await this.lifecycle.lock(tx, planBookingId);
    const today = this.clock.today();
    const end = booking.currentPeriodEnd;
    const step: RenewalStep = { staged: [], charge: null, counts: {} };
    if (!end) return step;
    if (booking.subscriptionStatus === 'non_renewing') {
      if (today >= end) {
        step.staged = await this.mail.stageAll(tx, this.lifecycle.lapse(booking));
        step.counts.expired = 1;
      }
      return step;
    }
    if (!this.lifecycle.renews(booking)) return step;
    const next = this.lifecycle.nextPeriodNumber(booking);
    const { membershipGraceDays } = await this.settings.get(tx);
    const expiresOn = addVenueDays(end, membershipGraceDays);

    if (booking.subscriptionStatus === 'past_due' && today >= expiresOn) {
      step.staged = await this.mail.stageAll(tx, this.lifecycle.lapse(booking));
      step.counts.expired = 1;
      return step;
    }

    if (booking.authorizationCode && today >= end) {
      const charge = await this.charges.due(tx, booking, next, today);
      if (charge) {
        step.charge = { payment: charge, authorizationCode: booking.authorizationCode };
        step.counts.charged = 1;
        return step;
      }
    }

    if (today < end) {
      if (!booking.authorizationCode) {
        const reminder = await this.reminderDue(tx, booking, next, today, end);
        if (reminder) {
          step.staged.push(this.mail.stage(tx, reminder));
          step.counts.reminded = 1;
          // Texted too, with the pay link, when the member's number consented to SMS (the SMS relay queues it).
          if (booking.contact.phone)
            await this.sms.stage(tx, {
              to: booking.contact.phone,
              template: SMS_TEMPLATES.renewalReminder,
              variables: {
                firstName: reminder.variables?.firstName,
                membershipPlan: reminder.variables?.membershipPlan,
                periodEnd: reminder.variables?.periodEnd,
                amount: reminder.variables?.amount,
                payUrl: reminder.variables?.payUrl,
              },
            });
        }
      }
      return step;
    }

    // The period is over and unpaid (a declined card, or a pay link not used).
    if (booking.subscriptionStatus === 'active') {
      if (booking.authorizationCode && (await this.payments.pending(tx, booking.id, next))) return step;
      this.lifecycle.fallPastDue(booking);
      step.counts.pastDue = 1;
    }
    if (await this.lifecycle.once(tx, booking, next, 'past-due')) {
      const declined = booking.authorizationCode ? await this.lastDecline(tx, booking.id, next) : null;
      step.staged.push(
        this.mail.stage(tx, {
          template: MAIL_TEMPLATES.membershipPaymentFailed,
          to: booking.contact.email,
          variables: {
            firstName: booking.contact.firstName,
            membershipPlan: booking.plan.name,
            amount: kes(await this.charges.periodPriceCents(tx, booking, next)),
            reason: declined ? `your card was declined: ${declined}` : null,
            expiresOn: formatMembershipDate(expiresOn),
            payUrl: this.payLinks.url(booking.id, next),
          },
        }),
        ...(await this.mail.stageAll(tx, [
          this.lifecycle.staffNotice(
            'failedRenewals',
            booking,
            'renewal not paid',
            `The renewal due ${formatMembershipDate(end)} (KSh ${kes(await this.charges.periodPriceCents(tx, booking, next))}) is unpaid${declined ? ` — card declined: ${declined}` : booking.authorizationCode ? '' : ' — pay-link member'}. The membership is past due and expires on ${formatMembershipDate(expiresOn)} unless paid.`,
          ),
        ])),
      );
    }
    return step;
  }

  /** The reminder due today for a member who renews by pay link, if not sent already. */
  private async reminderDue(
    tx: Transaction,
    booking: PlanBooking,
    next: number,
    today: string,
    end: string,
  ): Promise<Parameters<MailService['stage']>[1] | null> {
    // The nearest reminder whose day has come (a run that missed the 7-day one still sends the 1-day one).
    const daysLeft = [...RENEWAL_REMINDER_DAYS].sort((a, b) => a - b).find((days) => today >= addVenueDays(end, -days));
    if (daysLeft === undefined || !(await this.lifecycle.once(tx, booking, next, `reminder-${daysLeft}`))) return null;
    return {
      template: MAIL_TEMPLATES.membershipRenewalReminder,
      to: booking.contact.email,
      variables: {
        firstName: booking.contact.firstName,
        membershipPlan: booking.plan.name,
        periodEnd: formatMembershipDate(end),
        amount: kes(await this.charges.periodPriceCents(tx, booking, next)),
        daysLeft: daysLeft === 1 ? 'tomorrow is the last day' : `${daysLeft} days left`,
        payUrl: this.payLinks.url(booking.id, next),
        portalUrl: this.lifecycle.portalUrl(),
      },
    };
  }

  /** Paystack's words for the last declined try of a period ('Insufficient Funds'). */
  private async lastDecline(tx: Transaction, planBookingId: string, next: number): Promise<string | null> {
    const last = await this.payments.lastFailed(tx, planBookingId, next);
    const response = last?.providerData?.gateway_response;
    return typeof response === 'string' ? response : last ? 'declined' : null;
  }
}
