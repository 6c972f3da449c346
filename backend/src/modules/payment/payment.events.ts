import { DomainEvent } from '../../common/events/domain-events.js';
import { type Transaction } from '../../common/database/transaction.js';
import { type MailRequest, type StaffMailRequest } from '../mail/delivery/mail.service.js';
import { type Payment } from './entities/payment.entity.js';
import { type PaystackTransaction } from './paystack/paystack.types.js';
import { type ReceiptLine } from './receipts/receipt-document.js';

/** What could not be delivered for a payment, and how to tell people: fulfilment refunds it. */
export interface Undelivered {
  amountCents: number;
  what: string;
  /** Completes "…but {reason}" in the customer's e-mail. */
  reason: string;
  refundReason: string;
  bookAgainUrl: string | null;
  staffHeadline: string;
}

/** What the owner of a payment's target delivered: the receipt's lines, the e-mails, and what could not be delivered. */
export interface Delivery {
  lines: ReceiptLine[];
  description: string;
  mail: (MailRequest | StaffMailRequest)[];
  undelivered: Undelivered | null;
}

/**
 * A payment was confirmed paid (verify, webhook, reconciliation or a renewal charge), announced inside the fulfilling
 * transaction with the payment row locked and marked paid. The module that owns `payment.purpose` ('booking' →
 * booking, 'plan' → membership) delivers what it bought and answers the Delivery; exactly one listener must answer, or
 * fulfilment fails and the transaction rolls back (money is never kept without delivery).
 */
export class PaymentSucceeded extends DomainEvent<Delivery> {
  static readonly NAME = 'payment.succeeded';
  readonly name = PaymentSucceeded.NAME;

  constructor(
    tx: Transaction,
    readonly payment: Payment,
    /** Paystack's record of the charge; null for money staff took at the desk. */
    readonly transaction: PaystackTransaction | null,
    /**
     * A booking group another payment already paid (an earlier attempt of the same checkout): that payment's
     * reference. Nothing is delivered twice: the owner answers this payment as undelivered, and it is refunded.
     */
    readonly targetPaidBy: string | null = null,
  ) {
    super(tx);
  }
}

/**
 * A payment was closed without being paid (Paystack refused to open its checkout, or the payer walked away and its
 * hold is over), announced inside the transaction that closed it. The owner of its target lets go of what it held for
 * it (booking releases the group's held slots); nobody answers.
 */
export class PaymentClosedUnpaid extends DomainEvent {
  static readonly NAME = 'payment.closed-unpaid';
  readonly name = PaymentClosedUnpaid.NAME;

  constructor(
    tx: Transaction,
    readonly payment: Payment,
    /** Why, as staff read it on what was released ('Payment abandoned'). */
    readonly reason: string,
  ) {
    super(tx);
  }
}
