import { retentionKeptMs } from '@coworking/domain';

/**
 * How long records that serve no one after a while are kept; the `retention` job scheduler (every
 * RETENTION_EVERY_MS, in the worker) deletes (or, for tax records, anonymises) what is older. The periods are read
 * from RETENTION_RULES in the domain package, the table the privacy page lists, so the two never disagree.
 * Everything of record — payments that were paid, refunds, receipts, confirmed or cancelled bookings, memberships,
 * the audit log of staff actions, mail that failed — is kept; only these go.
 */
/** One run an hour: each run deletes a little, and a worker that was down catches up at its next start. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;

/**
 * Bookings whose unpaid hold ran out (cancelled by 'hold'), counted from their release, with their checkout's unpaid
 * payments (failed or abandoned, never refunded) and manage links. A month covers a late Paystack payment (minutes to
 * hours), reconciliation and a customer calling about a checkout that did not go through. A group with a payment that
 * succeeded or is still pending, or with any row in another state, is kept whole.
 */
export const RELEASED_HOLDS_KEPT_MS = retentionKeptMs('releasedHolds');

/**
 * Sent e-mail (the outbox row, its rendered variables and attachments such as receipt PDFs, and its delivery
 * attempts), counted from when it was written. Three months of the e-mail log answer "did the customer get it?";
 * receipts and credit notes stay downloadable from their payments. Failed and unsent mail is never deleted.
 */
export const SENT_MAIL_KEPT_MS = retentionKeptMs('sentMail');

/**
 * SMS (the outbox row with its text, delivery report and cost), counted from when it was written, whatever became of
 * it: three months answer "did I get the SMS?" and check the provider's bill. Unlike mail, failed and skipped SMS go
 * too: they hold nothing but a phone number and a short text.
 */
export const SMS_KEPT_MS = retentionKeptMs('sentSms');

/** Member portal sessions: deleted as soon as they have expired (an expired cookie is refused anyway). */
export const EXPIRED_MEMBER_SESSIONS_KEPT_MS = retentionKeptMs('memberSessions');

/**
 * Member sign-in links (only their hashes are stored; used or not), counted from their expiry. A stale link gets the
 * same answer whether its row exists or not; a week keeps them for a member's "the link did not work" call.
 */
export const MEMBER_SIGN_IN_LINKS_KEPT_MS = retentionKeptMs('memberSignInLinks');

/**
 * Failed admin sign-ins in the audit log (each names the username tried and the address), counted from the attempt.
 * Three months show a slow guessing campaign; a bot's attempts do not fill the log forever. Successful sign-ins,
 * sign-outs and every staff change stay in the audit log.
 */
export const FAILED_SIGN_INS_KEPT_MS = retentionKeptMs('failedSignIns');

/**
 * The storefront's Core Web Vitals measurements (route pattern, metric, value; nothing about the visitor), counted
 * from when they were received. Three months compare this quarter with the last release's; the Reports tab shows
 * the 75th percentile of any range within them.
 */
export const WEB_VITAL_SAMPLES_KEPT_MS = retentionKeptMs('webVitalSamples');

/**
 * Proof-of-work answers already accepted (the signature of the challenge only), counted from when their challenge
 * expired: an expired answer is refused for its age, so the record of its use serves nothing after that.
 */
export const SPENT_PROOFS_OF_WORK_KEPT_MS = retentionKeptMs('spentProofsOfWork');

/** Signed privacy links (only their hashes are stored), from their expiry: an expired link opens nothing. */
export const PRIVACY_LINKS_KEPT_MS = retentionKeptMs('privacyLinks');

/**
 * Completed erasure requests (number, dates, who completed it and the counts; nothing about the person), from their
 * completion: the proof that the erasure happened. Open requests are never deleted.
 */
export const ERASURE_REQUESTS_KEPT_MS = retentionKeptMs('erasureRequests');

/**
 * Payments with their receipts and credit notes, from the payment: kept whole for the Tax Procedures Act's five
 * years; after that the person's name and e-mail on them (and Paystack's copy of the transaction) are removed, while
 * amounts, numbers, dates and a company's name and KRA PIN stay for the ledger's totals.
 */
export const TAX_RECORDS_KEPT_MS = retentionKeptMs('taxRecords');

/** Rows deleted per statement, so a first run on a large table takes short locks, not one long one. */
export const RETENTION_BATCH = 1000;

/** At most this many batches per kind per run; the rest goes at the next run. */
export const RETENTION_MAX_BATCHES = 50;
