import { Injectable, Logger } from '@nestjs/common';
import { type Transaction } from '../../../common/database/transaction.js';
import { type Payment } from '../../payment/entities/payment.entity.js';
import { type PeriodOrder, PeriodPayments } from '../../payment/renewals/period-payments.service.js';
import { PromotionsService } from '../../promotions/promotions.service.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';
import { periodOrder } from './period-order.js';

/**
 * What a renewal period costs and its payment row: the plan's price now, less the promo code the membership was sold
 * with when that code discounts every renewal. The renewal charge, the pay link and the reminders all price a period
 * here, so the e-mail says what the card or the link will take.
 */
@Injectable()
export class PeriodPricing {
  private readonly logger = new Logger('MembershipRenewals');

  constructor(
    private readonly payments: PeriodPayments,
    private readonly promotions: PromotionsService,
  ) {}

  /** A renewal period's order (period 2 and later), with the kept discount. */
  async renewalOrder(
    tx: Transaction,
    booking: PlanBooking,
    reference: string,
    periodNumber: number,
  ): Promise<PeriodOrder> {
    const order = periodOrder(booking, reference, periodNumber);
    const discount = await this.promotions.renewalDiscount(tx, booking.id, order.amountCents);
    if (!discount) return order;
    // Paystack cannot charge nothing: a code worth the whole (since lowered) price leaves the period at the plan's price.
    if (discount.discountCents >= order.amountCents) {
      this.logger.warn(
        `Promo code ${discount.code} is worth all of period ${periodNumber} of membership ${booking.id}; charged the plan's price`,
      );
      return order;
    }
    return {
      ...order,
      amountCents: order.amountCents - discount.discountCents,
      discountCents: discount.discountCents,
      promoCode: discount.code,
    };
  }

  /** Writes the pending payment row of a renewal period at its price (in the caller's transaction). */
  async openRenewal(tx: Transaction, booking: PlanBooking, reference: string, periodNumber: number): Promise<Payment> {
    return this.payments.open(tx, await this.renewalOrder(tx, booking, reference, periodNumber));
  }
}
