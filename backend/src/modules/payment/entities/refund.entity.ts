import { BigIntType, type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';
import { type ReceiptDocument } from '../receipts/receipt-document.js';
import { Payment } from './payment.entity.js';

/**
 * Paystack's refund states (`refund.*` webhooks), ours too, and `awaiting-hand-back`: the refund of a payment taken at
 * the desk, waiting for staff to hand the money back and record it (Paystack never sees it).
 */
export const REFUND_STATUSES = [
  'pending',
  'processing',
  'processed',
  'failed',
  'needs-attention',
  'awaiting-hand-back',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** States after which nothing changes any more. */
export const FINAL_REFUND_STATUSES: readonly RefundStatus[] = ['processed', 'failed'];

/** How staff handed back the money of a desk refund. */
export const HAND_BACK_METHODS = ['cash', 'mpesa', 'bank_transfer'] as const;
export type HandBackMethod = (typeof HAND_BACK_METHODS)[number];

/** Who asked for a refund: staff (by username), the customer cancelling, or the product itself (late payments). */
export type RefundRequester = { kind: 'staff'; adminId: string; username: string } | { kind: 'customer' | 'system' };

/**
 * Money going back for (part of) a payment. The row is written in the same transaction as the change that causes
 * it (a cancellation, a payment that could not be delivered, a staff decision) and sent to Paystack after the
 * commit; the scheduled refund check re-sends a row Paystack never acknowledged and follows the pending ones.
 * Refunds that did not fail never add up to more than was paid (checked under the payment's row lock).
 */
@Entity({ tableName: 'payment_refunds' })
@Check({
  name: 'payment_refunds_status_check',
  expression: "status in ('pending', 'processing', 'processed', 'failed', 'needs-attention', 'awaiting-hand-back')",
})
@Check({
  name: 'payment_refunds_settled_method_check',
  expression: "settled_method is null or settled_method in ('cash', 'mpesa', 'bank_transfer')",
})
@Check({ name: 'payment_refunds_amount_cents_check', expression: 'amount_cents > 0' })
@Check({ name: 'payment_refunds_requested_by_check', expression: "requested_by in ('staff', 'customer', 'system')" })
@Index({ name: 'payment_refunds_payment_id_index', properties: ['payment'] })
@Index({ name: 'payment_refunds_status_index', properties: ['status', 'createdAt'] })
export class Refund extends TimestampedEntity {
  @ManyToOne(() => Payment, { deleteRule: 'cascade' })
  payment: Payment;

  @Property({ type: 'integer' })
  amountCents: number;

  /** The transaction's currency: KES, or what a rejected payment was wrongly charged in. */
  @Property({ type: 'character', length: 3, default: 'KES' })
  currency: Opt<string> = 'KES';

  @Property({ type: 'text' })
  reason: string;

  @Property({ type: 'text', default: 'pending' })
  status: Opt<RefundStatus> = 'pending';

  @Property({ type: 'text' })
  requestedBy: 'staff' | 'customer' | 'system';

  @Property({ type: 'uuid', nullable: true })
  requestedByAdminId: string | null = null;

  @Property({ type: 'text', nullable: true })
  requestedByUsername: string | null = null;

  /** Sent by the back-office with each refund request, so a second click (or a retried request) refunds once. */
  @Property({ type: 'text', nullable: true, unique: true })
  idempotencyKey: string | null = null;

  /** Paystack's id of the refund, once it acknowledged it. */
  @Property({ type: new BigIntType('string'), nullable: true, unique: true })
  paystackRefundId: string | null = null;

  /** When it was last sent to Paystack (a send in flight is not repeated for a while). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  submittedAt: Date | null = null;

  /** Paystack's reason when it refused or could not pay the refund out. */
  @Property({ type: 'text', nullable: true })
  failure: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  processedAt: Date | null = null;

  /** SCH-CN-2026-000004: the credit note issued when the refund is processed, numbered per year without gaps. */
  @Property({ type: 'text', nullable: true, unique: true })
  creditNoteNumber: string | null = null;

  @Property({ type: 'json', nullable: true })
  creditNote: ReceiptDocument | null = null;

  /** A desk refund: how staff handed the money back, their reference (M-Pesa code, bank reference) and note. */
  @Property({ type: 'text', nullable: true })
  settledMethod: HandBackMethod | null = null;

  @Property({ type: 'text', nullable: true })
  settledReference: string | null = null;

  @Property({ type: 'text', nullable: true })
  settledNote: string | null = null;

  /** The admin who recorded the money handed back; the username stays when the admin is deleted. */
  @Property({ type: 'uuid', nullable: true })
  settledByAdminId: string | null = null;

  @Property({ type: 'text', nullable: true })
  settledByUsername: string | null = null;

  constructor(payment: Payment, amountCents: number, reason: string, requestedBy: RefundRequester) {
    super();
    this.payment = payment;
    this.amountCents = amountCents;
    this.reason = reason;
    this.requestedBy = requestedBy.kind;
    if (requestedBy.kind === 'staff') {
      this.requestedByAdminId = requestedBy.adminId;
      this.requestedByUsername = requestedBy.username;
    }
  }
}
