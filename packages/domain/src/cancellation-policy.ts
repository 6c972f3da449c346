import { type BillingCycle } from './billing.js';
import { MONTH_NAMES, pad2, SHORT_WEEKDAY_NAMES } from './venue-calendar.js';
import { venueWallClock } from './venue-time.js';

/**
 * Until when a customer may cancel a booking online (and get the full amount back), per billing mode. The FAQ
 * and terms promise 2 hours before an hourly booking and 24 hours before a day pass; a monthly booking can be
 * cancelled until 7 days before it starts (after that the desk has usually been turned away from others).
 * The business may change the figures in its settings; these are the defaults.
 */
export interface CancellationPolicy {
  hourlyHoursBefore: number;
  dailyHoursBefore: number;
  monthlyDaysBefore: number;
}

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  hourlyHoursBefore: 2,
  dailyHoursBefore: 24,
  monthlyDaysBefore: 7,
};

/** What is being cancelled: a space booked in one of its billing modes, or the free tour. */
export type CancellableKind = BillingCycle | 'tour';

const HOUR_MS = 3_600_000;

/** How long before the start the window closes, in milliseconds (tours: at the start itself). */
function noticeMs(kind: CancellableKind, policy: CancellationPolicy): number {
  if (kind === 'hourly') return policy.hourlyHoursBefore * HOUR_MS;
  if (kind === 'daily') return policy.dailyHoursBefore * HOUR_MS;
  if (kind === 'monthly') return policy.monthlyDaysBefore * 24 * HOUR_MS;
  return 0;
}

/**
 * The last instant a booking that starts at `startAt` may be cancelled by its customer. A tour may be cancelled
 * any time before it starts.
 */
export function cancellationDeadline(kind: CancellableKind, startAt: Date, policy: CancellationPolicy): Date {
  return new Date(startAt.getTime() - noticeMs(kind, policy));
}

/** Whether the customer may still cancel at `now` (strictly before the deadline). */
export function canCancelAt(kind: CancellableKind, startAt: Date, now: Date, policy: CancellationPolicy): boolean {
  return now.getTime() < cancellationDeadline(kind, startAt, policy).getTime();
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** The policy in the customer's words, as the checkout and the confirmation e-mail state it. */
export function cancellationPolicyText(kind: CancellableKind, policy: CancellationPolicy): string {
  if (kind === 'tour') return 'You can cancel your tour any time before it starts.';
  const notice =
    kind === 'hourly'
      ? plural(policy.hourlyHoursBefore, 'hour')
      : kind === 'daily'
        ? plural(policy.dailyHoursBefore, 'hour')
        : plural(policy.monthlyDaysBefore, 'day');
  return `Free cancellation up to ${notice} before the start, with a full refund to your card or M-Pesa in 7 to 14 business days.`;
}

/** An instant as the venue reads it, for deadlines: 'Fri 27 Nov 2026, 08:00 (Nairobi time)'. */
export function formatVenueDeadline(instant: Date): string {
  const clock = venueWallClock(instant);
  const date = `${clock.getUTCDate()} ${MONTH_NAMES[clock.getUTCMonth()].slice(0, 3)} ${clock.getUTCFullYear()}`;
  const time = `${pad2(clock.getUTCHours())}:${pad2(clock.getUTCMinutes())}`;
  return `${SHORT_WEEKDAY_NAMES[clock.getUTCDay()]} ${date}, ${time} (Nairobi time)`;
}
