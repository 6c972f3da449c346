import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { type InitializeSubscriptionDto, type PaymentStartedDto } from '../../payment/dto/payment.dto.js';
import { type PaymentStatus } from '../../payment/entities/payment.entity.js';
import { PaymentCheckouts } from '../../payment/payment-checkouts.service.js';
import { newReference } from '../../payment/payment-values.js';
import { PaymentsService } from '../../payment/payments.service.js';
import { type PaystackTransaction } from '../../payment/paystack/paystack.types.js';
import { PeriodPayments } from '../../payment/renewals/period-payments.service.js';
import { payMethodOf } from '../../payment/mpesa/mpesa-prompts.service.js';
import { Consents } from '../../privacy/consents/consents.service.js';
import { PromotionsService } from '../../promotions/promotions.service.js';
import { MEMBERSHIP_ERRORS } from '../membership.errors.js';
import { MembershipService } from '../membership.service.js';
import { periodOrder } from './period-order.js';

/** A checked subscription payment: its status after fulfilment, Paystack's record, and the plan it started. */
export interface SubscriptionVerified {
  status: PaymentStatus;
  transaction: PaystackTransaction;
  planName?: string;
}

/**
 * Paying for a plan booking's first period through Paystack, and the payer's return. The payment module keeps the
 * row, talks to Paystack and fulfils; the period starts in this module's listener (plan-payment-delivery.ts).
 */
@Injectable()
export class SubscriptionCheckouts {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly membership: MembershipService,
    private readonly periods: PeriodPayments,
    private readonly checkouts: PaymentCheckouts,
    private readonly payments: PaymentsService,
    private readonly promotions: PromotionsService,
    private readonly consents: Consents,
  ) {}

  /**
   * Starts paying for a plan booking: the plan's price for its first period (refused unless it is still pending), less
   * a promo code's discount, whose use is recorded with the payment.
   */
  async initializeSubscription(body: InitializeSubscriptionDto): Promise<PaymentStartedDto> {
    const payment = await this.unitOfWork.run(async (tx) => {
      const booking = await this.membership.planBookingForPayment(tx, body.planBookingId);
      if (body.smsConsent)
        this.consents.recordSmsConsent(tx, {
          email: booking.contact.email,
          phones: [booking.contact.phone, body.mpesaPhone],
          source: 'plan-checkout',
        });
      const order = {
        ...periodOrder(booking, newReference(), 1),
        // The receipt is for whom the checkout names (no one else, when it names nobody); a team's, its company.
        ...(booking.company
          ? {}
          : { companyName: body.companyName?.trim() || null, kraPin: body.kraPin?.trim().toUpperCase() || null }),
      };
      const promo = body.promoCode
        ? await this.promotions.apply(
            tx,
            body.promoCode,
            { kind: 'plan', planId: booking.plan.id, periodNumber: 1 },
            order.email,
            order.amountCents,
          )
        : null;
      // Paystack cannot charge nothing, and a membership is not given away at a checkout.
      if (promo && promo.discountCents >= order.amountCents)
        throw MEMBERSHIP_ERRORS.promoTakesWholePrice(promo.promo.code);
      const payment = this.periods.open(
        tx,
        promo && promo.discountCents > 0
          ? {
              ...order,
              amountCents: order.amountCents - promo.discountCents,
              discountCents: promo.discountCents,
              promoCode: promo.promo.code,
            }
          : order,
      );
      if (promo && promo.discountCents > 0)
        this.promotions.record(tx, promo, {
          purpose: 'plan',
          targetId: booking.id,
          email: order.email,
          paymentReference: payment.reference,
          expiresAt: null,
        });
      return payment;
    });
    return this.checkouts.startPlanCheckout(payment, undefined, payMethodOf(body));
  }

  /** Asks Paystack about a plan booking's payment (404 when the reference is not that booking's) and fulfils it. */
  async verifySubscription(reference: string, planBookingId: string): Promise<SubscriptionVerified> {
    await this.payments.assertTarget(reference, planBookingId);
    const { status, transaction } = await this.payments.verify(reference);
    const planName = status === 'success' ? await this.membership.planBookingName(planBookingId) : undefined;
    return { status, transaction, planName };
  }
}
