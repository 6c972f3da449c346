import { Processor, WorkerHost } from '@nestjs/bullmq';
import { DelayedError, type Job, UnrecoverableError } from 'bullmq';
import { type DeliverMailJobData, MAIL_JOBS, QUEUES } from '../../../queue/queues.js';
import { MAIL_DELIVERY_CONCURRENCY } from './mail-delivery-policy.js';
import { MailDeliveryService, PermanentMailError } from './mail-delivery.service.js';

/**
 * Worker: delivers queued mail, one outbox row per job. A short job lock (renewed while the worker
 * lives) and frequent stalled checks mean a job whose worker died is picked up again within ~25 s.
 */
@Processor(QUEUES.mail, { concurrency: MAIL_DELIVERY_CONCURRENCY, lockDuration: 15_000, stalledInterval: 5_000 })
export class MailDeliveryProcessor extends WorkerHost {
  constructor(private readonly delivery: MailDeliveryService) {
    super();
  }

  async process(job: Job<DeliverMailJobData>, token?: string): Promise<unknown> {
    if (job.name !== MAIL_JOBS.deliver) throw new UnrecoverableError(`Unknown mail job "${job.name}"`);
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    try {
      const outcome = await this.delivery.deliver(job.data.outboxId, finalAttempt);
      if (outcome.kind === 'claimed-elsewhere') {
        // Another worker is sending it (or died doing so): look again when its claim runs out.
        await job.moveToDelayed(outcome.until.getTime() + 1000, token);
        throw new DelayedError();
      }
      return outcome;
    } catch (error) {
      if (error instanceof PermanentMailError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }
}
