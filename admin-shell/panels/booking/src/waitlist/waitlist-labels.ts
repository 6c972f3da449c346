import { formatSlotTime, formatVenueDate, VENUE_ZONE, venueToday } from 'admin-kit/rules';
import type { BadgeLook } from '../payments/payment-labels';
import type { AdminWaitlistEntry } from './waitlist-types';

/** The wanted slot's start as people read it, '10:00 AM'; a daily or monthly space's whole day is 'All day'. */
export function wantedTimeLabel(time: string | null): string {
  return time === null ? 'All day' : formatSlotTime(time);
}

/** The wanted date and slot: 'Dec 4, 2026 · 10:00 AM' or 'Dec 4, 2026 · All day'. */
export function wantedWhenLabel({ date, time }: Pick<AdminWaitlistEntry, 'date' | 'time'>): string {
  return `${formatVenueDate(date)} · ${wantedTimeLabel(time)}`;
}

/** What the person waits for: the space's name, or 'Event: <title>' for a full event. */
export function waitedForLabel({
  spaceName,
  eventTitle,
}: Pick<AdminWaitlistEntry, 'spaceName' | 'eventTitle'>): string {
  return eventTitle ? `Event: ${eventTitle}` : (spaceName ?? '');
}

/** The wanted date and slot, or an event's date alone (its seat is for the whole event). */
export function waitedWhenLabel(entry: Pick<AdminWaitlistEntry, 'date' | 'time' | 'eventId'>): string {
  return entry.eventId ? formatVenueDate(entry.date) : wantedWhenLabel(entry);
}

/** 'Wanjiku Kamau'. */
export function personName({ firstName, lastName }: Pick<AdminWaitlistEntry, 'firstName' | 'lastName'>): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

// The hour as slot times read ('2:45 PM', not '02:45 PM'), on the venue's clock whatever the browser's zone.
const VENUE_TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: VENUE_ZONE });

/**
 * When an offer ends, in Nairobi time. Offers last minutes to hours, so an end on the venue's day of `now` is its
 * time alone ('2:45 PM'); one on another day says which ('Dec 5, 2026, 9:15 AM').
 */
export function offerEndLabel(instant: string, now: Date): string {
  const end = new Date(instant);
  if (Number.isNaN(end.getTime())) return instant;
  const endDay = venueToday(end);
  const time = VENUE_TIME.format(end);
  return endDay === venueToday(now) ? time : `${formatVenueDate(endDay)}, ${time}`;
}

/**
 * Where someone stands, as their row's badge: their place in line while waiting, until when an offer holds the
 * slot for them, or how it ended.
 */
export function waitlistStatusBadge(
  entry: Pick<AdminWaitlistEntry, 'status' | 'position' | 'offerExpiresAt'>,
  now: Date,
): BadgeLook {
  switch (entry.status) {
    case 'waiting':
      return { label: entry.position === null ? 'Waiting' : `Waiting #${entry.position}`, variant: 'default' };
    case 'offered':
      return {
        label: entry.offerExpiresAt ? `Offered until ${offerEndLabel(entry.offerExpiresAt, now)}` : 'Offered',
        variant: 'warning',
      };
    case 'booked':
      return { label: 'Booked', variant: 'success' };
    case 'expired':
      return { label: 'Expired', variant: 'secondary' };
    case 'cancelled':
      return { label: 'Cancelled', variant: 'destructive' };
  }
}

/** Only someone still waiting or holding an open offer can be taken off: the server refuses the rest. */
export function mayRemove({ status }: Pick<AdminWaitlistEntry, 'status'>): boolean {
  return status === 'waiting' || status === 'offered';
}

/** What taking someone off changes besides their own entry, for the confirmation. */
export function removalEffect({ status }: Pick<AdminWaitlistEntry, 'status'>): string {
  return status === 'offered'
    ? 'Their offer ends now and the slot or seat held for it is released.'
    : 'Those behind them in line move up a place.';
}

/** The reference the Bookings list shows and customers read: the first 8 characters of the group id, upper case. */
export function bookingReference(bookingGroupId: string): string {
  return bookingGroupId.slice(0, 8).toUpperCase();
}
