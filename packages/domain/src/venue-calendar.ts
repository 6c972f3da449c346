/**
 * The venue's calendar without its clock: the zone's name, date and time formats, and arithmetic on
 * venue dates (YYYY-MM-DD) and slot times (HH:MM). Nothing here needs the time-zone library, so a page
 * that only names the zone or writes a slot time does not load it (see venue-time.ts for instants).
 */

export { VENUE_UTC_OFFSET_MINUTES, VENUE_ZONE, VENUE_ZONE_LABEL } from './venue-zone.js';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year, month, day];
}

/** True for a real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
export function isVenueDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = parts(value);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** A venue date a number of days later (or earlier, with a negative number). */
export function addVenueDays(date: string, days: number): string {
  const [year, month, day] = parts(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${shifted.getUTCFullYear()}-${pad2(shifted.getUTCMonth() + 1)}-${pad2(shifted.getUTCDate())}`;
}

/** The same day of another month, clamped to that month's length (31 Jan + 1 month = 28/29 Feb). */
export function addVenueDateMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  const shifted = new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)));
  return `${shifted.getUTCFullYear()}-${pad2(shifted.getUTCMonth() + 1)}-${pad2(shifted.getUTCDate())}`;
}

/** 1 = Monday … 7 = Sunday, for a venue date. */
export function venueWeekday(date: string): number {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

/** The HH:MM venue time a number of hours after a slot start ('09:00' + 2 → '11:00'). */
export function addHoursToTime(time: string, hours: number): string {
  const [hour, minute] = time.split(':').map(Number);
  return `${pad2(hour + hours)}:${pad2(minute)}`;
}

/** '09:00' → '9:00 AM'. */
export function formatSlotTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad2(minutes)} ${suffix}`;
}

/** The months' names as dates are written on the site and in receipts ("5 December 2026"). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The days' short names as en-KE and en-US write them, Sunday first (Date's getUTCDay order). */
export const SHORT_WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
