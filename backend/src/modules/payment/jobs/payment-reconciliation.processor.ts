import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnModuleInit } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { JobSchedulers } from '../../../queue/job-schedulers.js';
import {
  JOB_SCHEDULERS,
  PAYMENT_JOBS,
  QUEUES,
  type ReconcilePaymentsJobResult,
  type ScheduledJobData,
} from '../../../queue/queues.js';
import { PaymentReconciliation } from '../reconciliation.service.js';

/** How often pending payments are checked with Paystack. */
export const RECONCILIATION_EVERY_MS = 60_000;

/** Worker: the payment queue, where the reconciliation scheduler puts one job a minute. */
@Processor(QUEUES.payment)
export class PaymentReconciliationProcessor extends WorkerHost implements OnModuleInit {
  private readonly logger = new Logger('PaymentQueue');

  constructor(
    private readonly reconciliation: PaymentReconciliation,
    private readonly schedulers: JobSchedulers,
  ) {
    super();
  }

  onModuleInit(): void {
    this.schedulers.keep(JOB_SCHEDULERS.paymentReconciliation, RECONCILIATION_EVERY_MS);
  }

  async process(job: Job<ScheduledJobData>): Promise<ReconcilePaymentsJobResult> {
    if (job.name !== PAYMENT_JOBS.reconcile) throw new UnrecoverableError(`Unknown payment job "${job.name}"`);
    return this.reconciliation.run();
  }

  /** A failed run is kept with the queue's failures; the next run tries again. */
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(`Payment job ${job?.name ?? ''} failed: ${error.message}`);
  }
}
