import { createEvents, type EventAttributes } from 'ics';
import { type OutboxAttachment } from '../entities/mail-outbox.entity.js';

export interface CalendarEvent {
  /** Stable across re-sends, so a calendar updates the event instead of adding another. */
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  /**
   * How many times the event was rescheduled (SEQUENCE): a calendar replaces the event it holds under the same UID
   * only by a higher number, so a moved booking's new invitation moves the event instead of adding a second one.
   */
  sequence?: number;
}

export const VENUE_ADDRESS = 'EENS Business Park, Syokimau, Mombasa Road, Nairobi';

/** An .ics invitation (instants in UTC, which every calendar shows in the reader's own time zone). */
export function calendarInvite(...events: CalendarEvent[]): OutboxAttachment {
  const attributes: EventAttributes[] = events.map((event) => ({
    uid: `${event.uid}@syokimau-coworking`,
    title: event.title,
    description: event.description,
    location: event.location,
    start: event.start.getTime(),
    end: event.end.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'syokimau-coworking/booking',
    method: 'PUBLISH',
    status: 'CONFIRMED',
    ...(event.sequence !== undefined ? { sequence: event.sequence } : {}),
  }));
  const { error, value } = createEvents(attributes);
  if (error || !value) throw new Error(`Could not build the calendar invitation: ${error?.message ?? 'empty'}`);
  return {
    filename: 'booking.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(value, 'utf8').toString('base64'),
  };
}
