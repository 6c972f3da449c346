import { addVenueDays } from '@coworking/domain';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { VENUE_ADDRESS } from '../../mail/calendar/calendar-invite.js';

/** The name calendar apps show for the subscribed feed. */
export const FEED_CALENDAR_NAME = 'Syokimau Coworking Hub';
/** UIDs end with the same domain as the booking e-mails' invitations, so a booking is one event everywhere. */
const UID_DOMAIN = 'syokimau-coworking';

/** A booked interval of the member's (a space booking row, or a tour). */
export interface FeedBooking {
  /** The booking row's id: the UID its confirmation e-mail's invitation used. */
  id: string;
  title: string;
  reference: string;
  start: Date;
  end: Date;
  /** How many times it was moved (SEQUENCE), so a calendar moves the event. */
  sequence: number;
}

/** A guest the member invited, for the whole day of the visit. */
export interface FeedGuestVisit {
  id: string;
  guestName: string;
  /** Venue date YYYY-MM-DD. */
  date: string;
}

/** When a renewing membership's next period starts (and is due), for the whole day. */
export interface FeedRenewal {
  membershipId: string;
  planName: string;
  /** Venue date YYYY-MM-DD: the first day the current period no longer covers. */
  date: string;
  /** The period number now: the renewal event moves when a new period begins. */
  sequence: number;
}

export interface FeedContent {
  bookings: FeedBooking[];
  guestVisits: FeedGuestVisit[];
  renewals: FeedRenewal[];
}

const dateArray = (date: string): DateArray => date.split('-').map(Number) as DateArray;

/** An all-day event: DTSTART;VALUE=DATE and the next day as the (exclusive) end. */
function allDay(date: string): Pick<EventAttributes, 'start'> & { end: DateArray } {
  return { start: dateArray(date), end: dateArray(addVenueDays(date, 1)) };
}

/**
 * The member's calendar feed as iCalendar text: bookings at their instants (UTC), guest visits and renewal dates as
 * all-day events. Every event has a UID that stays the same from one fetch to the next, so a subscribed calendar
 * updates events instead of duplicating them.
 */
export function calendarFeed(content: FeedContent): string {
  const events: EventAttributes[] = [
    ...content.bookings.map((booking): EventAttributes => ({
      uid: `${booking.id}@${UID_DOMAIN}`,
      title: `${booking.title} at ${FEED_CALENDAR_NAME}`,
      description: `Booking ${booking.reference}`,
      location: VENUE_ADDRESS,
      start: booking.start.getTime(),
      end: booking.end.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      endInputType: 'utc',
      endOutputType: 'utc',
      sequence: booking.sequence,
      status: 'CONFIRMED',
      busyStatus: 'BUSY',
    })),
    ...content.guestVisits.map((visit): EventAttributes => ({
      uid: `guest-pass-${visit.id}@${UID_DOMAIN}`,
      title: `Guest: ${visit.guestName}`,
      description: `${visit.guestName} visits as your guest (a guest pass of your membership).`,
      location: VENUE_ADDRESS,
      ...allDay(visit.date),
      status: 'CONFIRMED',
      busyStatus: 'FREE',
      transp: 'TRANSPARENT',
    })),
    ...content.renewals.map((renewal): EventAttributes => ({
      uid: `membership-renewal-${renewal.membershipId}@${UID_DOMAIN}`,
      title: `${renewal.planName} membership renews`,
      description: `The next period of your ${renewal.planName} membership starts today and is due.`,
      ...allDay(renewal.date),
      sequence: renewal.sequence,
      busyStatus: 'FREE',
      transp: 'TRANSPARENT',
    })),
  ];
  const { error, value } = createEvents(events, {
    productId: `${UID_DOMAIN}/calendar-feed`,
    method: 'PUBLISH',
    calName: FEED_CALENDAR_NAME,
  });
  if (error || !value) throw new Error(`Could not build the calendar feed: ${error?.message ?? 'empty'}`);
  return value;
}
