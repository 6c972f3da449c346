import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DelayedError, type Job, type Queue, UnrecoverableError } from 'bullmq';
import { type DeliverMailJobData, MAIL_JOBS, QUEUES } from '../../../queue/queues.js';
import { MAIL_RELAY_EVERY_MS } from './mail-delivery-policy.js';
import { MailDeliveryService, PermanentMailError } from './mail-delivery.service.js';
import { MailService } from './mail.service.js';

/** Worker: delivers queued mail and, every 30 s, re-queues outbox rows that were left behind. */
@Processor(QUEUES.mail, { concurrency: 5 })
export class MailDeliveryProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger('MailWorker');

  constructor(
    private readonly delivery: MailDeliveryService,
    private readonly mail: MailService,
    @InjectQueue(QUEUES.mail) private readonly queue: Queue,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    // One schedule however many workers run (upsert by id); the first run also sweeps what piled up while none ran.
    await this.queue.upsertJobScheduler('mail-relay', { every: MAIL_RELAY_EVERY_MS }, { name: MAIL_JOBS.relay, opts: { removeOnComplete: true, removeOnFail: true } });
  }

  async process(job: Job<DeliverMailJobData>, token?: string): Promise<unknown> {
    if (job.name === MAIL_JOBS.relay) return this.relay();
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

  private async relay(): Promise<{ queued: number }> {
    const ids = await this.delivery.strandedRows();
    let queued = 0;
    for (const id of ids) if (await this.mail.enqueue(id)) queued++;
    if (queued > 0) this.logger.log(`Relay queued ${queued} message(s) that had not reached the worker`);
    return { queued };
  }
}
