import { Injectable, Logger } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../common/database/transaction.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { MailService } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { type Payment } from './entities/payment.entity.js';
import { movePayment } from './payment-transitions.js';
import { PaymentNotices } from './payment-notices.js';
import { type SmsOutbox } from '../sms/entities/sms-outbox.entity.js';
import { SmsService } from '../sms/sms.service.js';
import { SMS_TEMPLATES } from '../sms/templates/default-sms-templates.js';
import { MOBILE_MONEY } from './mpesa/mpesa-prompts.service.js';
import { type Delivery, PaymentSucceeded } from './payment.events.js';
import { kes, moneyText } from './payment-values.js';
import { PaymentsRepository } from './payments.repository.js';
import { type PaystackTransaction } from './paystack/paystack.types.js';
import { RefundsService } from './refunds/refunds.service.js';

export type FulfilmentOutcome = 'fulfilled' | 'already-fulfilled' | 'rejected' | 'not-paid' | 'unknown-reference';

/** Work to run once the fulfilment's transaction has committed (sending a refund to Paystack). */
type AfterCommit = () => Promise<void>;

/** What a fulfilment staged for after its commit: e-mails and text messages. */
interface Staged {
  mail: MailOutbox[];
  texts: (SmsOutbox | null)[];
}

/**
 * Announces a payment paid (PaymentSucceeded, in its transaction) and answers what the owner of its target delivered.
 * Exactly one module must deliver it: none (a purpose nobody owns) or several would keep money without a clear
 * delivery, so that throws and the payment's transaction rolls back.
 */
export async function deliveryOf(events: DomainEvents, event: PaymentSucceeded): Promise<Delivery> {
  const answers = await events.publish(event);
  if (answers.length !== 1)
    throw new Error(
      `Payment ${event.payment.reference} (${event.payment.purpose}) was delivered by ${answers.length} modules; exactly one must deliver it`,
    );
  return answers[0];
}

/**
 * The one fulfilment path, used by verify, the webhook, reconciliation and renewal charges: it delivers what a
 * payment paid for exactly once, receipts it, and refunds what it cannot deliver.
 */
