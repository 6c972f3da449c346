import { addVenueDays, venueInstant } from '@coworking/domain';
import { createEvents } from 'ics';
import { calendarInvite } from '../../mail/calendar/calendar-invite.js';
import { type MailRequest } from '../../mail/delivery/mail.service.js';
import { type OutboxAttachment } from '../../mail/entities/mail-outbox.entity.js';
import { MAIL_TEMPLATES } from '../../mail/templates/default-templates.js';
import { type Event } from '../entities/event.entity.js';
import { type EventRegistration } from '../entities/event-registration.entity.js';
import { EVENT_REGISTRATION_MESSAGES } from './event-registration.messages.js';

/** How long an event with a start time but no end lasts in the calendar. */
const DEFAULT_EVENT_HOURS = 2;

// A venue date names a day, not an instant: formatted in UTC so no time zone shifts it.
const EVENT_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Thu 10 Dec 2026' for '2026-12-10'. */
export function formatEventDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return EVENT_DATE.format(new Date(Date.UTC(year, month - 1, day))).replace(',', '');
}

// '18:00 - 20:30', '18:00–20:30', '6:00 PM - 8:30 PM', '10:00': a clock time, then optionally a dash and another.
const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*([ap]\.?m\.?)?`;
const TIME_RANGE = new RegExp(`^\\s*${CLOCK}\\s*(?:(?:-|–|—|to)\\s*${CLOCK})?\\s*$`, 'i');

function clockTime(hours: string, minutes: string | undefined, meridiem: string | undefined): string | null {
  let hour = Number(hours);
  const minute = Number(minutes ?? '0');
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase().startsWith('p') ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * When an event starts and ends, from its venue date and its time as staff typed it ('18:00 - 20:30'), in Nairobi
 * time. An end before the start runs past midnight; a start alone lasts two hours; a time that is not a clock time
 * ('All day', 'TBA') gives null, and the calendar shows the event on its day.
 */
export function eventSchedule(date: string, time: string): { start: Date; end: Date } | null {
  const match = TIME_RANGE.exec(time);
  if (!match) return null;
  const [, startHours, startMinutes, startMeridiem, endHours, endMinutes, endMeridiem] = match;
  // '6 - 8 PM': a start without its own am/pm takes the end's.
  const start = clockTime(startHours, startMinutes, startMeridiem ?? (endHours ? endMeridiem : undefined));
  if (!start || (!startMinutes && !startMeridiem && !endMeridiem)) return null;
  const startAt = venueInstant(date, start);
  if (!endHours) return { start: startAt, end: new Date(startAt.getTime() + DEFAULT_EVENT_HOURS * 3600_000) };
  const end = clockTime(endHours, endMinutes, endMeridiem);
  if (!end) return null;
  const endAt = venueInstant(end > start ? date : addVenueDays(date, 1), end);
  return { start: startAt, end: endAt };
}

/** The event as a calendar file: timed in UTC from its Nairobi times (as bookings are), or on its day. */
export function eventCalendar(event: Event, registration: EventRegistration): OutboxAttachment {
  const details = {
    uid: `event-registration-${registration.id}`,
    title: event.title,
    description: event.description,
    location: event.location,
  };
  const schedule = eventSchedule(event.date, event.time);
  if (schedule) return { ...calendarInvite({ ...details, ...schedule }), filename: 'event.ics' };
  const [year, month, day] = event.date.split('-').map(Number);
  const [nextYear, nextMonth, nextDay] = addVenueDays(event.date, 1).split('-').map(Number);
  const { error, value } = createEvents([
    {
      uid: `${details.uid}@syokimau-coworking`,
      title: details.title,
      description: `${details.description}\n\nTime: ${event.time}`,
      location: details.location,
      start: [year, month, day],
      end: [nextYear, nextMonth, nextDay],
      productId: 'syokimau-coworking/events',
      method: 'PUBLISH',
      status: 'CONFIRMED',
    },
  ]);
  if (error || !value) throw new Error(`Could not build the calendar invitation: ${error?.message ?? 'empty'}`);
  return {
    filename: 'event.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(value, 'utf8').toString('base64'),
  };
}

/** The attendee's confirmation: the event's day, time and place, what to pay at the door, and the calendar file. */
export function eventRegistrationMail(event: Event, registration: EventRegistration): MailRequest {
  return {
    template: MAIL_TEMPLATES.eventRegistration,
    to: registration.contact.email,
    variables: {
      firstName: registration.contact.firstName,
      eventTitle: event.title,
      date: formatEventDate(event.date),
      time: event.time,
      location: event.location,
      priceNote: Number(event.price) > 0 ? EVENT_REGISTRATION_MESSAGES.payAtTheDoor(event.price) : null,
    },
    attachments: [eventCalendar(event, registration)],
  };
}
