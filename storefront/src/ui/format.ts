import { VENUE_ZONE } from '@coworking/domain';

// A venue date (YYYY-MM-DD) names a day, not an instant: format it in UTC so no time zone can shift the day.
const VENUE_DATE = new Intl.DateTimeFormat('en-KE', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const INSTANT_DATE = new Intl.DateTimeFormat('en-KE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: VENUE_ZONE,
});

/** 'Thu, 3 Dec 2026' for a venue date such as '2026-12-03'. */
export function formatVenueDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return VENUE_DATE.format(new Date(Date.UTC(year, month - 1, day)));
}

/** '3 December 2026' for an ISO instant, as the day it was at the venue. */
export function formatInstantDate(instant: string): string {
  return INSTANT_DATE.format(new Date(instant));
}
