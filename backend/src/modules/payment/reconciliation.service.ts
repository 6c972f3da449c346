import { Inject, Injectable, Logger } from '@nestjs/common';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type Payment } from './entities/payment.entity.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { PaystackClient, PaystackError } from './paystack/paystack.client.js';
import { type PaystackTransactionStatus } from './paystack/paystack.types.js';
import { UnpaidPayments } from './unpaid-payments.service.js';

/** Payments younger than this are left to the webhook and the payer's return. */
export const QUIET_MINUTES = 3;
/** Payments looked at per run, oldest first; the rest wait for the next run. */
const BATCH = 100;

/** Paystack's answers that fulfilment records on the payment itself (and so closes it). */
const RECORDED_BY_FULFILMENT: readonly PaystackTransactionStatus[] = ['failed', 'abandoned'];

/**
 * Worker: every minute (the `payment-reconciliation` job scheduler, jobs/payment-reconciliation.processor.ts),
 * payments still pending after a few minutes are checked with Paystack.
 * Paid ones are fulfilled (a lost webhook costs nobody their booking); ones that failed, were
 * abandoned, or outlived their booking hold are closed and their held slots released (by booking, on PaymentClosedUnpaid).
 */
@Injectable()
export class PaymentReconciliation {
  private readonly logger = new Logger('PaymentReconciliation');

  constructor(
    private readonly repository: PaymentsRepository,
    private readonly paystack: PaystackClient,
    private readonly payments: PaymentsService,
    private readonly unpaid: UnpaidPayments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * One pass; `now` lets tests look a few minutes ahead. For each payment pending longer than QUIET_MINUTES:
   * - Paystack says paid: fulfilled (the one fulfilment path; a payment fulfilled meanwhile counts once).
   * - Paystack says failed or abandoned: fulfilment records that on the payment; its held slot goes when the hold
   *   expires.
   * - Paystack says it is still open, or never saw the reference (400): left alone while the booking hold lasts
   *   (the payer may still pay), closed as abandoned once it is over, and its held slot released.
   * - Paystack does not answer: tried again on the next run.
   */
  async run(now: Date = new Date()): Promise<{ fulfilled: number; closed: number }> {
    const result = { fulfilled: 0, closed: 0 };
    if (!this.config.paystack.secretKey) return result;
    const pending = await this.repository.pendingCreatedBefore(new Date(now.getTime() - QUIET_MINUTES * 60_000), BATCH);
    const holdIsOver = (payment: Payment) =>
      now.getTime() > payment.createdAt.getTime() + this.config.booking.holdMinutes * 60_000;
    for (const payment of pending) {
      try {
        const transaction = await this.paystack.verify(payment.reference);
        const outcome = await this.payments.fulfil(transaction, 'reconciliation');
        if (outcome === 'fulfilled') result.fulfilled++;
        else if (
          outcome === 'not-paid' &&
          !RECORDED_BY_FULFILMENT.includes(transaction.status) &&
          holdIsOver(payment)
        ) {
          if (await this.closeAbandoned(payment)) result.closed++;
        }
      } catch (error) {
        // Paystack never saw it (the payer never reached checkout): close it once the hold is over.
        if (error instanceof PaystackError && error.status === 400 && holdIsOver(payment)) {
          if (await this.closeAbandoned(payment)) result.closed++;
        } else {
          this.logger.warn(
            `Could not reconcile ${payment.reference}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    }
    if (result.fulfilled || result.closed)
      this.logger.log(`Reconciled payments: ${result.fulfilled} fulfilled, ${result.closed} closed`);
    return result;
  }

  /**
   * Closes a payment that is still pending (not one fulfilled meanwhile); the owner of its target lets go of what it
   * held for it (PaymentClosedUnpaid: booking releases the held slot).
   */
  private closeAbandoned(payment: Payment): Promise<boolean> {
    return this.unpaid.close(payment, 'abandoned', 'Payment abandoned');
  }
}
