/** Messages one worker process sends at once. */
export const SMS_DELIVERY_CONCURRENCY = 5;

/**
 * Waits after the 1st, 2nd, … failed try. SMS are about today and tomorrow (a confirmation, a reminder, an offer
 * that ends in half an hour): quick retries while it may be a blip, and after the last one the message is failed for
 * staff to see and resend, rather than arrive hours late.
 */
export const SMS_RETRY_DELAYS_SECONDS = [2, 5, 30, 120, 600];
/** Tries before a message counts as failed: the first and one after each wait. */
export const SMS_MAX_ATTEMPTS = SMS_RETRY_DELAYS_SECONDS.length + 1;

/** The wait after failed try number `attempt` (1-based). */
export function smsRetryDelayMs(attempt: number): number {
  return SMS_RETRY_DELAYS_SECONDS[Math.min(attempt, SMS_RETRY_DELAYS_SECONDS.length) - 1] * 1000;
}

/** BullMQ's own retries are for the unexpected (the database gone while recording a try); the relay follows them. */
export const SMS_JOB_ATTEMPTS = 5;
export const SMS_JOB_BACKOFF_MS = 5000;

/** How long a worker owns a message it is sending; after a crash it is tried again then. */
export const SMS_CLAIM_SECONDS = 60;
/** How often the relay queues rows that never reached Redis (and how old they must be: they may be queuing now). */
export const SMS_RELAY_EVERY_MS = 15_000;
export const SMS_RELAY_GRACE_SECONDS = 10;
/** The API never waits longer than this for Redis when it queues a message; the relay catches up. */
export const SMS_ENQUEUE_TIMEOUT_MS = 2000;
