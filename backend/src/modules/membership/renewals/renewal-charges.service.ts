import { addVenueDays, RENEWAL_RETRY_DAYS } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { type Payment } from '../../payment/entities/payment.entity.js';
import { type PaystackTransaction } from '../../payment/paystack/paystack.types.js';
import { PeriodPayments } from '../../payment/renewals/period-payments.service.js';
import { type PlanBooking } from '../entities/plan-booking.entity.js';
import { PeriodPricing } from '../payments/period-pricing.service.js';

/** Renewal charges carry this prefix; the rest of the reference names the membership, the period and the try. */
export const RENEWAL_REFERENCE_PREFIX = 'SCH-RNW-';
/** A renewal charge younger than this is taken to be in flight in another worker, and left to it. */
const IN_FLIGHT_MINUTES = 10;

/**
 * Charging a member's saved card for the next period: the first try at the period end, then 1 and 3 days on, each
 * under a reference made from the membership, the period and the try (`SCH-RNW-<membership>-P<period>-T<try>`), so
 * the payments table's unique reference and Paystack's own duplicate check mean nothing is charged twice.
 */
@Injectable()
export class RenewalCharges {
  constructor(
    private readonly payments: PeriodPayments,
    private readonly pricing: PeriodPricing,
    private readonly clock: Clock,
  ) {}

  /**
   * The card charge due now for the next period, written as a pending payment (the caller charges it after
   * commit): the first try at the period end, then 1 and 3 days on. A try still pending and older than a few
   * minutes never reached Paystack (its worker stopped): it is sent again under the same reference.
   */
  async due(tx: Transaction, booking: PlanBooking, next: number, today: string): Promise<Payment | null> {
    const pending = await this.payments.pending(tx, booking.id, next);
    if (pending) {
      const inFlight = this.clock.now().getTime() - pending.createdAt.getTime() < IN_FLIGHT_MINUTES * 60_000;
      return pending.reference.startsWith(RENEWAL_REFERENCE_PREFIX) && !inFlight ? pending : null;
    }
    const tries = await this.payments.tryStatuses(tx, booking.id, next, RENEWAL_REFERENCE_PREFIX);
    const declined = tries.filter((status) => status === 'failed').length;
    if (tries.some((status) => status === 'success')) return null;
    if (declined > RENEWAL_RETRY_DAYS.length) return null;
    const dueOn =
      declined === 0
        ? booking.currentPeriodEnd!
        : addVenueDays(booking.currentPeriodEnd!, RENEWAL_RETRY_DAYS[declined - 1]);
    if (today < dueOn) return null;
    const reference = `${RENEWAL_REFERENCE_PREFIX}${booking.id.replace(/-/g, '').slice(0, 12).toUpperCase()}-P${next}-T${tries.length + 1}`;
    const payment = await this.pricing.openRenewal(tx, booking, reference, next);
    booking.renewalAttempts = declined + 1;
    return payment;
  }

  /** What a renewal period costs this member (the plan's price, less a promo code kept for renewals), in cents. */
  async periodPriceCents(tx: Transaction, booking: PlanBooking, periodNumber: number): Promise<number> {
    return (await this.pricing.renewalOrder(tx, booking, '', periodNumber)).amountCents;
  }

  /** Charges the saved card (after the step's commit); null when Paystack's answer could not be had. */
  charge(payment: Payment, authorizationCode: string): Promise<PaystackTransaction | null> {
    return this.payments.chargeSavedCard(payment, authorizationCode);
  }
}
