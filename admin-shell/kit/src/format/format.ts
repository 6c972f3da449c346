/** The venue's time zone: every date and time in the back-office is shown as the venue sees it. */
export const VENUE_TIME_ZONE = 'Africa/Nairobi';

/** 'KES 25,000' from a decimal string or number; null stays 'Contact for pricing' (spec section 9). */
export function formatKes(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return 'Contact for pricing';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return `KES ${amount}`;
  return `KES ${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

const SHORT_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: VENUE_TIME_ZONE,
});

/** en-US short month, day, year, hour and minute, e.g. 'Nov 22, 2026, 02:13 PM'. */
export function formatDateTime(instant: string | null | undefined): string {
  if (!instant) return '—';
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : SHORT_DATE_TIME.format(date);
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A venue date 'YYYY-MM-DD' as 'Nov 22, 2026' (read as a calendar date, not an instant). */
export function formatVenueDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : SHORT_DATE.format(parsed);
}

const VENUE_DATE = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: VENUE_TIME_ZONE });

/** Today's date at the venue, 'YYYY-MM-DD'. */
export function venueToday(now: Date = new Date()): string {
  return VENUE_DATE.format(now);
}

/** 'meeting-room' → 'Meeting Room'. */
export function humanize(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
