import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnModuleInit } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { JobSchedulers } from '../../../queue/job-schedulers.js';
import {
  type CheckRefundsJobResult,
  JOB_SCHEDULERS,
  PAYMENT_JOBS,
  QUEUES,
  type ReconcilePaymentsJobResult,
  type ScheduledJobData,
} from '../../../queue/queues.js';
import { PaymentReconciliation } from '../reconciliation.service.js';
import { RefundsService } from '../refunds/refunds.service.js';

/** How often pending payments are checked with Paystack. */
export const RECONCILIATION_EVERY_MS = 60_000;
/** How often refunds still on their way are checked (webhooks normally move them first). */
export const REFUND_CHECK_EVERY_MS = 5 * 60_000;

/**
 * Worker: the payment queue, where the reconciliation scheduler puts one job a minute and the refund check one
 * every five minutes.
 */
@Processor(QUEUES.payment)
export class PaymentReconciliationProcessor extends WorkerHost implements OnModuleInit {
  private readonly logger = new Logger('PaymentQueue');

  constructor(
    private readonly reconciliation: PaymentReconciliation,
    private readonly refunds: RefundsService,
    private readonly schedulers: JobSchedulers,
  ) {
    super();
  }

  onModuleInit(): void {
    this.schedulers.keep(JOB_SCHEDULERS.paymentReconciliation, RECONCILIATION_EVERY_MS);
    this.schedulers.keep(JOB_SCHEDULERS.refundCheck, REFUND_CHECK_EVERY_MS);
  }

  async process(job: Job<ScheduledJobData>): Promise<ReconcilePaymentsJobResult | CheckRefundsJobResult> {
    if (job.name === PAYMENT_JOBS.reconcile) return this.reconciliation.run();
    if (job.name === PAYMENT_JOBS.checkRefunds) return this.refunds.check();
    throw new UnrecoverableError(`Unknown payment job "${job.name}"`);
  }

  /** A failed run is kept with the queue's failures; the next run tries again. */
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(`Payment job ${job?.name ?? ''} failed: ${error.message}`);
  }
}
