import { addVenueDays, formatMembershipDate, RENEWAL_REMINDER_DAYS } from '@coworking/domain';
import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { type PaymentStartedDto } from '../../payment/dto/payment.dto.js';
import { PaymentCheckouts } from '../../payment/payment-checkouts.service.js';
import { newReference } from '../../payment/payment-values.js';
import { PAY_BY_CARD, type PayMethod } from '../../payment/mpesa/mpesa-prompts.service.js';
import { MembershipLifecycle } from '../lifecycle/membership-lifecycle.js';
import { MEMBERSHIP_ERRORS } from '../membership.errors.js';
import { PeriodPricing } from '../payments/period-pricing.service.js';
import { PayLinks } from './pay-links.js';

/** Paying a membership's next period by checkout: "Pay now" in the portal, and the pay link of reminder e-mails. */
@Injectable()
export class RenewalCheckouts {
  private readonly logger = new Logger('MembershipPayLinks');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly pricing: PeriodPricing,
    private readonly lifecycle: MembershipLifecycle,
    private readonly checkouts: PaymentCheckouts,
    private readonly payLinks: PayLinks,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Opens a checkout for a membership's next period (a pay link, or "Pay now" in the portal): M-Pesa or card, the
   * plan's price as it is now. Refused while nothing is due yet, and for memberships that do not renew.
   */
  async initializeRenewal(planBookingId: string, method: PayMethod = PAY_BY_CARD): Promise<PaymentStartedDto> {
    const payment = await this.unitOfWork.run(async (tx) => {
      const booking = await this.lifecycle.lock(tx, planBookingId);
      if (!this.lifecycle.renews(booking)) throw MEMBERSHIP_ERRORS.renewalNotDue();
      const opensOn = addVenueDays(booking.currentPeriodEnd!, -Math.max(...RENEWAL_REMINDER_DAYS));
      if (booking.subscriptionStatus === 'active' && this.clock.today() < opensOn)
        throw MEMBERSHIP_ERRORS.renewalNotYet(formatMembershipDate(opensOn));
      return this.pricing.openRenewal(tx, booking, newReference(), this.lifecycle.nextPeriodNumber(booking));
    });
    return this.checkouts.startPlanCheckout(payment, undefined, method);
  }

  /**
   * Where the e-mailed "pay and renew" link of a period leads a browser: straight on to the payment page for the
   * next period, or to the member portal (which says where the membership stands) when the link is malformed or
   * stale (that period is paid), or nothing is due.
   */
  async payLinkDestination(planBookingId: string, period: string, signature: string): Promise<string> {
    const portal = `${this.config.http.publicUrl}/member-portal`;
    const periodNumber = Number(period);
    if (
      !Number.isSafeInteger(periodNumber) ||
      typeof signature !== 'string' ||
      !this.payLinks.isValid(planBookingId, periodNumber, signature)
    )
      return portal;
    const current = await this.unitOfWork.run(async (tx) => this.lifecycle.lock(tx, planBookingId).catch(() => null));
    if (!current || this.lifecycle.nextPeriodNumber(current) !== periodNumber) return portal;
    try {
      const started = await this.initializeRenewal(planBookingId);
      return started.data.authorization_url ?? portal;
    } catch (error) {
      // A refusal (ours, the payment module's, or Paystack's failure) sends the member to the portal; a bug does not.
      if (!(error instanceof DomainError || error instanceof HttpException)) throw error;
      this.logger.log(`Pay link for membership ${planBookingId} not opened: ${error.message}`);
      return portal;
    }
  }
}
