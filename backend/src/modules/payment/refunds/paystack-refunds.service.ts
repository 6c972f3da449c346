import { Inject, Injectable, Logger } from '@nestjs/common';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { type Refund } from '../entities/refund.entity.js';
import { PAYMENT_MESSAGES } from '../payment.messages.js';
import { PaystackClient, PaystackError } from '../paystack/paystack.client.js';
import { type PaystackRefund, type PaystackRefundEvent, refundEventAmount } from '../paystack/paystack.types.js';
import { isDeskPayment } from './refund-rules.js';
import { RefundSettlement } from './refund-settlement.service.js';
import { RefundsRepository } from './refunds.repository.js';

/** A refund sent to Paystack without an answer is not sent again before this (the first send may still land). */
const RESEND_AFTER_MS = 2 * 60_000;
/** Refunds looked at per scheduled check. */
const CHECK_BATCH = 100;

/** Our id goes into Paystack's merchant note, so a refund whose answer was lost can be found again. */
const merchantNote = (refund: Refund) => `refund:${refund.id}`;

/**
 * Refunds at Paystack: sent once committed, then followed through the `refund.*` webhooks and a scheduled check
 * that re-sends what Paystack never acknowledged and reads back what it did, in case a webhook was lost.
 */
@Injectable()
export class PaystackRefunds {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly refunds: RefundsRepository,
    private readonly paystack: PaystackClient,
    private readonly settlement: RefundSettlement,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends a refund to Paystack once it is committed. Claims it first (a conditional update), so two processes never
   * send the same row at once. Paystack refusing it (4xx) fails it and tells staff; no answer leaves it for the
   * scheduled check, which looks for it at Paystack before sending again.
   */
  async submit(refundId: string, now: Date = new Date()): Promise<void> {
    const claimed = await this.refunds.claimForSending(refundId, now, new Date(now.getTime() - RESEND_AFTER_MS));
    if (!claimed) return;
    const refund = await this.refunds.withPayment(refundId);
    // Money staff took at the desk never went through Paystack: it goes back by hand, and staff are told so.
    const channel = refund.payment.channel;
    if (isDeskPayment(refund.payment)) {
      await this.settlement.settle(refund.id, 'awaiting-hand-back', {
        failure: PAYMENT_MESSAGES.offlineRefund(channel ?? 'desk'),
      });
      return;
    }
    try {
      const found = claimed.previouslySubmittedAt
        ? (await this.paystack.listRefunds({ transaction: refund.payment.reference })).find(
            (candidate) => candidate.merchant_note === merchantNote(refund),
          )
        : undefined;
      const answer =
        found ??
        (await this.paystack.refund({
          transaction: refund.payment.reference,
          // A rejected charge goes back whole, in whatever currency it was taken: no amount means all of it.
          ...(refund.payment.status === 'rejected'
            ? { currency: refund.currency }
            : { amount: refund.amountCents, currency: refund.currency }),
          merchant_note: merchantNote(refund),
          customer_note: refund.reason,
        }));
      await this.acknowledged(refund.id, answer);
    } catch (error) {
      if (error instanceof PaystackError && error.status >= 400 && error.status < 500) {
        this.logger.error(`Paystack refused refund ${refund.id} of ${refund.payment.reference}: ${error.message}`);
        await this.settlement.settle(refund.id, 'failed', { failure: error.message });
      } else {
        this.logger.warn(
          `Refund ${refund.id} not acknowledged yet (${error instanceof Error ? error.message : String(error)}); the refund check retries`,
        );
      }
    }
  }

  /** Paystack took the refund: keep its id, and its state if it moved on already. */
  private async acknowledged(refundId: string, answer: PaystackRefund): Promise<void> {
    await this.refunds.recordPaystackId(refundId, String(answer.id));
    if (answer.status !== 'pending') await this.settlement.settle(refundId, answer.status);
  }

  /** A `refund.*` webhook: found by Paystack's id, else by our merchant note, else by reference and amount. */
  async applyEvent(event: PaystackRefundEvent): Promise<boolean> {
    const { data } = event;
    let refund = data.id ? await this.refunds.byPaystackId(String(data.id)) : null;
    const noted = data.merchant_note?.match(/^refund:([0-9a-f-]{36})$/)?.[1];
    if (!refund && noted) refund = await this.refunds.findById(noted);
    if (!refund) refund = await this.refunds.oldestOpenFor(data.transaction_reference, refundEventAmount(data));
    if (!refund) {
      this.logger.warn(`${event.event} for ${data.transaction_reference} matches no refund; ignored`);
      return false;
    }
    // Paystack never had a desk refund: only staff recording the money handed back ends it.
    if (refund.status === 'awaiting-hand-back') {
      this.logger.warn(`${event.event} for desk refund ${refund.id} ignored`);
      return false;
    }
    if (data.id && !refund.paystackRefundId) await this.refunds.recordPaystackId(refund.id, String(data.id));
    await this.settlement.settle(refund.id, data.status);
    return true;
  }

  /**
   * Worker: the scheduled refund check. Refunds Paystack never acknowledged are sent (again); ones it has are read
   * back and their state applied, in case a webhook was lost. Only refunds that can still change at Paystack are
   * looked at, oldest first and those waiting on Paystack's "needs attention" last, so desk refunds waiting for staff
   * (and a pile of stuck ones) never crowd a lost webhook out of the batch.
   */
  async check(now: Date = new Date()): Promise<{ submitted: number; updated: number }> {
    const result = { submitted: 0, updated: 0 };
    if (!this.config.paystack.secretKey) return result;
    const open = await this.refunds.openPaystackRefunds(CHECK_BATCH);
    for (const refund of open) {
      try {
        if (!refund.paystackRefundId) {
          await this.submit(refund.id, now);
          result.submitted++;
          continue;
        }
        const answer = await this.paystack.fetchRefund(Number(refund.paystackRefundId));
        if (answer.status !== refund.status) {
          await this.settlement.settle(refund.id, answer.status, { now });
          result.updated++;
        }
      } catch (error) {
        this.logger.warn(
          `Could not check refund ${refund.id}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return result;
  }
}
