import { Injectable } from '@nestjs/common';
import { type Transaction } from '../../common/database/transaction.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { DeskPaymentsRepository } from './desk-payments.repository.js';
import { type Payment } from './entities/payment.entity.js';
import { deliveryOf } from './payment-fulfilment.service.js';
import { movePayment } from './payment-transitions.js';
import { PaymentNotices } from './payment-notices.js';
import { PaymentSucceeded } from './payment.events.js';
import { PAYMENT_ERRORS } from './payment.errors.js';

/** Money staff took at the desk (cash, M-Pesa till, bank transfer) or sent a pay link for, recorded by staff. */
@Injectable()
export class DeskPayments {
  constructor(
    private readonly repository: DeskPaymentsRepository,
    private readonly events: DomainEvents,
    private readonly notices: PaymentNotices,
  ) {}

  /**
   * One M-Pesa payment is recorded once. Recorders of the same code take turns (a transaction lock on the code),
   * so the check and the insert cannot interleave; the unique column is the backstop. 409 naming the payment it is on.
   */
  async assertMpesaCodeUnused(tx: Transaction, code: string): Promise<void> {
    await this.repository.lockMpesaCode(tx, code);
    const earlier = await this.repository.referenceOfMpesaCode(tx, code);
    if (earlier) throw PAYMENT_ERRORS.mpesaCodeUsed(code, earlier);
  }

  /** Records a payment staff took or sent a pay link for, naming the admin who recorded it (written on commit). */
  record(tx: Transaction, payment: Payment, recordedByAdminId: string): void {
    this.repository.addRecorded(tx, payment, recordedByAdminId);
  }

  /**
   * A recorded desk payment for what staff just placed (in the caller's transaction): marked paid, delivered by the
   * owner of its target (PaymentSucceeded) and receipted as a Paystack payment is on fulfilment. Returns the staged
   * e-mails. What staff placed in this transaction and could not be delivered is refused before any money is kept.
   */
  async settle(tx: Transaction, payment: Payment, paidAt: Date): Promise<MailOutbox[]> {
    movePayment(payment, 'success');
    payment.paidAt = paidAt;
    const delivery = await deliveryOf(this.events, new PaymentSucceeded(tx, payment, null));
    if (delivery.undelivered) throw PAYMENT_ERRORS.recordedNotPlaced();
    return this.notices.receiptAndMail(tx, payment, delivery);
  }
}
