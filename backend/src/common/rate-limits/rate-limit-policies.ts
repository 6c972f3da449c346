/**
 * Every rate limit on a public write, in one place: what is counted (per client address, per e-mail address given in
 * the body), how many in what window, and what a refused person reads. Routes name a policy with `@RateLimit(name)`;
 * the `RATE_LIMITS` setting changes any of these numbers without a release (see parseRateLimitOverrides).
 */

import { type RateLimit } from './rate-limiters.js';

/** What a policy counts by: the client's address (as the trusted proxy reports it) or the e-mail in the body. */
export const RATE_LIMIT_KEYS = ['address', 'email'] as const;
export type RateLimitKey = (typeof RATE_LIMIT_KEYS)[number];

export interface RateLimitPolicy {
  address?: RateLimit;
  email?: RateLimit;
  /** What a refused person reads; `wait` is how long until they may try again ('12 minutes'). */
  message(refusedBy: RateLimitKey, wait: string): string;
}

const HOUR = 3600;

/** 'Too many tour requests from your network. Please try again in 12 minutes.' */
function tooMany(what: string): RateLimitPolicy['message'] {
  return (refusedBy, wait) =>
    `Too many ${what} ${refusedBy === 'address' ? 'from your network' : 'for this e-mail address'}. Please try again in ${wait}.`;
}

