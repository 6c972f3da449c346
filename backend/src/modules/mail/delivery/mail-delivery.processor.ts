import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnModuleInit } from '@nestjs/common';
import { DelayedError, type Job, UnrecoverableError } from 'bullmq';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { JobSchedulers } from '../../../queue/job-schedulers.js';
import {
  type DeliverMailJobData,
  JOB_SCHEDULERS,
  MAIL_JOBS,
  QUEUES,
  type RelayMailJobResult,
  type ScheduledJobData,
} from '../../../queue/queues.js';
import { MAIL_DELIVERY_CONCURRENCY } from './mail-delivery-policy.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import { MailRelay } from './mail-relay.service.js';

/**
 * Worker: the mail queue. Delivers queued mail, one outbox row per job, and runs the relay every
 * MAIL_RELAY_SECONDS (one BullMQ worker per queue, so both job kinds come through here). A short job
 * lock (renewed while the worker lives) and frequent stalled checks mean a job whose worker died is
 * picked up again within ~25 s.
 */
@Processor(QUEUES.mail, { concurrency: MAIL_DELIVERY_CONCURRENCY, lockDuration: 15_000, stalledInterval: 5_000 })
export class MailDeliveryProcessor extends WorkerHost implements OnModuleInit {
  private readonly logger = new Logger('MailQueue');

  constructor(
    private readonly delivery: MailDeliveryService,
    private readonly relay: MailRelay,
    private readonly schedulers: JobSchedulers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  onModuleInit(): void {
    this.schedulers.keep(JOB_SCHEDULERS.mailRelay, this.config.mail.relaySeconds * 1000);
  }

  async process(job: Job<DeliverMailJobData | ScheduledJobData>, token?: string): Promise<unknown> {
    if (job.name === MAIL_JOBS.relay) return { queued: await this.relay.run() } satisfies RelayMailJobResult;
    if (job.name !== MAIL_JOBS.deliver) throw new UnrecoverableError(`Unknown mail job "${job.name}"`);
    const outcome = await this.delivery.deliver(job.data.outboxId);
    switch (outcome.kind) {
      case 'claimed-elsewhere':
        // Another worker is sending it (or died doing so): look again when its claim runs out.
        await job.moveToDelayed(outcome.until.getTime() + 1000, token);
        throw new DelayedError();
      case 'retry':
        // The same job waits for the next try (BullMQ's own attempts are kept for the unexpected).
        await job.moveToDelayed(Date.now() + outcome.delayMs, token);
        throw new DelayedError();
      case 'failed':
        throw new UnrecoverableError(outcome.error);
      default:
        return outcome;
    }
  }

  /** A failed relay run is kept with the queue's failures; the next run tries again. */
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    if (job?.name === MAIL_JOBS.relay) this.logger.warn(`Relay run failed: ${error.message}`);
  }
}
