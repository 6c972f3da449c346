import { MONTH_NAMES, VENUE_ZONE } from '@coworking/domain';

/**
 * A formatter made when first used, not when the module loads: a page's first Intl object initialises the browser's
 * locale data (40–75 ms of a phone's main thread, decision 0305), which a page that formats no date never pays.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

// A venue date (YYYY-MM-DD) names a day, not an instant: it is written out from the calendar alone, with en-KE's short
// names (its spec holds it to Intl's output), so the pages that list dates (the portal's bookings first) start no
// Intl object while they load.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SHORT_MONTHS = MONTH_NAMES.map((name) => (name === 'September' ? 'Sept' : name.slice(0, 3)));
const INSTANT_DATE = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-KE', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: VENUE_ZONE,
    }),
);

/** 'Thu, 3 Dec 2026' for a venue date such as '2026-12-03'. */
export function formatVenueDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${day} ${SHORT_MONTHS[month - 1]} ${year}`;
}

/** '3 December 2026' for an ISO instant, as the day it was at the venue. */
export function formatInstantDate(instant: string): string {
  return INSTANT_DATE().format(new Date(instant));
}

const VENUE_DAY_PARTS = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: VENUE_ZONE,
    }),
);

/**
 * Today at the venue (YYYY-MM-DD), from the browser's own time-zone data: the lists that split events into upcoming
 * and past need no more than this, so they do without the venue clock's library (@date-fns/tz).
 */
export function venueDateOf(now: Date = new Date()): string {
  const part = (type: string) =>
    VENUE_DAY_PARTS()
      .formatToParts(now)
      .find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const VENUE_CLOCK_PARTS = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: VENUE_ZONE,
    }),
);

/**
 * An instant as the venue reads it, for deadlines: 'Fri 27 Nov 2026, 08:00 (Nairobi time)', as the domain's
 * `formatVenueDeadline` writes it, without its date library.
 */
export function formatVenueDeadline(instant: Date): string {
  const parts = VENUE_CLOCK_PARTS().formatToParts(instant);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  const month = MONTH_NAMES[Number(part('month')) - 1].slice(0, 3);
  return `${part('weekday')} ${part('day')} ${month} ${part('year')}, ${part('hour')}:${part('minute')} (Nairobi time)`;
}
