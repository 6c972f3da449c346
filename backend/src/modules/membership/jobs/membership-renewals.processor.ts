import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { type Job, type Queue, UnrecoverableError } from 'bullmq';
import { JobSchedulers } from '../../../queue/job-schedulers.js';
import { JOB_SCHEDULERS, MEMBERSHIP_JOBS, QUEUES, type ScheduledJobData } from '../../../queue/queues.js';
import { MembershipRenewals, type RenewalRunResult } from '../renewals/membership-renewals.service.js';

/** How often memberships are renewed, reminded and expired (days matter, so hourly catches each day early on). */
export const MEMBERSHIP_RENEWALS_EVERY_MS = 60 * 60_000;

/** Worker: the membership queue, where the renewals scheduler puts one job an hour. */
@Processor(QUEUES.membership)
export class MembershipRenewalsProcessor extends WorkerHost implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('MembershipQueue');

  constructor(
    private readonly renewals: MembershipRenewals,
    private readonly schedulers: JobSchedulers,
    @InjectQueue(QUEUES.payment) private readonly paymentQueue: Queue,
  ) {
    super();
  }

  onModuleInit(): void {
    this.schedulers.keep(JOB_SCHEDULERS.membershipRenewals, MEMBERSHIP_RENEWALS_EVERY_MS);
  }

  /**
   * The renewals ran on the payment queue before they moved here: that queue's scheduler of the same id would go
   * on making jobs nobody there handles. Not awaited, like the schedulers themselves: Redis may be away at start.
   */
  onApplicationBootstrap(): void {
    void this.paymentQueue
      .removeJobScheduler(JOB_SCHEDULERS.membershipRenewals.id)
      .catch((error: unknown) =>
        this.logger.warn(
          `Could not retire the payment queue's renewal scheduler: ${error instanceof Error ? error.message : error}`,
        ),
      );
  }

  async process(job: Job<ScheduledJobData>): Promise<RenewalRunResult> {
    if (job.name !== MEMBERSHIP_JOBS.renewMemberships)
      throw new UnrecoverableError(`Unknown membership job "${job.name}"`);
    return this.renewals.run();
  }

  /** A failed run is kept with the queue's failures; the next run tries again. */
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(`Membership job ${job?.name ?? ''} failed: ${error.message}`);
  }
}
