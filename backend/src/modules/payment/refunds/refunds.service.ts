import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { kes } from '../payment-values.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { type Payment } from '../entities/payment.entity.js';
import { type HandBackMethod, Refund, type RefundRequester, type RefundStatus } from '../entities/refund.entity.js';
import { PAYMENT_ERRORS } from '../payment.errors.js';
import { type PaystackRefundEvent } from '../paystack/paystack.types.js';
import { PaystackRefunds } from './paystack-refunds.service.js';
import { isRefundable, paidCents } from './refund-rules.js';
import { RefundSettlement, type SettleOptions } from './refund-settlement.service.js';
import { RefundsRepository } from './refunds.repository.js';

export interface RefundOrder {
  /** Omitted: everything still refundable. */
  amountCents?: number;
  reason: string;
  /** One per click in the back-office: the same key again returns the refund already made. */
  idempotencyKey?: string;
}

/**
 * Refunds through Paystack. A refund row is written in the transaction of the change that causes it, with the
 * payment locked and what was already refunded (or is on its way) subtracted, so refunds never add up to more than
 * was paid; it is sent to Paystack after the commit (PaystackRefunds). Its state then follows the `refund.*` webhooks
 * and a scheduled check; the customer is e-mailed once when it is processed (with a numbered credit note), staff when
 * it fails (RefundSettlement). This service is the module's door to all of it.
 */
@Injectable()
export class RefundsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly refunds: RefundsRepository,
    private readonly audit: AuditLogService,
    private readonly paystackRefunds: PaystackRefunds,
    private readonly settlement: RefundSettlement,
  ) {}

  /**
   * How much of a payment can still be refunded: what was paid (for a rejected payment, what Paystack took) less every
   * refund that has not failed. Without a transaction it reads what is committed.
   */
  async refundableCents(tx: Transaction | undefined, payment: Payment): Promise<number> {
    if (!isRefundable(payment)) return 0;
    return paidCents(payment) - (await this.refunds.notFailedCents(tx, payment.id));
  }

  /**
   * Writes a refund of (up to) `amountCents` of a payment inside the caller's transaction; the payment is locked
   * first. Returns null when nothing is left to refund; throws 409 when more is asked than is left.
   */
  async create(
    tx: Transaction,
    paymentId: string,
    order: RefundOrder & { requester: RefundRequester; capToRefundable?: boolean },
  ): Promise<{ refund: Refund; created: boolean } | null> {
    const payment = await this.refunds.lockPayment(tx, paymentId);
    if (!payment) throw PAYMENT_ERRORS.notFound();
    if (order.idempotencyKey) {
      const earlier = await this.refunds.byIdempotencyKey(tx, order.idempotencyKey);
      if (earlier) {
        if (earlier.payment.id !== payment.id) throw PAYMENT_ERRORS.refundKeyReused();
        return { refund: earlier, created: false };
      }
    }
    if (!isRefundable(payment)) throw PAYMENT_ERRORS.refundNotPaid();
    const refundable = await this.refundableCents(tx, payment);
    const wanted = order.amountCents ?? refundable;
    const amountCents = order.capToRefundable ? Math.min(wanted, refundable) : wanted;
    if (amountCents <= 0) {
      if (order.capToRefundable) return null;
      throw PAYMENT_ERRORS.nothingToRefund();
    }
    if (amountCents > refundable) throw PAYMENT_ERRORS.refundTooLarge(kes(refundable));
    const refund = new Refund(payment, amountCents, order.reason, order.requester);
    refund.currency = payment.receivedCurrency ?? payment.currency;
    refund.idempotencyKey = order.idempotencyKey ?? null;
    this.refunds.add(tx, refund);
    return { refund, created: true };
  }

  /** Staff refund (part of) a payment from the back-office: audited, sent to Paystack at once. */
  async refundByStaff(
    paymentId: string,
    order: RefundOrder,
    actor: AdminPrincipal,
    ipAddress: string,
  ): Promise<Refund> {
    const refund = await this.unitOfWork.run(async (tx) => {
      const made = await this.create(tx, paymentId, {
        ...order,
        requester: { kind: 'staff', adminId: actor.id, username: actor.username },
      });
      if (!made) throw PAYMENT_ERRORS.nothingToRefund();
      const { refund, created } = made;
      if (created)
        this.audit.record(tx, {
          actor,
          action: 'refund',
          resource: 'payments',
          resourceId: paymentId,
          changes: { refund: { from: null, to: { amountCents: refund.amountCents, reason: refund.reason } } },
          ipAddress,
        });
      return refund;
    });
    await this.submit(refund.id);
    return (await this.refunds.findWithPayment(refund.id)) ?? refund;
  }

  /** Sends a committed refund to Paystack (a desk refund is set aside for staff instead). */
  submit(refundId: string, now?: Date): Promise<void> {
    return this.paystackRefunds.submit(refundId, now);
  }

  /** A `refund.*` webhook; false when it matches no refund Paystack may move. */
  applyEvent(event: PaystackRefundEvent): Promise<boolean> {
    return this.paystackRefunds.applyEvent(event);
  }

  /** Worker: the scheduled refund check. */
  check(now?: Date): Promise<{ submitted: number; updated: number }> {
    return this.paystackRefunds.check(now);
  }

  /** Moves a refund to a new state (once; late or backward moves are ignored). */
  settle(refundId: string, status: RefundStatus, options?: SettleOptions): Promise<Refund | null> {
    return this.settlement.settle(refundId, status, options);
  }

  /** Staff record the money of a desk refund handed back. */
  recordHandBack(
    paymentId: string,
    refundId: string,
    body: { method: HandBackMethod; reference?: string; note?: string },
    actor: AdminPrincipal,
    ipAddress: string,
  ): Promise<Refund> {
    return this.settlement.recordHandBack(paymentId, refundId, body, actor, ipAddress);
  }
}
