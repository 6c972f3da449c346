import { DateTime } from 'luxon';

/** The venue's time zone: every date and slot time on the wire is a venue date/time. */
export const VENUE_ZONE = 'Africa/Nairobi';

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

const millisOfVenueDateTime = remembered((localIso: string) => {
  const instant = DateTime.fromISO(localIso, { zone: VENUE_ZONE });
  if (!instant.isValid) throw new RangeError(`Not a venue date and time: ${localIso.replace('T', ' ')}`);
  return instant.toMillis();
});
const isCalendarDate = remembered((date: string) => DateTime.fromISO(date, { zone: VENUE_ZONE }).isValid);
const weekdayOfDate = remembered((date: string) => DateTime.fromISO(date, { zone: VENUE_ZONE }).weekday);
const venueIsoOfMillis = remembered((millis: number) => DateTime.fromMillis(millis, { zone: VENUE_ZONE }).toISO()!);

/** The instant of a venue date and HH:MM time. */
export function venueInstant(date: string, time = '00:00'): Date {
  return new Date(millisOfVenueDateTime(`${date}T${time}`));
}

/** True for a real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
export function isVenueDate(value: string): boolean {
  return DATE_PATTERN.test(value) && isCalendarDate(value);
}

/** Today's venue date. */
export function venueToday(now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: VENUE_ZONE }).toISODate()!;
}

/** The same venue date-time a number of months later (31 Jan + 1 month = 28/29 Feb). */
export function addVenueMonths(instant: Date, months: number): Date {
  return DateTime.fromJSDate(instant, { zone: VENUE_ZONE }).plus({ months }).toJSDate();
}

/** 1 = Monday … 7 = Sunday, for a venue date. */
export function venueWeekday(date: string): number {
  return weekdayOfDate(date);
}

/** An instant as ISO-8601 with the venue offset: 2026-12-04T10:00:00.000+03:00. */
export function toVenueIso(instant: Date): string {
  return venueIsoOfMillis(instant.getTime());
}
