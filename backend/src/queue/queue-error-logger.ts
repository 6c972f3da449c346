import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { registeredQueues } from './registered-queues.js';

const QUIET_PERIOD_MS = 30_000;

/**
 * While Redis is unreachable every queue reports each reconnect attempt. One warning per queue
 * every 30 s says what is wrong without burying the rest of the log; /api/health reports it too.
 */
@Injectable()
export class QueueErrorLogger implements OnModuleInit {
  private readonly logger = new Logger('Queues');
  private readonly lastWarnedAt = new Map<string, number>();

  constructor(private readonly moduleRef: ModuleRef) {}

  onModuleInit(): void {
    for (const { name, queue } of registeredQueues(this.moduleRef)) {
      queue.on('error', (error: Error) => this.warn(name, error));
    }
  }

  private warn(queue: string, error: Error): void {
    const now = Date.now();
    if (now - (this.lastWarnedAt.get(queue) ?? 0) < QUIET_PERIOD_MS) return;
    this.lastWarnedAt.set(queue, now);
    this.logger.warn(`Queue "${queue}" cannot reach Redis: ${error.message}`);
  }
}
