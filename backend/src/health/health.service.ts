import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type Queue, QueueEvents } from 'bullmq';
import { DatabaseHealth } from '../common/database/database-health.js';
import { type AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { EmailLogService } from '../modules/mail/delivery/email-log.service.js';
import { type PingJobData, type PingJobResult, QUEUES, SYSTEM_JOBS } from '../queue/queues.js';
import { bullConnection } from '../queue/redis-connection.js';

export type Probe = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: Probe;
  redis: Probe;
  checkedAt: string;
}

export interface MailReport {
  status: 'ok' | 'degraded';
  undelivered: number;
  failed: number;
  oldestUndeliveredAt: string | null;
  undeliveredAfterMinutes: number;
  failedWithinHours: number;
  checkedAt: string;
}

export interface WorkerReport {
  worker: Probe;
  /** Milliseconds from enqueueing the probe job to the worker's answer. */
  roundTripMs?: number;
  workerPid?: number;
  message?: string;
}

const PROBE_TIMEOUT_MS = 2000;

/** Answers "can this API reach its database and Redis, and is a worker consuming jobs?". */
@Injectable()
export class HealthService implements OnModuleDestroy {
  private queueEvents: QueueEvents | undefined;

  constructor(
    private readonly database: DatabaseHealth,
    @InjectQueue(QUEUES.system) private readonly systemQueue: Queue<PingJobData, PingJobResult>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly emailLog: EmailLogService,
  ) {}

  async check(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([
      probe(() => this.database.ping()),
      probe(() => this.systemQueue.count()),
    ]);
    return {
      status: database === 'up' && redis === 'up' ? 'ok' : 'degraded',
      database,
      redis,
      checkedAt: new Date().toISOString(),
    };
  }

  /** Mail that has not gone out: written a while ago and still unsent, or given up on recently. */
  async checkMail(): Promise<MailReport> {
    const backlog = await this.emailLog.backlog();
    return {
      status: backlog.undelivered === 0 && backlog.failed === 0 ? 'ok' : 'degraded',
      undelivered: backlog.undelivered,
      failed: backlog.failed,
      oldestUndeliveredAt: backlog.oldestUndeliveredAt?.toISOString() ?? null,
      undeliveredAfterMinutes: backlog.undeliveredAfterMinutes,
      failedWithinHours: backlog.failedWithinHours,
      checkedAt: new Date().toISOString(),
    };
  }

  /** Sends a ping job through Redis and waits for a worker process to answer it. */
  async checkWorker(timeoutMs = 5000): Promise<WorkerReport> {
    const startedAt = Date.now();
    try {
      const job = await withTimeout(
        this.systemQueue.add(
          SYSTEM_JOBS.ping,
          { requestedAt: new Date().toISOString() },
          { removeOnComplete: { age: 60 }, removeOnFail: { age: 60 } },
        ),
        PROBE_TIMEOUT_MS,
      );
      const result = await job.waitUntilFinished(this.events(), timeoutMs);
      return { worker: 'up', roundTripMs: Date.now() - startedAt, workerPid: result.workerPid };
    } catch (error) {
      return {
        worker: 'down',
        message: `No worker answered within ${timeoutMs} ms: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }

  private events(): QueueEvents {
    this.queueEvents ??= new QueueEvents(QUEUES.system, {
      connection: bullConnection(this.config.redis.url),
      prefix: this.config.redis.queuePrefix,
    });
    return this.queueEvents;
  }

  async onModuleDestroy(): Promise<void> {
    await this.queueEvents?.close();
  }
}

async function probe(check: () => Promise<unknown>): Promise<Probe> {
  try {
    await withTimeout(check(), PROBE_TIMEOUT_MS);
    return 'up';
  } catch {
    return 'down';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
