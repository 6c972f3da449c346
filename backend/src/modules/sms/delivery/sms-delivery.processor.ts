import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnModuleInit } from '@nestjs/common';
import { DelayedError, type Job, UnrecoverableError } from 'bullmq';
import { JobSchedulers } from '../../../queue/job-schedulers.js';
import {
  type DeliverSmsJobData,
  JOB_SCHEDULERS,
  QUEUES,
  type RelayMailJobResult,
  type ScheduledJobData,
  SMS_JOBS,
} from '../../../queue/queues.js';
import { SmsService } from '../sms.service.js';
import { SMS_DELIVERY_CONCURRENCY, SMS_RELAY_EVERY_MS } from './sms-delivery-policy.js';
import { SmsDeliveryService } from './sms-delivery.service.js';

/**
 * Worker: the sms queue. Delivers queued SMS, one outbox row per job, and every SMS_RELAY_EVERY_MS queues rows that
 * never reached Redis (one BullMQ worker per queue, so both job kinds come through here).
 */
@Processor(QUEUES.sms, { concurrency: SMS_DELIVERY_CONCURRENCY, lockDuration: 15_000, stalledInterval: 5_000 })
export class SmsDeliveryProcessor extends WorkerHost implements OnModuleInit {
  private readonly logger = new Logger('SmsQueue');

  constructor(
    private readonly delivery: SmsDeliveryService,
    private readonly sms: SmsService,
    private readonly schedulers: JobSchedulers,
  ) {
    super();
  }

  onModuleInit(): void {
    this.schedulers.keep(JOB_SCHEDULERS.smsRelay, SMS_RELAY_EVERY_MS);
  }

  async process(job: Job<DeliverSmsJobData | ScheduledJobData>, token?: string): Promise<unknown> {
    if (job.name === SMS_JOBS.relay) return { queued: await this.relay() } satisfies RelayMailJobResult;
    if (job.name !== SMS_JOBS.deliver) throw new UnrecoverableError(`Unknown SMS job "${job.name}"`);
    const outcome = await this.delivery.deliver((job.data as DeliverSmsJobData).outboxId);
    switch (outcome.kind) {
      case 'claimed-elsewhere':
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

  private async relay(): Promise<number> {
    let queued = 0;
    for (const id of await this.delivery.strandedRows()) if (await this.sms.enqueue(id)) queued++;
    if (queued > 0) this.logger.log(`Queued ${queued} SMS that had not reached the worker`);
    return queued;
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    if (job?.name === SMS_JOBS.relay) this.logger.warn(`SMS relay run failed: ${error.message}`);
  }
}
