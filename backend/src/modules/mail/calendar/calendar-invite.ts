import { createEvents, type EventAttributes } from 'ics';
import { attachmentDrawerName, drawnAttachment } from '../delivery/attachment-drawers.js';
import { type AttachmentFile, type OutboxAttachment } from '../entities/mail-outbox.entity.js';

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

/** An event as an outbox row keeps it (JSON): its instants as ISO strings. */
type StoredCalendarEvent = Omit<CalendarEvent, 'start' | 'end'> & { start: string; end: string };

const INVITE_LABEL = { filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };

/** The text of an .ics invitation (instants in UTC, which every calendar shows in the reader's own time zone). */
function icsOf(events: readonly CalendarEvent[]): string {
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
  return value;
}

/** An .ics invitation as a file to download. */
export function calendarFile(...events: CalendarEvent[]): AttachmentFile {
  return { ...INVITE_LABEL, content: Buffer.from(icsOf(events), 'utf8').toString('base64') };
}

/** Draws the .ics invitations e-mails attach (the mail module registers it). */
export const CALENDAR_INVITE = attachmentDrawerName<StoredCalendarEvent[]>('calendar-invite');

/** The .ics of an invitation from the events its outbox row kept. */
export function drawCalendarInvite(events: StoredCalendarEvent[]): Buffer {
  return Buffer.from(
    icsOf(events.map((event) => ({ ...event, start: new Date(event.start), end: new Date(event.end) }))),
    'utf8',
  );
}

/** An .ics invitation attached to an e-mail: the worker writes it when it sends the message. */
export function calendarInvite(...events: CalendarEvent[]): OutboxAttachment {
  const stored = events.map((event) => ({ ...event, start: event.start.toISOString(), end: event.end.toISOString() }));
  return drawnAttachment(CALENDAR_INVITE, stored, INVITE_LABEL);
}
