/**
 * Every queue and job of the product, with its payload. Producers only enqueue; the worker
 * process (worker.ts) consumes. Queue keys in Redis carry the QUEUE_PREFIX.
 */
export const QUEUES = {
  /** Operational jobs: the worker liveness probe. */
  system: 'system',
  /** Outbox deliveries (mail module). */
  mail: 'mail',
  /** Payment reconciliation with Paystack (payment module). */
  payment: 'payment',
  /** Releasing expired booking holds (booking module). */
  booking: 'booking',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const SYSTEM_JOBS = { ping: 'ping' } as const;

export const MAIL_JOBS = {
  /** Send one outbox row. The job id is the row id, so a row is queued at most once at a time. */
  deliver: 'deliver',
} as const;

export interface DeliverMailJobData {
  outboxId: string;
}

export interface PingJobData {
  requestedAt: string;
}

export interface PingJobResult {
  requestedAt: string;
  processedAt: string;
  workerPid: number;
}
