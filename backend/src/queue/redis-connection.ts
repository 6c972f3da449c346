import { type ConnectionOptions, type Queue } from 'bullmq';

/** BullMQ connection from REDIS_URL for a worker process: workers need maxRetriesPerRequest null to block on Redis. */
export function bullConnection(redisUrl: string): ConnectionOptions {
  return { url: redisUrl, maxRetriesPerRequest: null };
}

/**
 * BullMQ connection for producers (the API process). While Redis is unreachable a command fails at once instead of
 * waiting in ioredis' offline queue, which would otherwise keep one entry per request in memory until Redis returned;
 * a command already sent when the connection drops is given up after one reconnection attempt. What could not be
 * queued waits in PostgreSQL (the mail outbox) and the worker's relay queues it later.
 */
export function producerConnection(redisUrl: string): ConnectionOptions {
  return { url: redisUrl, enableOfflineQueue: false, maxRetriesPerRequest: 1 };
}

/**
 * Whether a queue's Redis connection is up right now, answered without waiting: false until it has connected once
 * (before that BullMQ would hold every command until Redis answers), then whatever the connection's state is.
 */
export function connectionProbe(queue: Queue): () => boolean {
  let client: { status: string } | undefined;
  queue
    .getBackend()
    .client.then((connected) => (client = connected))
    .catch(() => undefined);
  return () => client?.status === 'ready';
}

/**
 * Adds a job, giving Redis at most `withinMs` to take it: rejects when it does not answer in time, so a request never
 * waits long on a slow Redis (the caller leaves the work in PostgreSQL for its relay instead).
 */
export async function addWithin<Data>(
  queue: Queue<Data>,
  withinMs: number,
  ...job: Parameters<Queue<Data>['add']>
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${withinMs} ms`)), withinMs);
  });
  try {
    await Promise.race([queue.add(...job), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
