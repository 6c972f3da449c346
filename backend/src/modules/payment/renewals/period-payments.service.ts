import { Injectable, Logger } from '@nestjs/common';
import { type Transaction } from '../../../common/database/transaction.js';
import { Payment, type PaymentStatus } from '../entities/payment.entity.js';
import { PaymentsRepository } from '../payments.repository.js';
import { PaystackClient, PaystackError } from '../paystack/paystack.client.js';
import { type PaystackTransaction } from '../paystack/paystack.types.js';
import { RefundsService } from '../refunds/refunds.service.js';

/** One numbered period of a membership to be paid: who pays what, and who the receipt is for. */
export interface PeriodOrder {
  reference: string;
  planBookingId: string;
  periodNumber: number;
  amountCents: number;
  email: string;
  customerName: string | null;
  companyName: string | null;
  kraPin: string | null;
  /** What a promo code took off the plan's price, and the code (for the receipt). */
  discountCents?: number;
  promoCode?: string | null;
  /** Seats added to a team during this period, when that is what the payment buys (not the period itself). */
  seatsAdded?: number;
}

/** A refund of (up to) an amount of the payment for one period, asked for when staff end a membership. */
export interface PeriodRefundRequest {
  planBookingId: string;
  periodNumber: number;
  amountCents: number;
  reason: string;
  /** The admin who cancelled (the refund row names them). */
  staff: { adminId: string; username: string };
}

/** What a period refund wrote (0 when nothing was paid), and what to run once the transaction has committed. */
export interface PeriodRefund {
  refundedCents: number;
  afterCommit: () => Promise<void>;
}

/**
 * The payments of memberships' periods (purpose 'plan'), as the membership module asks for them: a payment row per
 * period try, what earlier tries of a period came to, charging a saved card, and refunding a paid period. The
 * membership decides when; this module keeps the rows and talks to Paystack.
 */
@Injectable()
export class PeriodPayments {
  private readonly logger = new Logger('MembershipRenewals');

  constructor(
    private readonly repository: PaymentsRepository,
    private readonly paystack: PaystackClient,
    private readonly refunds: RefundsService,
  ) {}

  /** Writes a pending payment row for a period in the caller's transaction (checked out or charged after commit). */
  open(tx: Transaction, order: PeriodOrder): Payment {
    const payment = new Payment(order.reference, 'plan', order.planBookingId, order.amountCents, order.email);
    payment.periodNumber = order.periodNumber;
    payment.customerName = order.customerName;
    payment.companyName = order.companyName;
    payment.kraPin = order.kraPin;
    payment.discountCents = order.discountCents ?? 0;
    payment.promoCode = order.promoCode ?? null;
    payment.seatsAdded = order.seatsAdded ?? null;
    this.repository.add(tx, payment);
    return payment;
  }

  /** The latest payment of a period still waiting for Paystack's answer (a renewal charge in flight). */
  pending(tx: Transaction, planBookingId: string, periodNumber: number): Promise<Payment | null> {
    return this.repository.pendingForPeriod(tx, planBookingId, periodNumber);
  }

  /** The statuses of a period's payments whose references start with `prefix` (the renewal charge tries). */
  tryStatuses(tx: Transaction, planBookingId: string, periodNumber: number, prefix: string): Promise<PaymentStatus[]> {
    return this.repository.renewalTryStatuses(tx, planBookingId, periodNumber, prefix);
  }

  /** The latest declined payment of a period. */
  lastFailed(tx: Transaction, planBookingId: string, periodNumber: number): Promise<Payment | null> {
    return this.repository.lastFailedForPeriod(tx, planBookingId, periodNumber);
  }

  /** Another successful payment for the same period as this one (a period paid twice). */
  otherSuccessful(tx: Transaction, payment: Payment): Promise<Payment | null> {
    return this.repository.otherSuccessfulPayment(tx, payment);
  }

  /** Charges a saved card for a committed period payment; a lost answer or a duplicate reference is settled by asking Paystack. */
  async chargeSavedCard(payment: Payment, authorizationCode: string): Promise<PaystackTransaction | null> {
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

  /**
   * Refunds (up to) `amountCents` of the payment for a period inside the caller's transaction, capped at what is
   * still refundable; the refund goes to Paystack once the transaction has committed.
   */
  async refundPaidPeriod(tx: Transaction, request: PeriodRefundRequest): Promise<PeriodRefund> {
    const nothing: PeriodRefund = { refundedCents: 0, afterCommit: async () => undefined };
    const payment = await this.repository.paidPeriod(tx, request.planBookingId, request.periodNumber);
    if (!payment) return nothing;
    const made = await this.refunds.create(tx, payment.id, {
      amountCents: request.amountCents,
      reason: request.reason,
      capToRefundable: true,
      requester: { kind: 'staff', ...request.staff },
    });
    if (!made) return nothing;
    return { refundedCents: made.refund.amountCents, afterCommit: () => this.refunds.submit(made.refund.id) };
  }
}