export const RATE_LIMIT_POLICIES = {
  /** POST /bookings: the free tour, which e-mails the visitor and staff. */
  tours: {
    address: { points: 20, windowSeconds: HOUR },
    email: { points: 5, windowSeconds: HOUR },
    message: tooMany('tour requests'),
  },
  /** POST /payments/booking/initialize: holds slots and opens a Paystack transaction. */
  'booking-checkout': {
    address: { points: 30, windowSeconds: HOUR },
    email: { points: 10, windowSeconds: HOUR },
    message: tooMany('booking attempts'),
  },
  /** POST /payments/subscription/initialize: the e-mail is the plan booking's, so only the address counts. */
  'subscription-checkout': {
    address: { points: 30, windowSeconds: HOUR },
    message: tooMany('payment attempts'),
  },
  /** POST /payments/verify and /payments/subscription/verify: each asks Paystack. */
  'payment-verify': {
    address: { points: 120, windowSeconds: HOUR },
    message: tooMany('payment checks'),
  },
  /** POST /payments/:reference/retry: each sends a new M-Pesa prompt or opens a Paystack checkout. */
  'payment-retry': {
    address: { points: 30, windowSeconds: HOUR },
    message: tooMany('payment attempts'),
  },
  /** POST /promo-codes/check: generous for a customer trying a code or two, too few to guess codes by trying many. */
  'promo-code-checks': {
    address: { points: 60, windowSeconds: HOUR },
    message: tooMany('promo code checks'),
  },
  /** POST /waitlist: a place in line for a full slot, acknowledged by e-mail. */
  waitlist: {
    address: { points: 20, windowSeconds: HOUR },
    email: { points: 5, windowSeconds: HOUR },
    message: tooMany('waitlist sign-ups'),
  },
  /** POST /plan-bookings: a pending membership. */
  'plan-bookings': {
    address: { points: 20, windowSeconds: HOUR },
    email: { points: 5, windowSeconds: HOUR },
    message: tooMany('membership sign-ups'),
  },
  /** POST /privacy/requests: a signed link e-mailed to the address given, to export or erase its data. */
  'privacy-requests': {
    address: { points: 10, windowSeconds: HOUR },
    email: { points: 3, windowSeconds: HOUR },
    message: tooMany('privacy requests'),
  },
  /** POST /contacts: acknowledged by e-mail, copied to staff. */
  contacts: {
    address: { points: 10, windowSeconds: HOUR },
    email: { points: 5, windowSeconds: HOUR },
    message: tooMany('messages'),
  },
  /** POST /job-applications: acknowledged by e-mail. */
  'job-applications': {
    address: { points: 10, windowSeconds: HOUR },
    email: { points: 3, windowSeconds: HOUR },
    message: tooMany('applications'),
  },
  /** POST /events/:id/registrations: a seat at an event, confirmed by e-mail with a calendar file. */
  'event-registrations': {
    address: { points: 20, windowSeconds: HOUR },
    email: { points: 5, windowSeconds: HOUR },
    message: tooMany('event registrations'),
  },
  /** POST /newsletter: welcomed by e-mail. */
  newsletter: {
    address: { points: 10, windowSeconds: HOUR },
    email: { points: 3, windowSeconds: HOUR },
    message: tooMany('sign-ups'),
  },
  /** POST /member/sign-in-link: every request counts, member or not, so the limit tells nothing about who is one. */
  'member-sign-in-links': {
    address: { points: 20, windowSeconds: 15 * 60 },
    email: { points: 5, windowSeconds: 15 * 60 },
    message: () => 'Too many sign-in links asked for. Please wait a few minutes and try again.',
  },
  /** POST /admin/setup: the first super admin, with a one-time link; a few tries for typos, too few to guess. */
  'admin-setup': {
    address: { points: 10, windowSeconds: HOUR },
    message: tooMany('setup attempts'),
  },
  /**
   * POST /vitals: a storefront page's measurements, one report per page hidden. A browsing visitor sends a few a
   * minute; a shared office network many more. Past it, reports are dropped (the browser never reads the answer).
   */
  'web-vitals': {
    address: { points: 600, windowSeconds: HOUR },
    message: tooMany('page measurements'),
  },
  /**
   * Not a route: the automatic e-mails (tour, contact, application and newsletter acknowledgements) one visitor's
   * address receives. Past it the submission is still taken and staff still get their copy; the visitor's
   * acknowledgement is skipped.
   */
  'visitor-acknowledgements': {
    email: { points: 5, windowSeconds: HOUR },
    message: tooMany('e-mails'),
  },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;
export const RATE_LIMIT_POLICY_NAMES = Object.keys(RATE_LIMIT_POLICIES) as RateLimitPolicyName[];

/** Limits replacing a policy's defaults, per key. */
export type RateLimitOverrides = Partial<Record<RateLimitPolicyName, Partial<Record<RateLimitKey, RateLimit>>>>;

const WINDOW_UNITS: Record<string, number> = { s: 1, m: 60, h: HOUR, d: 24 * HOUR };
const ENTRY = /^([a-z*][a-z-]*)(?:\.([a-z]+))?=(\d+)(?:\/(\d+)([smhd])?)?$/;

/**
 * Reads the `RATE_LIMITS` setting: entries `<policy>[.<address|email>]=<points>[/<window>]` separated by commas or
 * spaces, the window in seconds or with a unit (`30s`, `15m`, `1h`, `1d`); without a window the policy's own is kept,
 * without a key both keys the policy counts by change. `*` names every policy; later entries win. Examples:
 * `tours=10/1h`, `contacts.email=2/1d`, `*=1000` (generous, for a load test).
 */
export function parseRateLimitOverrides(text: string | undefined): {
  overrides: RateLimitOverrides;
  problems: string[];
} {
  const overrides: RateLimitOverrides = {};
  const problems: string[] = [];
  for (const entry of (text ?? '').split(/[\s,]+/).filter(Boolean)) {
    const match = ENTRY.exec(entry.trim());
    const [, name, key, points, window, unit] = match ?? [];
    // `*.email=…` changes the policies that count by e-mail; it adds no e-mail limit where there is none.
    const policies = RATE_LIMIT_POLICY_NAMES.filter((known) =>
      name === '*' ? !key || (RATE_LIMIT_POLICIES[known] as RateLimitPolicy)[key as RateLimitKey] : known === name,
    );
    if (!match || (key !== undefined && !RATE_LIMIT_KEYS.includes(key as RateLimitKey)) || !isPolicyName(name)) {
      problems.push(
        `"${entry}" is not <policy>[.address|.email]=<points>[/<window>] (policies: ${RATE_LIMIT_POLICY_NAMES.join(', ')})`,
      );
      continue;
    }
    if (Number(points) < 1 || (window !== undefined && Number(window) < 1)) {
      problems.push(`"${entry}" must allow at least 1 request in a window of at least 1 second`);
      continue;
    }
    for (const policy of policies) {
      const defaults: RateLimitPolicy = RATE_LIMIT_POLICIES[policy];
      const keys = key ? [key as RateLimitKey] : RATE_LIMIT_KEYS.filter((counted) => defaults[counted]);
      for (const counted of keys) {
        const base = overrides[policy]?.[counted] ?? defaults[counted] ?? { points: 1, windowSeconds: HOUR };
        const windowSeconds = window === undefined ? base.windowSeconds : Number(window) * WINDOW_UNITS[unit ?? 's'];
        overrides[policy] = { ...overrides[policy], [counted]: { points: Number(points), windowSeconds } };
      }
    }
  }
  return { overrides, problems };
}

function isPolicyName(name: string): boolean {
  return name === '*' || (RATE_LIMIT_POLICY_NAMES as string[]).includes(name);
}

/** A policy with the setting's overrides applied. */
export function effectivePolicy(name: RateLimitPolicyName, overrides: RateLimitOverrides): RateLimitPolicy {
  const policy: RateLimitPolicy = RATE_LIMIT_POLICIES[name];
  return { ...policy, ...overrides[name] };
}

/** How long to wait, as people say it: '1 minute', '12 minutes', '2 hours'. */
export function waitText(milliseconds: number): string {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}
