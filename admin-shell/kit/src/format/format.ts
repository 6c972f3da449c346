import { formatKes as formatKesAs, NO_PRICE_TEXT, VENUE_ZONE } from '@coworking/domain';

// Every date and time in the back-office is shown as the venue sees it.
export { venueToday } from '@coworking/domain';

/** 'KES 25,000' from a decimal string or number; null stays 'Contact for pricing' (spec section 9). */
export function formatKes(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return NO_PRICE_TEXT;
  return Number.isFinite(Number(amount)) ? formatKesAs(amount, 'KES') : `KES ${amount}`;
}

const SHORT_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: VENUE_ZONE,
});

/** en-US short month, day, year, hour and minute, e.g. 'Nov 22, 2026, 02:13 PM'. */
export function formatDateTime(instant: string | null | undefined): string {
  if (!instant) return '—';
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : SHORT_DATE_TIME.format(date);
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A venue date 'YYYY-MM-DD' as 'Nov 22, 2026' (read as a calendar date, not an instant). */
export function formatVenueDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : SHORT_DATE.format(parsed);
}

/** 'meeting-room' → 'Meeting Room'. */
export function humanize(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
