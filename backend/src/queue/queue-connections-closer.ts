import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { registeredQueues } from './registered-queues.js';

/** How long to wait for a queue's client when it never connected (then it has no reconnect loop to end). */
const CLIENT_WAIT_MS = 500;

/**
 * Cuts the Redis connection of every queue that is not connected when the process stops. BullMQ closes a queue by
 * asking Redis to QUIT, which a producer's connection (no offline queue) refuses while Redis is away, and then only
 * marks the client ended: its reconnect timer keeps running, so a process stopped during an outage would never exit.
 * ioredis' own disconnect clears that timer; it runs before Nest closes the queues.
 */
@Injectable()
export class QueueConnectionsCloser implements BeforeApplicationShutdown {
  constructor(private readonly moduleRef: ModuleRef) {}

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled(
      registeredQueues(this.moduleRef).map(async ({ queue }) => {
        let timer: NodeJS.Timeout | undefined;
        const gaveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), CLIENT_WAIT_MS)));
        const client = await Promise.race([queue.getBackend().client, gaveUp]).finally(() => clearTimeout(timer));
        // A ready connection is closed by BullMQ as usual (QUIT after the commands in flight).
        if (client && client.status !== 'ready') client.disconnect();
      }),
    );
  }
}
