import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnModuleInit } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { JobSchedulers } from '../../../queue/job-schedulers.js';
import {
  BOOKING_JOBS,
  JOB_SCHEDULERS,
  QUEUES,
  type ReleaseExpiredHoldsJobResult,
  type ScheduledJobData,
} from '../../../queue/queues.js';
import { HoldExpiry } from '../hold-expiry.service.js';

/** How often unpaid bookings whose hold ran out are released. */
export const HOLD_EXPIRY_EVERY_MS = 30_000;

/** Worker: the booking queue, where the hold-expiry scheduler puts one job every 30 s. */
@Processor(QUEUES.booking)
export class HoldExpiryProcessor extends WorkerHost implements OnModuleInit {
  private readonly logger = new Logger('BookingQueue');

  constructor(
    private readonly holdExpiry: HoldExpiry,
    private readonly schedulers: JobSchedulers,
  ) {
    super();
  }

  onModuleInit(): void {
    this.schedulers.keep(JOB_SCHEDULERS.holdExpiry, HOLD_EXPIRY_EVERY_MS);
  }

  async process(job: Job<ScheduledJobData>): Promise<ReleaseExpiredHoldsJobResult> {
    if (job.name !== BOOKING_JOBS.releaseExpiredHolds)
      throw new UnrecoverableError(`Unknown booking job "${job.name}"`);
    return { released: await this.holdExpiry.run() };
  }

  /** A failed run is kept with the queue's failures; the next run tries again. */
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(`Booking job ${job?.name ?? ''} failed: ${error.message}`);
  }
}
