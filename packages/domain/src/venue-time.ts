import { DATE_PATTERN, isVenueDate, pad2, TIME_PATTERN } from './venue-calendar.js';
import { VENUE_UTC_OFFSET_MINUTES } from './venue-zone.js';

/**
 * Instants at the venue: a venue date and slot time to its instant and back, and "now" in Nairobi,
 * whatever the visitor's or the server's own zone. Nairobi keeps UTC+3 all year (VENUE_UTC_OFFSET_MINUTES), so each
 * is a fixed shift read through the UTC getters: no time-zone lookup, on the server or in a browser.
 */
const OFFSET_MS = VENUE_UTC_OFFSET_MINUTES * 60_000;
const OFFSET_TEXT = `${VENUE_UTC_OFFSET_MINUTES < 0 ? '-' : '+'}${pad2(Math.floor(Math.abs(VENUE_UTC_OFFSET_MINUTES) / 60))}:${pad2(Math.abs(VENUE_UTC_OFFSET_MINUTES) % 60)}`;

/** An instant shifted to the venue's wall clock: its UTC fields (getUTCHours…) are the venue's. */
export function venueWallClock(instant: Date): Date {
  return new Date(instant.getTime() + OFFSET_MS);
}

/** The instant of a venue date and HH:MM time. */
export function venueInstant(date: string, time = '00:00'): Date {
  if (!DATE_PATTERN.test(date) || !isVenueDate(date) || !TIME_PATTERN.test(time)) {
    throw new RangeError(`Not a venue date and time: ${date} ${time}`);
  }
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes) - OFFSET_MS);
}

/** The venue date (YYYY-MM-DD) of a wall clock from `venueWallClock`. */
function dateOfWallClock(clock: Date): string {
  return `${clock.getUTCFullYear()}-${pad2(clock.getUTCMonth() + 1)}-${pad2(clock.getUTCDate())}`;
}

/** The venue date and hour of an instant. */
export function venueNow(now: Date = new Date()): { date: string; hour: number } {
  const clock = venueWallClock(now);
  return { date: dateOfWallClock(clock), hour: clock.getUTCHours() };
}

/** Today's venue date, comparable with venue dates as plain strings. */
export function venueToday(now: Date = new Date()): string {
  return dateOfWallClock(venueWallClock(now));
}

/** 'HH:MM', the venue's 24-hour clock time of an instant. */
export function venueClockTime(instant: Date): string {
  const clock = venueWallClock(instant);
  return `${pad2(clock.getUTCHours())}:${pad2(clock.getUTCMinutes())}`;
}

/** The same venue date-time a number of months later (31 Jan + 1 month = 28/29 Feb). */
export function addVenueMonths(instant: Date, months: number): Date {
  const clock = venueWallClock(instant);
  const year = clock.getUTCFullYear();
  const month = clock.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  clock.setUTCFullYear(year, month, Math.min(clock.getUTCDate(), lastDay));
  return new Date(clock.getTime() - OFFSET_MS);
}

/** An instant as ISO-8601 with the venue offset: 2026-12-04T10:00:00.000+03:00. */
export function toVenueIso(instant: Date): string {
  return `${venueWallClock(instant).toISOString().slice(0, 23)}${OFFSET_TEXT}`;
}
