import { formatVenueDeadline } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../common/database/transaction.js';
import { BusinessSettingsService } from '../../common/settings/business-settings.js';
import { MailService } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import { type Payment } from './entities/payment.entity.js';
import { type Delivery, type Undelivered } from './payment.events.js';
import { firstNameOf, kes } from './payment-values.js';
import { documentAttachment, ReceiptIssuer } from './receipts/receipt-issuer.js';

/**
 * What people are told about a payment, staged in its transaction: the numbered receipt with what it bought, what
 * could not be delivered and is refunded, and a charge of the wrong amount.
 */
@Injectable()
export class PaymentNotices {
  constructor(
    private readonly mail: MailService,
    private readonly receipts: ReceiptIssuer,
    private readonly settings: BusinessSettingsService,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * Stages the delivery's own e-mails, then numbers the receipt of the successful payment and stages its e-mail.
   * Receipt numbers are given in turn (one counter a year, without gaps) and the counter stays locked until the
   * payment's transaction commits, so what the payment changed and staged so far is written first: payments arriving
   * together wait for each other only over the receipt itself and the commit.
   */
  async receiptAndMail(tx: Transaction, payment: Payment, delivery: Delivery): Promise<MailOutbox[]> {
    const staged = await this.mail.stageAll(tx, delivery.mail);
    const settings = await this.settings.get(tx);
    await this.unitOfWork.flush(tx);
    const receipt = await this.receipts.receipt(tx, payment, delivery.lines, settings);
    // Nothing was paid for a complimentary booking: its receipt is kept for the books, not mailed as a payment.
    if (payment.amountCents === 0) return staged;
    staged.push(
      this.mail.stage(tx, {
        template: MAIL_TEMPLATES.paymentReceipt,
        to: payment.email,
        variables: {
          firstName: firstNameOf(payment),
          amount: kes(payment.amountCents),
          reference: payment.reference,
          description: delivery.description,
          paidAt: formatVenueDeadline(payment.paidAt ?? new Date()).replace(' (Nairobi time)', ''),
          receiptNumber: payment.receiptNumber,
        },
        attachments: [documentAttachment(receipt)],
      }),
    );
    return staged;
  }

  /** The customer's and staff's e-mails about money that could not buy what it was for. */
  notDelivered(
    tx: Transaction,
    payment: Payment,
    undelivered: Undelivered,
    refundCents: number,
  ): Promise<MailOutbox[]> {
    return this.mail.stageAll(tx, [
      {
        template: MAIL_TEMPLATES.paymentNotDelivered,
        to: payment.email,
        variables: {
          firstName: firstNameOf(payment),
          what: undelivered.what,
          reason: undelivered.reason,
          amount: kes(payment.amountCents),
          refundAmount: kes(refundCents),
          reference: payment.reference,
          bookAgainUrl: undelivered.bookAgainUrl,
        },
      },
      {
        template: MAIL_TEMPLATES.paymentAttentionStaff,
        staff: 'refunds',
        variables: {
          headline: undelivered.staffHeadline,
          details: `${payment.customerName ?? payment.email} paid for ${undelivered.what}, but ${undelivered.reason} KSh ${kes(refundCents)} is being refunded automatically; the customer has been told.`,
          reference: payment.reference,
          email: payment.email,
          amount: kes(payment.amountCents),
        },
      },
    ]);
  }

  /** The customer's and staff's e-mails about a charge of `taken` (another amount or currency) that is refunded. */
  rejected(tx: Transaction, payment: Payment, taken: string): Promise<MailOutbox[]> {
    const asked = kes(payment.amountCents);
    const what = payment.purpose === 'plan' ? 'your membership' : 'your booking';
    return this.mail.stageAll(tx, [
      {
        template: MAIL_TEMPLATES.paymentRejected,
        to: payment.email,
        variables: {
          firstName: firstNameOf(payment),
          what,
          paidAmount: taken,
          askedAmount: `KSh ${asked}`,
          reference: payment.reference,
        },
      },
      {
        template: MAIL_TEMPLATES.paymentAttentionStaff,
        staff: 'refunds',
        variables: {
          headline: 'a payment of the wrong amount was refunded automatically',
          details: `Paystack charged ${payment.customerName ?? payment.email} ${taken} for ${what.replace('your ', 'a ')}, but the price was KSh ${asked}. Nothing was delivered; all ${taken} is being refunded automatically and the customer has been told.`,
          reference: payment.reference,
          email: payment.email,
          amount: asked,
        },
      },
    ]);
  }
}
