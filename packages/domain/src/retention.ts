/**
 * How long each kind of record is kept: one table for the scheduled clean-up (the backend's retention job deletes or
 * anonymises what is older) and the privacy page (which lists it to visitors), so the two never disagree.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** A year as the clean-up counts it: 365 days (a leap day more or less changes nothing that matters here). */
const YEAR_MS = 365 * DAY_MS;

export interface RetentionRule {
  /** Stable key the clean-up job reports by. */
  key: string;
  /** The records, as a visitor reads them on the privacy page. */
  record: string;
  /** How long, in words ("30 days", "5 years"). */
  keptFor: string;
  /** The same in milliseconds, counted as `record` says; null when kept while an account or membership lasts. */
  keptMs: number | null;
  /** Why that long. */
  why: string;
}

export const RETENTION_RULES = [
  {
    key: 'releasedHolds',
    record: 'Unpaid bookings whose hold ran out, with their unpaid checkouts and manage links (from their release)',
    keptFor: '30 days',
    keptMs: 30 * DAY_MS,
    why: 'To answer a late payment or a call about a checkout that did not go through.',
  },
  {
    key: 'sentMail',
    record: 'E-mails we sent you and their delivery attempts (from sending)',
    keptFor: '90 days',
    keptMs: 90 * DAY_MS,
    why: 'To answer "did I get the e-mail?"; receipts stay downloadable from their payment.',
  },
  {
    key: 'sentSms',
    record: 'Text messages (SMS) we sent you and their delivery reports (from writing)',
    keptFor: '90 days',
    keptMs: 90 * DAY_MS,
    why: 'To answer "did I get the SMS?" and to check what the SMS provider billed.',
  },
  {
    key: 'memberSessions',
    record: 'Member portal sign-ins (sessions), once expired',
    keptFor: 'until they expire',
    keptMs: 0,
    why: 'An expired session signs nobody in.',
  },
  {
    key: 'memberSignInLinks',
    record: 'Member sign-in links (only a fingerprint of each), from their expiry',
    keptFor: '7 days',
    keptMs: 7 * DAY_MS,
    why: 'To help with "the link did not work".',
  },
  {
    key: 'failedSignIns',
    record: 'Failed staff sign-ins (username tried and address)',
    keptFor: '90 days',
    keptMs: 90 * DAY_MS,
    why: 'To see a slow password-guessing campaign.',
  },
  {
    key: 'webVitalSamples',
    record: 'Page speed measurements (nothing about the visitor)',
    keptFor: '90 days',
    keptMs: 90 * DAY_MS,
    why: 'To compare this quarter with the last.',
  },
  {
    key: 'spentProofsOfWork',
    record: 'Anti-spam answers already used, once expired',
    keptFor: 'until they expire',
    keptMs: 0,
    why: 'An expired answer is refused anyway.',
  },
  {
    key: 'privacyLinks',
    record: 'Links we e-mailed to download or erase your data (only a fingerprint of each), once expired',
    keptFor: 'until they expire (24 hours)',
    keptMs: 0,
    why: 'An expired link opens nothing.',
  },
  {
    key: 'erasureRequests',
    record:
      'Erasure requests, once completed: only their number, dates, who completed them and how many records were erased — nothing about you (from completion)',
    keptFor: '5 years',
    keptMs: 5 * YEAR_MS,
    why: 'To show that we erased what we were asked to, and when.',
  },
  {
    key: 'taxRecords',
    record:
      'Payments, receipts and credit notes: amounts, numbers, dates, and a company name and KRA PIN when given (from the payment); the name and e-mail on them are removed after this',
    keptFor: '5 years',
    keptMs: 5 * YEAR_MS,
    why: 'The Tax Procedures Act 2015 (s. 23) requires records of every sale for five years, even after an erasure.',
  },
] as const satisfies readonly RetentionRule[];

export type RetentionKey = (typeof RETENTION_RULES)[number]['key'];

/** A rule's period in milliseconds (a rule with a period, not one kept while an account lasts). */
export function retentionKeptMs(key: RetentionKey): number {
  const rule: RetentionRule | undefined = RETENTION_RULES.find((candidate) => candidate.key === key);
  if (rule?.keptMs === null || rule?.keptMs === undefined) throw new Error(`No retention period for ${key}`);
  return rule.keptMs;
}
