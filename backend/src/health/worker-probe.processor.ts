import { Processor, WorkerHost } from '@nestjs/bullmq';
import { type Job } from 'bullmq';
import { type PingJobData, type PingJobResult, QUEUES, SYSTEM_JOBS } from '../queue/queues.js';

/** Worker side of the liveness probe: answers ping jobs so the API can tell a worker is consuming. */
@Processor(QUEUES.system)
export class WorkerProbeProcessor extends WorkerHost {
  async process(job: Job<PingJobData, PingJobResult>): Promise<PingJobResult> {
    if (job.name !== SYSTEM_JOBS.ping) throw new Error(`Unknown system job "${job.name}"`);
    return { requestedAt: job.data.requestedAt, processedAt: new Date().toISOString(), workerPid: process.pid };
  }
}
