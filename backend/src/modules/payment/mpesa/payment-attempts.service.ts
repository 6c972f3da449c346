import { formatMpesaPhone } from '@coworking/domain';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { startedAnswer } from '../checkout-answers.js';
import { type PaymentProgressDto, type PaymentStartedDto, type RetryPaymentDto } from '../dto/payment.dto.js';
import { Payment } from '../entities/payment.entity.js';
import { PaymentCheckouts } from '../payment-checkouts.service.js';
import { PaymentFulfilment } from '../payment-fulfilment.service.js';
import { PAYMENT_ERRORS } from '../payment.errors.js';
import { PAYMENT_MESSAGES } from '../payment.messages.js';
import { newReference } from '../payment-values.js';
import { PaymentsRepository } from '../payments.repository.js';
import { PaystackClient, PaystackError } from '../paystack/paystack.client.js';
import { MOBILE_MONEY, type PayMethod } from './mpesa-prompts.service.js';

/** Paystack asks for at least this long between checks of one charge. */
export const CHARGE_CHECK_GAP_MS = 10_000;

/** Paystack's charge statuses that are an outcome; any other (pending, pay_offline, send_otp…) is still waiting. */
const CHARGE_OUTCOMES = new Set(['success', 'failed', 'abandoned', 'reversed']);

/**
 * A checkout's payment attempts, as the payer's page sees them: where the newest stands (asking Paystack about an
 * M-Pesa prompt no more than once per 10 s, however often pages poll), and a new attempt when one was declined, timed
 * out or could not be sent: a new charge with a new reference for the same hold, never a second one while a prompt
 * is still open, and one at most however many times "Try again" is pressed.
 */
