import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';

/**
 * The venue's time zone (Africa/Nairobi, UTC+3 all year). Every date on the wire is a venue date
 * (YYYY-MM-DD) and every slot time a venue time (HH:MM), whatever the visitor's or server's own zone.
 */
export const VENUE_ZONE = 'Africa/Nairobi';
/** How the venue's zone is named next to times people read. */
export const VENUE_ZONE_LABEL = 'EAT (Nairobi time)';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Each conversion through the venue's zone asks Intl for the offset and costs microseconds; an
 * availability answer makes dozens of them, for the same few dates request after request. The
 * results depend on the input alone, so the most recent ones are kept (a bounded number).
 */
function remembered<K extends string | number, V>(compute: (key: K) => V, capacity = 4096): (key: K) => V {
  const memory = new Map<K, V>();
  return (key) => {
    let value = memory.get(key);
    if (value === undefined) {
      value = compute(key);
      if (memory.size >= capacity) memory.clear();
      memory.set(key, value);
    }
    return value;
  };
}

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year, month, day];
}

const isCalendarDate = remembered((date: string) => {
  const [year, month, day] = parts(date);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
});

const millisOfVenueDateTime = remembered((key: string) => {
  const [date, time] = key.split('T');
  const [hours, minutes] = time.split(':').map(Number);
  if (!DATE_PATTERN.test(date) || !isCalendarDate(date) || !TIME_PATTERN.test(time)) {
    throw new RangeError(`Not a venue date and time: ${date} ${time}`);
  }
  const [year, month, day] = parts(date);
  return new TZDate(year, month - 1, day, hours, minutes, VENUE_ZONE).getTime();
});

const venueIsoOfMillis = remembered((millis: number) => {
  const venue = new TZDate(millis, VENUE_ZONE);
  // TZDate's toISOString keeps the venue offset: 2026-12-04T10:00:00.000+03:00.
  return venue.toISOString();
});

/** The instant of a venue date and HH:MM time. */
export function venueInstant(date: string, time = '00:00'): Date {
  return new Date(millisOfVenueDateTime(`${date}T${time}`));
}

/** True for a real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
export function isVenueDate(value: string): boolean {
  return DATE_PATTERN.test(value) && isCalendarDate(value);
}

/** The venue date and hour of an instant. */
export function venueNow(now: Date = new Date()): { date: string; hour: number } {
  const venue = new TZDate(now.getTime(), VENUE_ZONE);
  const date = `${venue.getFullYear()}-${pad(venue.getMonth() + 1)}-${pad(venue.getDate())}`;
  return { date, hour: venue.getHours() };
}

/** Today's venue date, comparable with venue dates as plain strings. */
export function venueToday(now: Date = new Date()): string {
  return venueNow(now).date;
}

/** The same venue date-time a number of months later (31 Jan + 1 month = 28/29 Feb). */
export function addVenueMonths(instant: Date, months: number): Date {
  return new Date(addMonths(new TZDate(instant.getTime(), VENUE_ZONE), months).getTime());
}

/** A venue date a number of days later (or earlier, with a negative number). */
export function addVenueDays(date: string, days: number): string {
  const [year, month, day] = parts(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** 1 = Monday … 7 = Sunday, for a venue date. */
export function venueWeekday(date: string): number {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

/** An instant as ISO-8601 with the venue offset: 2026-12-04T10:00:00.000+03:00. */
export function toVenueIso(instant: Date): string {
  return venueIsoOfMillis(instant.getTime());
}

/** The HH:MM venue time a number of hours after a slot start ('09:00' + 2 → '11:00'). */
export function addHoursToTime(time: string, hours: number): string {
  const [hour, minute] = time.split(':').map(Number);
  return `${pad(hour + hours)}:${pad(minute)}`;
}

/** '09:00' → '9:00 AM'. */
export function formatSlotTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes)} ${suffix}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
