import { type BillingCycle, DAILY_ACCESS, slotStartsFor } from './billing.js';
import { addVenueDays } from './venue-calendar.js';
import { venueInstant, venueToday } from './venue-time.js';
import { formatMembershipDate } from './membership.js';

/**
 * When a booking may start: not in the past, whatever its billing mode, and not further ahead than the business's
 * book-ahead limit. One rule for the server (which refuses) and the storefront (whose calendar greys out the rest).
 */

/** How many days ahead a booking may start until the business sets otherwise. */
export const DEFAULT_BOOK_AHEAD_DAYS = 180;
/** What the book-ahead setting may be: at least tomorrow, at most two years. */
export const BOOK_AHEAD_DAYS_RANGE = { min: 1, max: 730 } as const;

/** What starts: a space booking of a billing mode, the free tour, or a membership. */
export type BookingStartKind = BillingCycle | 'tour' | 'membership';

export const BOOKING_HORIZON_MESSAGES = {
  pastDate: 'Please choose today or a later date.',
  pastTime: 'That time has already passed. Please choose a later time.',
  todayOver: "Today's access hours are over. Please choose tomorrow or a later date.",
  tooFarAhead: (bookAheadDays: number, lastDate: string) =>
    `Bookings open up to ${bookAheadDays} days ahead. Please choose a date up to ${formatMembershipDate(lastDate)}.`,
} as const;

/** The last venue date a booking may start on: today plus the book-ahead days. */
export function lastBookableDate(bookAheadDays: number, now: Date = new Date()): string {
  return addVenueDays(venueToday(now), bookAheadDays);
}

/** The instant today stops counting for this kind of booking ("today counts until its slots are over"). */
function todayEndsAt(kind: BookingStartKind, date: string): Date | null {
  if (kind === 'membership') return null; // a membership is whole days: today counts all day
  if (kind === 'hourly') {
    const starts = slotStartsFor(date);
    return venueInstant(date, starts[starts.length - 1]);
  }
  if (kind === 'tour') return venueInstant(date, '17:00');
  // Day passes and monthly access start at the day's access hours: today counts until they close.
  return venueInstant(date, DAILY_ACCESS.to);
}

/** Why a booking of this kind cannot start on this venue date, or null when it can (slot times aside). */
export function bookingDateProblem(
  kind: BookingStartKind,
  date: string,
  bookAheadDays: number,
  now: Date = new Date(),
): string | null {
  const today = venueToday(now);
  if (date < today) return BOOKING_HORIZON_MESSAGES.pastDate;
  const last = lastBookableDate(bookAheadDays, now);
  if (date > last) return BOOKING_HORIZON_MESSAGES.tooFarAhead(bookAheadDays, last);
  const endsAt = date === today ? todayEndsAt(kind, date) : null;
  if (endsAt && endsAt.getTime() <= now.getTime())
    return kind === 'hourly' || kind === 'tour'
      ? BOOKING_HORIZON_MESSAGES.pastTime
      : BOOKING_HORIZON_MESSAGES.todayOver;
  return null;
}

/** Whether a slot (HH:MM venue time) of a date has started: a started slot cannot be booked. */
export function slotHasStarted(date: string, time: string, now: Date = new Date()): boolean {
  return venueInstant(date, time).getTime() <= now.getTime();
}

/**
 * Why a selection cannot be booked now, or null: every date within the horizon, and for hourly spaces and tours
 * every chosen slot start still ahead. The first problem found is the message.
 */
export function bookingStartProblem(
  kind: BookingStartKind,
  selection: { dates: readonly string[]; times?: readonly string[] },
  bookAheadDays: number,
  now: Date = new Date(),
): string | null {
  for (const date of [...selection.dates].sort()) {
    const problem = bookingDateProblem(kind, date, bookAheadDays, now);
    if (problem) return problem;
    if (kind === 'hourly' || kind === 'tour') {
      if ((selection.times ?? []).some((time) => slotHasStarted(date, time, now)))
        return BOOKING_HORIZON_MESSAGES.pastTime;
    }
  }
  return null;
}
