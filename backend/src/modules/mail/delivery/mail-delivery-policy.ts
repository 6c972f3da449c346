/** Messages one worker process sends at once (and SMTP connections it keeps open for them). */
export const MAIL_DELIVERY_CONCURRENCY = 5;
/** How a message is retried: 6 tries, waiting 1 s, 2 s, 4 s, 8 s, 16 s between them. */
export const MAIL_DELIVERY_ATTEMPTS = 6;
export const MAIL_BACKOFF_BASE_MS = 1000;
/** The relay (every MAIL_RELAY_SECONDS) leaves rows younger than this alone: they are being queued right now. */
export const MAIL_RELAY_GRACE_SECONDS = 10;
/** The API never waits longer than this for Redis when it queues a message; the relay catches up. */
export const MAIL_ENQUEUE_TIMEOUT_MS = 2000;
