import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type Queue } from 'bullmq';
import { type JobSchedulerDefinition, type ScheduledJobData } from './queues.js';

/**
 * How often each worker checks that its job schedulers still exist. A FLUSHALL empties Redis
 * without dropping a connection, so only looking again notices it.
 */
export const SCHEDULER_CHECK_MS = 10_000;

interface KeptScheduler {
  definition: JobSchedulerDefinition;
  everyMs: number;
  queue: Queue;
}

/**
 * Keeps the worker's job schedulers in Redis. At start every worker upserts each scheduler under
 * its fixed id (idempotent: one scheduler, one job per interval, however many workers do it).
 * Redis that lost its data loses the schedulers with it, so they are created again, without a
 * restart, when a queue's connection is ready after a reconnect (Redis restarted) and when the
 * periodic check finds one missing (FLUSHALL). The check only ensures the schedulers exist; the
 * work itself only ever runs as a job.
 */
@Injectable()
export class JobSchedulers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('JobSchedulers');
  private readonly kept: KeptScheduler[] = [];
  private readonly readyListeners = new Map<Queue, () => void>();
  private check: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;
  private checking = false;
  private checkAgain = false;

  constructor(private readonly moduleRef: ModuleRef) {}

  /** Registers a scheduler (from a processor's onModuleInit); the worker creates it at start. */
  keep(definition: JobSchedulerDefinition, everyMs: number): void {
    const queue = this.moduleRef.get<Queue>(getQueueToken(definition.queue), { strict: false });
    this.kept.push({ definition, everyMs, queue });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.kept.length === 0) return;
    for (const queue of new Set(this.kept.map((kept) => kept.queue))) {
      const onReady = () => void this.ensure(this.kept.filter((kept) => kept.queue === queue));
      queue.getBackend().on('ready', onReady);
      this.readyListeners.set(queue, onReady);
    }
    this.check = setInterval(() => void this.ensure(this.kept), SCHEDULER_CHECK_MS);
    // Not awaited: with Redis away the worker still starts, and the upserts go out once it is back.
    void this.upsertAll();
  }

  onModuleDestroy(): void {
    this.stopped = true;
    clearInterval(this.check);
    for (const [queue, onReady] of this.readyListeners) queue.getBackend().off('ready', onReady);
    this.readyListeners.clear();
  }

  /**
   * Start-up upserts every scheduler, so a changed interval takes effect. A new scheduler's first
   * job is due at once; an existing one whose run fell due while no worker ran is due at once too:
   * what piled up meanwhile is caught up straight after start.
   */
  private async upsertAll(): Promise<void> {
    try {
      await Promise.all(this.kept.map((kept) => this.upsert(kept)));
      this.started = true;
      this.logger.log(
        `Job schedulers in place: ${this.kept.map((kept) => `${kept.definition.id} every ${kept.everyMs / 1000} s`).join(', ')}`,
      );
    } catch (error) {
      // The periodic check creates whatever is still missing.
      this.started = true;
      if (!this.stopped) this.logger.warn(`Could not create the job schedulers yet: ${messageOf(error)}`);
    }
  }

  /**
   * Creates the given schedulers where Redis no longer has them; leaves existing ones alone. One
   * pass at a time: a request during a pass (a reconnect while Redis was slow) makes one more pass.
   */
  private async ensure(schedulers: KeptScheduler[]): Promise<void> {
    if (!this.started || this.stopped) return;
    if (this.checking) {
      this.checkAgain = true;
      return;
    }
    this.checking = true;
    try {
      for (const kept of schedulers) {
        if (this.stopped) return;
        if (await kept.queue.getJobScheduler(kept.definition.id)) continue;
        await this.upsert(kept);
        this.logger.warn(
          `Job scheduler "${kept.definition.id}" was missing from Redis (Redis lost its data?); created it again`,
        );
      }
    } catch (error) {
      if (!this.stopped) this.logger.warn(`Could not check the job schedulers: ${messageOf(error)}`);
    } finally {
      this.checking = false;
    }
    if (this.checkAgain) {
      this.checkAgain = false;
      await this.ensure(this.kept);
    }
  }

  private async upsert({ definition, everyMs, queue }: KeptScheduler): Promise<void> {
    const data: ScheduledJobData = {};
    await queue.upsertJobScheduler(definition.id, { every: everyMs }, { name: definition.job, data });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
