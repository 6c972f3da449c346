import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PeriodicTask } from '../../common/periodic-task.js';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BookingsService } from '../booking/bookings.service.js';
import { Payment } from './entities/payment.entity.js';
import { PaymentsService } from './payments.service.js';
import { PaystackClient, PaystackError } from './paystack/paystack.client.js';

const EVERY_MS = 60_000;
/** Payments younger than this are left to the webhook and the payer's return. */
const QUIET_MINUTES = 3;

/**
 * Worker: every minute, payments still pending after a few minutes are checked with Paystack.
 * Paid ones are fulfilled (a lost webhook costs nobody their booking); ones that failed, were
 * abandoned, or outlived their booking hold are closed and their held slots released.
 */
@Injectable()
export class PaymentReconciliation extends PeriodicTask {
  protected readonly logger = new Logger('PaymentReconciliation');
  protected readonly intervalMs = EVERY_MS;

  constructor(
    private readonly em: EntityManager,
    private readonly paystack: PaystackClient,
    private readonly payments: PaymentsService,
    private readonly bookings: BookingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected async tick(): Promise<void> {
    await this.run();
  }

  /** One pass; `now` lets tests look a few minutes ahead. */
  async run(now: Date = new Date()): Promise<{ fulfilled: number; closed: number }> {
    const result = { fulfilled: 0, closed: 0 };
    if (!this.config.paystack.secretKey) return result;
    const pending = await this.em.fork().find(Payment, { status: 'pending', createdAt: { $lt: new Date(now.getTime() - QUIET_MINUTES * 60_000) } }, { orderBy: { createdAt: 'asc' }, limit: 100 });
    const holdEnds = (payment: Payment) => payment.createdAt.getTime() + this.config.booking.holdMinutes * 60_000;
    for (const payment of pending) {
      try {
        const transaction = await this.paystack.verify(payment.reference);
        const outcome = await this.payments.fulfil(transaction, 'reconciliation');
        if (outcome === 'fulfilled') result.fulfilled++;
        else if (outcome === 'not-paid' && (transaction.status === 'failed' || transaction.status === 'abandoned' || now.getTime() > holdEnds(payment))) {
          if (await this.close(payment, transaction.status === 'failed' ? 'failed' : 'abandoned')) result.closed++;
        }
      } catch (error) {
        // Paystack never saw it (the payer never reached checkout): close it once the hold is over.
        if (error instanceof PaystackError && error.status === 400 && now.getTime() > holdEnds(payment)) {
          if (await this.close(payment, 'abandoned')) result.closed++;
        } else {
          this.logger.warn(`Could not reconcile ${payment.reference}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    if (result.fulfilled || result.closed) this.logger.log(`Reconciled payments: ${result.fulfilled} fulfilled, ${result.closed} closed`);
    return result;
  }

  private async close(payment: Payment, status: 'failed' | 'abandoned'): Promise<boolean> {
    const changed = await this.em.fork().nativeUpdate(Payment, { id: payment.id, status: 'pending' }, { status });
    if (changed > 0 && payment.purpose === 'booking') await this.bookings.releaseGroup(payment.targetId, `Payment ${status}`);
    return changed > 0;
  }
}
