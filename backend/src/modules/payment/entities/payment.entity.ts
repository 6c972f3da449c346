import { BigIntType, type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Admin } from '../../identity/entities/admin.entity.js';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';
import { type ReceiptDocument } from '../receipts/receipt-document.js';

export const PAYMENT_PURPOSES = ['booking', 'plan'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
/** `rejected`: Paystack took an amount or currency other than the one asked; all of it is refunded, nothing delivered. */
export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'abandoned', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One row per Paystack transaction reference. The amount is the one the server computed, in
 * integer cents; Paystack's answer must match it (and the currency) before value is delivered.
 */
@Entity({ tableName: 'payments' })
@Check({ name: 'payments_purpose_check', expression: "purpose in ('booking', 'plan')" })
@Check({
  name: 'payments_status_check',
  expression: "status in ('pending', 'success', 'failed', 'abandoned', 'rejected')",
})
@Check({ name: 'payments_seats_added_check', expression: 'seats_added is null or seats_added >= 1' })
@Check({ name: 'payments_amount_cents_check', expression: 'amount_cents >= 0' })
@Check({ name: 'payments_discount_cents_check', expression: 'discount_cents >= 0' })
@Check({
  name: 'payments_refunded_cents_check',
  expression: 'refunded_cents >= 0 and refunded_cents <= coalesce(received_cents, amount_cents)',
})
@Index({ name: 'payments_status_created_at_index', properties: ['status', 'createdAt'] })
@Index({ name: 'payments_target_id_index', properties: ['targetId'] })
@Index({ name: 'payments_created_at_id_index', properties: ['createdAt', 'id'] })
@Index({ name: 'payments_retry_of_index', properties: ['retryOf'] })
export class Payment extends TimestampedEntity {
  @Property({ type: 'text', unique: true })
  reference: string;

  @Property({ type: 'text' })
  purpose: PaymentPurpose;

  /** The booking group id (purpose booking) or plan booking id (purpose plan). */
  @Property({ type: 'uuid' })
  targetId: string;

  /** Purpose plan: the membership period it pays for (1 = the first). A second successful payment for a period is refunded. */
  @Property({ type: 'integer', nullable: true })
  periodNumber: number | null = null;

  /**
   * Purpose plan: seats added to a team membership during period `periodNumber` (its share of that period); null for
   * a period's own payment. The period queries (paid, pending, tries) look only at rows where this is null.
   */
  @Property({ type: 'integer', nullable: true })
  seatsAdded: number | null = null;

  @Property({ type: 'integer' })
  amountCents: number;

  @Property({ type: 'character', length: 3, default: 'KES' })
  currency: Opt<string> = 'KES';

  @Property({ type: 'text', default: 'pending' })
  status: Opt<PaymentStatus> = 'pending';

  @Property({ type: 'text' })
  email: string;

  @Property({ type: 'text', nullable: true })
  channel: string | null = null;

  /** M-Pesa by STK push: the number the PIN prompt went to (2547XXXXXXXX); null for other ways of paying. */
  @Property({ type: 'text', nullable: true })
  payerPhone: string | null = null;

  /**
   * When the payer's page last had Paystack asked about this charge: Paystack asks for 10 s or more between checks,
   * so however often the page polls, Paystack hears from us at most once per 10 s per charge.
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  providerCheckedAt: Date | null = null;

  /**
   * A checkout tried again (an M-Pesa prompt declined or timed out, then tried again or paid another way): the
   * reference of the checkout's first payment. Every attempt points at the first, so a checkout's attempts are one
   * query and a promo code's use follows whichever attempt is paid.
   */
  @Property({ type: 'text', nullable: true })
  retryOf: string | null = null;

  /** Until when the booking's slots are held for this payment (null for plans): a retry after that is refused. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null = null;

  /** Paystack's last answer about this transaction, kept for support and audits. */
  @Property({ type: 'json', nullable: true })
  providerData: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  paidAt: Date | null = null;

  /** The payer's name as given at checkout (the ledger searches it). */
  @Property({ type: 'text', nullable: true })
  customerName: string | null = null;

  /** Optional, for a company that files the receipt: its name and KRA PIN as given at checkout. */
  @Property({ type: 'text', nullable: true })
  companyName: string | null = null;

  @Property({ type: 'text', nullable: true })
  kraPin: string | null = null;

  /** Paystack's own id of the transaction (support quotes it). */
  @Property({ type: new BigIntType('string'), nullable: true, unique: true })
  paystackTransactionId: string | null = null;

  /** What Paystack kept, in cents, when it says. */
  @Property({ type: 'integer', nullable: true })
  feesCents: number | null = null;

  /**
   * A rejected payment: what Paystack actually took (its subunits, in `receivedCurrency`), all of which is refunded.
   * Null for every other payment, which took exactly `amountCents` in `currency`.
   */
  @Property({ type: 'integer', nullable: true })
  receivedCents: number | null = null;

  @Property({ type: 'character', length: 3, nullable: true })
  receivedCurrency: string | null = null;

  /** The sum of this payment's refunds that are processed (in `receivedCurrency` for a rejected payment). */
  @Property({ type: 'integer', default: 0 })
  refundedCents: Opt<number> = 0;

  /** SCH-2026-000123: numbered per year without gaps when the payment succeeds. */
  @Property({ type: 'text', nullable: true, unique: true })
  receiptNumber: string | null = null;

  /** The receipt as issued (seller, customer, lines, totals): later changes to settings never rewrite it. */
  @Property({ type: 'json', nullable: true })
  receipt: ReceiptDocument | null = null;

  /**
   * The admin who recorded a payment taken at the desk (cash, M-Pesa to the till, bank transfer, complimentary) or
   * sent its pay link; null for the storefront's checkouts. The username stays when the admin is deleted.
   */
  @ManyToOne(() => Admin, { nullable: true, deleteRule: 'set null' })
  recordedBy: Admin | null = null;

  @Property({ type: 'text', nullable: true })
  recordedByUsername: string | null = null;

  /** The M-Pesa transaction code of a payment staff recorded: unique, so one customer payment is never counted twice. */
  @Property({ type: 'text', nullable: true, unique: true })
  mpesaCode: string | null = null;

  /** The bank's reference of a transfer staff recorded. */
  @Property({ type: 'text', nullable: true })
  bankReference: string | null = null;

  /** Why a booking was given away (complimentary), or why staff took something off the price. */
  @Property({ type: 'text', nullable: true })
  staffNote: string | null = null;

  /** What staff or a promo code took off the price (KES cents); the amount is what is left to pay. */
  @Property({ type: 'integer', default: 0 })
  discountCents: Opt<number> = 0;

  /** The promo code that took `discountCents` off (the receipt names it); null for a staff discount or none. */
  @Property({ type: 'text', nullable: true })
  promoCode: string | null = null;

  constructor(reference: string, purpose: PaymentPurpose, targetId: string, amountCents: number, email: string) {
    super();
    this.reference = reference;
    this.purpose = purpose;
    this.targetId = targetId;
    this.amountCents = amountCents;
    this.email = email;
  }
}