@Injectable()
export class PaymentFulfilment {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: PaymentsRepository,
    private readonly mail: MailService,
    private readonly refunds: RefundsService,
    private readonly events: DomainEvents,
    private readonly notices: PaymentNotices,
    private readonly sms: SmsService,
  ) {}

  /**
   * Atomic and idempotent: the payment row is locked and moves from pending to success once, so however many
   * times verify, webhooks and reconciliation call it, the booking is confirmed and the e-mails are staged once.
   * Amount, currency and reference must match what the server asked for. A successful payment is receipted
   * (numbered, with a PDF); what it paid for but cannot get (a slot sold after its hold ran out, a membership
   * already paid) is refunded at once and the customer and staff are told.
   */
  async fulfil(
    transaction: PaystackTransaction,
    source: 'verify' | 'webhook' | 'reconciliation' | 'renewal',
  ): Promise<FulfilmentOutcome> {
    const afterCommit: AfterCommit[] = [];
    const texts: (SmsOutbox | null)[] = [];
    const outcome = await this.unitOfWork.run(
      async (tx): Promise<{ outcome: FulfilmentOutcome; staged: MailOutbox[] }> => {
        // Fulfilments of one target take turns (a checkout tried again has several payments): the second sees the first.
        const target = await this.repository.targetOfReference(tx, transaction.reference);
        if (!target) return { outcome: 'unknown-reference', staged: [] };
        await this.repository.lockTarget(tx, target);
        const payment = await this.repository.lockByReference(tx, transaction.reference);
        if (!payment) return { outcome: 'unknown-reference', staged: [] };
        // A final payment never moves again: a replayed webhook, verify or reconciliation delivers (or refunds) nothing.
        if (payment.status === 'success') return { outcome: 'already-fulfilled', staged: [] };
        if (payment.status === 'rejected') return { outcome: 'rejected', staged: [] };
        if (transaction.status !== 'success') {
          if (transaction.status === 'failed' || transaction.status === 'abandoned') {
            movePayment(payment, transaction.status);
            payment.providerData = { ...transaction };
          }
          return { outcome: 'not-paid', staged: [] };
        }
        if (transaction.amount !== payment.amountCents || transaction.currency !== payment.currency) {
          const rejected = await this.rejectCharge(tx, payment, transaction, source);
          afterCommit.push(...rejected.afterCommit);
          return { outcome: 'rejected', staged: rejected.staged };
        }
        const { mail: staged, texts: stagedTexts } = await this.deliver(tx, payment, transaction, afterCommit);
        texts.push(...stagedTexts);
        this.logger.log(`Payment ${payment.reference} fulfilled (${source})`);
        return { outcome: 'fulfilled', staged };
      },
    );
    await this.mail.dispatch(outcome.staged);
    await this.sms.dispatch(texts);
    await Promise.allSettled(afterCommit.map((run) => run()));
    return outcome.outcome;
  }

  /**
   * Records the payment as paid, has the owner of its target deliver it (PaymentSucceeded), receipts it, and refunds
   * what could not be delivered.
   */
  private async deliver(
    tx: Transaction,
    payment: Payment,
    transaction: PaystackTransaction,
    afterCommit: AfterCommit[],
  ): Promise<Staged> {
    movePayment(payment, 'success');
    payment.paidAt = transaction.paid_at ? new Date(transaction.paid_at) : new Date();
    payment.channel = transaction.channel;
    payment.paystackTransactionId = transaction.id ? String(transaction.id) : null;
    payment.feesCents = typeof transaction.fees === 'number' ? transaction.fees : null;
    payment.providerData = { ...transaction };
    // A booking already paid by another attempt of its checkout is not delivered twice: this payment is refunded.
    const paidBefore = payment.purpose === 'booking' ? await this.repository.otherSuccessfulPayment(tx, payment) : null;
    const delivery = await deliveryOf(
      this.events,
      new PaymentSucceeded(tx, payment, transaction, paidBefore?.reference ?? null),
    );
    const staged = await this.notices.receiptAndMail(tx, payment, delivery);
    const texts = [await this.mpesaConfirmation(tx, payment, delivery)];
    if (delivery.undelivered) {
      const made = await this.refunds.create(tx, payment.id, {
        amountCents: delivery.undelivered.amountCents,
        reason: delivery.undelivered.refundReason,
        capToRefundable: true,
        requester: { kind: 'system' },
      });
      if (made) {
        afterCommit.push(() => this.refunds.submit(made.refund.id));
        staged.push(...(await this.notices.notDelivered(tx, payment, delivery.undelivered, made.refund.amountCents)));
      }
    }
    return { mail: staged, texts };
  }

  /**
   * An M-Pesa payment is confirmed by SMS too, to the number that paid, when that number agreed to SMS (the SMS
   * module checks the consent and the daily cap). Once per payment, however often it is fulfilled.
   */
  private mpesaConfirmation(tx: Transaction, payment: Payment, delivery: Delivery): Promise<SmsOutbox | null> {
    if (!payment.payerPhone || payment.channel !== MOBILE_MONEY) return Promise.resolve(null);
    return this.sms.stage(tx, {
      to: payment.payerPhone,
      template: SMS_TEMPLATES.paymentReceived,
      variables: {
        amount: kes(payment.amountCents),
        what: delivery.description,
        receiptNumber: payment.receiptNumber ?? '',
        reference: payment.reference,
      },
      once: `payment-received:${payment.reference}`,
    });
  }

  /**
   * Paystack took money that does not match what was asked (another amount, another currency): nothing is delivered,
   * the payment is kept as `rejected` with what was taken, and all of it is refunded in the currency it was taken in
   * (inside this transaction, sent after the commit). The customer and staff are told. Runs once per payment: the
   * payment is locked and `rejected` is final.
   */
  private async rejectCharge(
    tx: Transaction,
    payment: Payment,
    transaction: PaystackTransaction,
    source: string,
  ): Promise<{ staged: MailOutbox[]; afterCommit: AfterCommit[] }> {
    const asked = kes(payment.amountCents);
    const taken = moneyText(transaction.amount, transaction.currency);
    this.logger.error(
      `Payment ${payment.reference} rejected (${source}): paid ${transaction.amount} ${transaction.currency}, expected ${payment.amountCents} ${payment.currency}; refunding all of it`,
    );
    movePayment(payment, 'rejected');
    payment.receivedCents = transaction.amount;
    payment.receivedCurrency = transaction.currency;
    payment.paidAt = transaction.paid_at ? new Date(transaction.paid_at) : new Date();
    payment.channel = transaction.channel;
    payment.paystackTransactionId = transaction.id ? String(transaction.id) : null;
    payment.providerData = { ...transaction, rejected: `expected ${payment.amountCents} ${payment.currency}` };
    const made =
      transaction.amount > 0
        ? await this.refunds.create(tx, payment.id, {
            reason: `Charged ${taken} instead of KSh ${asked}`,
            capToRefundable: true,
            requester: { kind: 'system' },
          })
        : null;
    const staged = await this.notices.rejected(tx, payment, taken);
    return { staged, afterCommit: made ? [() => this.refunds.submit(made.refund.id)] : [] };
  }
}
