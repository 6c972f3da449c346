import { formatMembershipDate, MONTH_NAMES, SHORT_WEEKDAY_NAMES, venueToday } from '@coworking/domain';

/**
 * A formatter made when first used, not when the module loads: a page's first Intl object initialises the browser's
 * locale data (40–75 ms of a phone's main thread, decision 0305), which a page that formats no date never pays.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

// A venue date (YYYY-MM-DD) names a day, not an instant: it is written out from the calendar alone, with en-KE's short
// names (its spec holds it to Intl's output). Instants are read on the venue's clock (the domain's fixed UTC+3,
// decision 0306). So the pages that show dates and times (the portal and the manage page first) start no Intl object
// while they load.
const SHORT_MONTHS = MONTH_NAMES.map((name) => (name === 'September' ? 'Sept' : name.slice(0, 3)));

/** 'Thu, 3 Dec 2026' for a venue date such as '2026-12-03'. */
export function formatVenueDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = SHORT_WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${day} ${SHORT_MONTHS[month - 1]} ${year}`;
}

/** '3 December 2026' for an ISO instant, as the day it was at the venue. */
export function formatInstantDate(instant: string): string {
  return formatMembershipDate(venueToday(new Date(instant)));
}