@Injectable()
export class PaymentAttempts {
  private readonly logger = new Logger('PaymentAttempts');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: PaymentsRepository,
    private readonly paystack: PaystackClient,
    private readonly fulfilment: PaymentFulfilment,
    private readonly checkouts: PaymentCheckouts,
    private readonly clock: Clock,
  ) {}

  /** Where a payment stands now; a pending M-Pesa prompt is checked with Paystack when 10 s have passed. */
  async progress(reference: string): Promise<PaymentProgressDto> {
    let payment = await this.repository.findByReference(reference);
    if (!payment) throw PAYMENT_ERRORS.notFound();
    if (payment.status === 'pending' && payment.channel === MOBILE_MONEY) {
      await this.checkPrompt(payment);
      payment = (await this.repository.findByReference(reference)) ?? payment;
    }
    const newest = await this.repository.newestAttemptOf(payment);
    return this.progressOf(payment, newest?.reference === payment.reference);
  }

  /**
   * A new attempt at the checkout `reference` belongs to: an M-Pesa prompt (to the number given, or the last one) or
   * Paystack's checkout. Refused while the newest attempt may still be paid (a prompt open on the phone), once one
   * is paid, and after the booking's hold is over. Pressing twice gives the same new attempt, not a second charge.
   */
  async retry(reference: string, body: RetryPaymentDto): Promise<PaymentStartedDto> {
    const payment = await this.repository.findByReference(reference);
    if (!payment) throw PAYMENT_ERRORS.notFound();
    const first = payment.retryOf ?? payment.reference;
    // A prompt still open is asked about first (at most once per 10 s), so a decline just answered counts.
    if (payment.status === 'pending' && payment.channel === MOBILE_MONEY) await this.checkPrompt(payment);
    const method = methodFor(body, payment);
    const outcome = await this.unitOfWork.run(async (tx): Promise<{ existing: Payment } | { attempt: Payment }> => {
      // The first attempt's row is the checkout's lock: retries of one checkout take turns here.
      await this.repository.lockByReference(tx, first);
      const newest = await this.repository.latestAttempt(tx, first);
      if (!newest) throw PAYMENT_ERRORS.notFound();
      // Pressed twice: the first press made the new attempt, the second answers it.
      if (newest.reference !== payment.reference) return { existing: newest };
      if (newest.status === 'success') throw PAYMENT_ERRORS.alreadyPaid();
      if (newest.status === 'rejected') throw PAYMENT_ERRORS.notRetryable();
      // A prompt still open could yet be paid: a second charge beside it could take the money twice.
      if (newest.status === 'pending' && newest.channel === MOBILE_MONEY) throw PAYMENT_ERRORS.stillWaiting();
      if (newest.holdExpiresAt && newest.holdExpiresAt.getTime() <= this.clock.now().getTime())
        throw PAYMENT_ERRORS.holdOver();
      const attempt = nextAttempt(newest, first);
      this.repository.add(tx, attempt);
      return { attempt };
    });
    if ('existing' in outcome) return this.answerOf(outcome.existing);
    return this.checkouts.startAttempt(outcome.attempt, method);
  }

  /**
   * Asks Paystack about an open M-Pesa prompt when no page has in the last 10 s, and settles it through the one
   * fulfilment path when it has an outcome (paid: delivered once; declined or timed out: recorded, hold kept).
   * A charge Paystack never saw (the request did not reach it) is closed as failed so it can be tried again.
   */
  private async checkPrompt(payment: Payment): Promise<void> {
    if (!(await this.repository.claimProviderCheck(payment.reference, this.clock.now(), CHARGE_CHECK_GAP_MS))) return;
    try {
      const charge = await this.paystack.checkCharge(payment.reference);
      if (!CHARGE_OUTCOMES.has(charge.status)) return;
      await this.fulfilment.fulfil(await this.paystack.verify(payment.reference), 'verify');
    } catch (error) {
      if (error instanceof PaystackError && error.status === 404) {
        await this.unitOfWork.run((tx) =>
          this.repository.closePending(tx, payment.reference, 'failed', { error: error.message }),
        );
        return;
      }
      this.logger.warn(
        `Could not check M-Pesa charge ${payment.reference}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private progressOf(payment: Payment, isNewest: boolean): PaymentProgressDto {
    const mpesa = payment.channel === MOBILE_MONEY && payment.payerPhone !== null;
    const phone = mpesa && payment.payerPhone ? formatMpesaPhone(payment.payerPhone) : null;
    const holdLasts = !payment.holdExpiresAt || payment.holdExpiresAt.getTime() > this.clock.now().getTime();
    return {
      reference: payment.reference,
      status: payment.status,
      channel: mpesa ? 'mpesa' : 'card',
      mpesaPhone: phone,
      message: progressMessage(payment, phone),
      canRetry: isNewest && (payment.status === 'failed' || payment.status === 'abandoned') && holdLasts,
      holdExpiresAt: payment.holdExpiresAt,
      checkAgainInSeconds: CHARGE_CHECK_GAP_MS / 1000,
    };
  }

  /** The answer to a press that found its attempt already made: that attempt, as it stands. */
  private answerOf(attempt: Payment): PaymentStartedDto {
    const progress = this.progressOf(attempt, true);
    const status =
      attempt.status === 'pending' ? (attempt.channel === MOBILE_MONEY ? 'pending' : 'checkout') : 'failed';
    return {
      ...startedAnswer(attempt, status, attempt.holdExpiresAt),
      data: { reference: attempt.reference, authorization_url: null, access_code: null },
      message: progress.message,
    };
  }
}

/** How the new attempt is paid: as asked, else as the last one was (the same number for M-Pesa). */
function methodFor(body: RetryPaymentDto, last: Payment): PayMethod {
  const channel = body.channel ?? (last.payerPhone ? 'mpesa' : 'card');
  const phone = body.mpesaPhone ?? last.payerPhone;
  return channel === 'mpesa' && phone ? { channel: 'mpesa', phone } : { channel: 'card' };
}

/** A new payment row for the same checkout: the same target, amount, discount and receipt details, a new reference. */
function nextAttempt(last: Payment, firstReference: string): Payment {
  const attempt = new Payment(newReference(), last.purpose, last.targetId, last.amountCents, last.email);
  attempt.periodNumber = last.periodNumber;
  attempt.seatsAdded = last.seatsAdded;
  attempt.discountCents = last.discountCents;
  attempt.promoCode = last.promoCode;
  attempt.customerName = last.customerName;
  attempt.companyName = last.companyName;
  attempt.kraPin = last.kraPin;
  attempt.holdExpiresAt = last.holdExpiresAt;
  attempt.retryOf = firstReference;
  return attempt;
}

/** What the payer's page says of a payment. */
function progressMessage(payment: Payment, phone: string | null): string {
  switch (payment.status) {
    default:
    case 'pending':
      return phone ? PAYMENT_MESSAGES.mpesaPrompt(phone) : PAYMENT_MESSAGES.initialized;
    case 'success':
      return PAYMENT_MESSAGES.mpesaPaid;
    case 'rejected':
      return PAYMENT_MESSAGES.rejectedAttempt;
    case 'abandoned':
      return PAYMENT_MESSAGES.mpesaTimedOut;
    case 'failed': {
      const why = String(payment.providerData?.gateway_response ?? payment.providerData?.error ?? '');
      if (/cancel/i.test(why)) return PAYMENT_MESSAGES.mpesaCancelled;
      if (/time/i.test(why)) return PAYMENT_MESSAGES.mpesaTimedOut;
      return PAYMENT_MESSAGES.mpesaFailed(why || 'declined');
    }
  }
}
