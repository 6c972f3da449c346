/** Messages one worker process sends at once (and SMTP connections it keeps open for them). */
export const MAIL_DELIVERY_CONCURRENCY = 5;

/**
 * How long a message keeps being tried before it counts as failed: a failed try made at least this long after the
 * first one gives up. An SMTP outage of up to a day (an expired password, a provider's incident, a full quota) delays
 * mail but loses none.
 */
export const MAIL_GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** Waits after the 1st, 2nd, … failed try: quick while it may be a blip, then hourly; the last one repeats. */
export const MAIL_RETRY_DELAYS_SECONDS = [10, 30, 60, 2 * 60, 5 * 60, 10 * 60, 20 * 60, 30 * 60, 60 * 60];

/**
 * The wait after a failed try made `triedForMs` after the message's first try. Read from the time tried rather than
 * the number of tries, so a resent message starts the schedule again, and a try that ran late (no worker for a while)
 * is followed by the wait its time calls for: tries at 0 s, 10 s, 40 s, 1 min 40 s, 3 min 40 s, 8 min 40 s, 18 min 40 s,
 * 38 min 40 s, 1 h 8 min 40 s, then every hour.
 */
export function mailRetryDelayMs(triedForMs: number): number {
  let scheduledUntil = 0;
  for (const seconds of MAIL_RETRY_DELAYS_SECONDS) {
    scheduledUntil += seconds * 1000;
    if (triedForMs < scheduledUntil) return seconds * 1000;
  }
  return MAIL_RETRY_DELAYS_SECONDS[MAIL_RETRY_DELAYS_SECONDS.length - 1] * 1000;
}

/**
 * BullMQ's own retries of a delivery job are only for the unexpected (the database gone while recording an attempt);
 * SMTP failures are rescheduled by the delivery itself, by the schedule above. After these the relay takes over.
 */
export const MAIL_JOB_ATTEMPTS = 5;
export const MAIL_JOB_BACKOFF_MS = 5000;

/** The relay (every MAIL_RELAY_SECONDS) leaves rows younger than this alone: they are being queued right now. */
export const MAIL_RELAY_GRACE_SECONDS = 10;
/** The API never waits longer than this for Redis when it queues a message; the relay catches up. */
export const MAIL_ENQUEUE_TIMEOUT_MS = 2000;
/** Mail not sent this long after it was written counts as undelivered in the health signal (GET /api/health/mail). */
export const MAIL_UNDELIVERED_AFTER_MINUTES = 15;
/** Mail that failed within this many hours (and was not resent) is reported by the health signal. */
export const MAIL_FAILED_REPORTED_HOURS = 24;
