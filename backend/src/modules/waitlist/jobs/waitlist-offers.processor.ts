import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnModuleInit } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { JobSchedulers } from '../../../queue/job-schedulers.js';
import { JOB_SCHEDULERS, QUEUES, type ScheduledJobData, WAITLIST_JOBS } from '../../../queue/queues.js';
import { type OfferRun, WaitlistOffers } from '../waitlist-offers.service.js';

/** How often freed room is offered to the people waiting for it, and offers not paid in time are ended. */
export const WAITLIST_OFFERS_EVERY_MS = 30_000;

/** Worker: the waitlist queue, where the waitlist-offers scheduler puts one job every 30 s. */
@Processor(QUEUES.waitlist)
export class WaitlistOffersProcessor extends WorkerHost implements OnModuleInit {
  private readonly logger = new Logger('WaitlistQueue');

  constructor(
    private readonly offers: WaitlistOffers,
    private readonly schedulers: JobSchedulers,
  ) {
    super();
  }

  onModuleInit(): void {
    this.schedulers.keep(JOB_SCHEDULERS.waitlistOffers, WAITLIST_OFFERS_EVERY_MS);
  }

  async process(job: Job<ScheduledJobData>): Promise<OfferRun> {
    if (job.name !== WAITLIST_JOBS.offer) throw new UnrecoverableError(`Unknown waitlist job "${job.name}"`);
    return this.offers.run();
  }

  /** A failed run is kept with the queue's failures; the next run tries again. */
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(`Waitlist job ${job?.name ?? ''} failed: ${error.message}`);
  }
}
