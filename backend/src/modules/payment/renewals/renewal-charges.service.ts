import { addVenueDays, RENEWAL_RETRY_DAYS } from '@coworking/domain';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { type PlanBooking } from '../../membership/entities/plan-booking.entity.js';
import { type Payment } from '../entities/payment.entity.js';
import { planPayment } from '../payment-values.js';
import { PaymentsRepository } from '../payments.repository.js';
import { PaystackClient, PaystackError } from '../paystack/paystack.client.js';
import { type PaystackTransaction } from '../paystack/paystack.types.js';

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
  private readonly logger = new Logger('MembershipRenewals');

  constructor(
    private readonly repository: PaymentsRepository,
    private readonly paystack: PaystackClient,
    private readonly clock: Clock,
  ) {}

  /**
   * The card charge due now for the next period, written as a pending payment (the caller charges it after
   * commit): the first try at the period end, then 1 and 3 days on. A try still pending and older than a few
   * minutes never reached Paystack (its worker stopped): it is sent again under the same reference.
   */
  async due(tx: Transaction, booking: PlanBooking, next: number, today: string): Promise<Payment | null> {
    const pending = await this.repository.pendingForPeriod(tx, booking.id, next);
    if (pending) {
      const inFlight = this.clock.now().getTime() - pending.createdAt.getTime() < IN_FLIGHT_MINUTES * 60_000;
      return pending.reference.startsWith(RENEWAL_REFERENCE_PREFIX) && !inFlight ? pending : null;
    }
    const tries = await this.repository.renewalTryStatuses(tx, booking.id, next, RENEWAL_REFERENCE_PREFIX);
    const declined = tries.filter((status) => status === 'failed').length;
    if (tries.some((status) => status === 'success')) return null;
    if (declined > RENEWAL_RETRY_DAYS.length) return null;
    const dueOn =
      declined === 0
        ? booking.currentPeriodEnd!
        : addVenueDays(booking.currentPeriodEnd!, RENEWAL_RETRY_DAYS[declined - 1]);
    if (today < dueOn) return null;
    const reference = `${RENEWAL_REFERENCE_PREFIX}${booking.id.replace(/-/g, '').slice(0, 12).toUpperCase()}-P${next}-T${tries.length + 1}`;
    const payment = planPayment(booking, reference, next);
    this.repository.add(tx, payment);
    booking.renewalAttempts = declined + 1;
    return payment;
  }

  /** Charges the saved card; a lost answer or a duplicate reference is settled by asking Paystack. */
  async charge(payment: Payment, authorizationCode: string): Promise<PaystackTransaction | null> {
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
}
