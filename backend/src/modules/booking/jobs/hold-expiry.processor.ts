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
import { BookingSmsReminders, REMINDERS_EVERY_MS } from '../reminders/booking-sms-reminders.service.js';

/** How often unpaid bookings whose hold ran out are released. */
export const HOLD_EXPIRY_EVERY_MS = 30_000;

/**
 * Worker: the booking queue, where the hold-expiry scheduler puts one job every 30 s and the reminder scheduler one
 * every 15 minutes (one BullMQ worker per queue, so both job kinds come through here).
 */
@Processor(QUEUES.booking)
export class HoldExpiryProcessor extends WorkerHost implements OnModuleInit {
  private readonly logger = new Logger('BookingQueue');

  constructor(
    private readonly holdExpiry: HoldExpiry,
    private readonly reminders: BookingSmsReminders,
    private readonly schedulers: JobSchedulers,
  ) {
    super();
  }

  onModuleInit(): void {
    this.schedulers.keep(JOB_SCHEDULERS.holdExpiry, HOLD_EXPIRY_EVERY_MS);
    this.schedulers.keep(JOB_SCHEDULERS.bookingSmsReminders, REMINDERS_EVERY_MS);
  }

  async process(job: Job<ScheduledJobData>): Promise<ReleaseExpiredHoldsJobResult | { staged: number }> {
    if (job.name === BOOKING_JOBS.sendSmsReminders) return { staged: await this.reminders.run() };
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
