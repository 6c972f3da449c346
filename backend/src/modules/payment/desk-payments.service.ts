import { ConflictException, Injectable } from '@nestjs/common';
import { type Transaction } from '../../common/database/transaction.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { type Payment } from './entities/payment.entity.js';
import { movePayment } from './payment-transitions.js';
import { PaymentDeliveries } from './payment-deliveries.service.js';
import { PaymentNotices } from './payment-notices.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';

/** Money staff took at the desk (cash, M-Pesa till, bank transfer) for a booking they placed. */
@Injectable()
export class DeskPayments {
  constructor(
    private readonly deliveries: PaymentDeliveries,
    private readonly notices: PaymentNotices,
  ) {}

  /**
   * A payment staff took for a booking group they just placed (confirmed, in the caller's transaction): delivered
   * and receipted as a Paystack payment is on fulfilment. Returns the staged e-mails.
   */
  async settleRecordedBooking(tx: Transaction, payment: Payment, paidAt: Date): Promise<MailOutbox[]> {
    movePayment(payment, 'success');
    payment.paidAt = paidAt;
    const delivery = await this.deliveries.booking(tx, payment);
    // The rows were placed in this transaction; one that could not be is refused before any money is recorded.
    if (delivery.undelivered) throw new ConflictException(PAYMENT_MESSAGES.recordedNotPlaced);
    return this.notices.receiptAndMail(tx, payment, delivery);
  }
}
