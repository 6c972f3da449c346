import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnModuleInit } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { JobSchedulers } from '../queue/job-schedulers.js';
import {
  JOB_SCHEDULERS,
  MAINTENANCE_JOBS,
  type PurgeExpiredRecordsJobResult,
  QUEUES,
  type ScheduledJobData,
} from '../queue/queues.js';
import { RETENTION_EVERY_MS } from './retention-periods.js';
import { Retention } from './retention.service.js';

/** Worker: the maintenance queue, where the retention scheduler puts one job an hour. */
@Processor(QUEUES.maintenance)
export class RetentionProcessor extends WorkerHost implements OnModuleInit {
  private readonly logger = new Logger('MaintenanceQueue');

  constructor(
    private readonly retention: Retention,
    private readonly schedulers: JobSchedulers,
  ) {
    super();
  }

  onModuleInit(): void {
    this.schedulers.keep(JOB_SCHEDULERS.retention, RETENTION_EVERY_MS);
  }

  async process(job: Job<ScheduledJobData>): Promise<PurgeExpiredRecordsJobResult> {
    if (job.name !== MAINTENANCE_JOBS.purgeExpiredRecords)
      throw new UnrecoverableError(`Unknown maintenance job "${job.name}"`);
    return this.retention.run();
  }

  /** A failed run is kept with the queue's failures; the next run deletes what this one left. */
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(`Maintenance job ${job?.name ?? ''} failed: ${error.message}`);
  }
}
