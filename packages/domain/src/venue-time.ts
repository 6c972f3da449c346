import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { DATE_PATTERN, isVenueDate, pad2, TIME_PATTERN, VENUE_ZONE } from './venue-calendar.js';

/**
 * Instants at the venue: a venue date and slot time to its instant and back, and "now" in Nairobi,
 * whatever the visitor's or the server's own zone.
 *
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

const millisOfVenueDateTime = remembered((key: string) => {
  const [date, time] = key.split('T');
  if (!DATE_PATTERN.test(date) || !isVenueDate(date) || !TIME_PATTERN.test(time)) {
    throw new RangeError(`Not a venue date and time: ${date} ${time}`);
  }
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new TZDate(year, month - 1, day, hours, minutes, VENUE_ZONE).getTime();
});

// TZDate's toISOString keeps the venue offset: 2026-12-04T10:00:00.000+03:00.
const venueIsoOfMillis = remembered((millis: number) => new TZDate(millis, VENUE_ZONE).toISOString());

/** The instant of a venue date and HH:MM time. */
export function venueInstant(date: string, time = '00:00'): Date {
  return new Date(millisOfVenueDateTime(`${date}T${time}`));
}

/** The venue date and hour of an instant. */
export function venueNow(now: Date = new Date()): { date: string; hour: number } {
  const venue = new TZDate(now.getTime(), VENUE_ZONE);
  return {
    date: `${venue.getFullYear()}-${pad2(venue.getMonth() + 1)}-${pad2(venue.getDate())}`,
    hour: venue.getHours(),
  };
}

/** Today's venue date, comparable with venue dates as plain strings. */
export function venueToday(now: Date = new Date()): string {
  return venueNow(now).date;
}

/** The same venue date-time a number of months later (31 Jan + 1 month = 28/29 Feb). */
export function addVenueMonths(instant: Date, months: number): Date {
  return new Date(addMonths(new TZDate(instant.getTime(), VENUE_ZONE), months).getTime());
}

/** An instant as ISO-8601 with the venue offset: 2026-12-04T10:00:00.000+03:00. */
export function toVenueIso(instant: Date): string {
  return venueIsoOfMillis(instant.getTime());
}
