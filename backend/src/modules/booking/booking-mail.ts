import { cancellationPolicyText, type CancellationPolicy, formatVenueDeadline } from '@coworking/domain';
import { type CalendarEvent, calendarInvite } from '../mail/calendar/calendar-invite.js';
import { type MailRequest } from '../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import { checkInQrAttachment, checkInVariables } from './check-in/check-in-qr.js';
import { cancellableKindOf, groupSchedule, intervalOfBooking } from './booking-schedule.js';
import { type SpaceBooking } from './entities/space-booking.entity.js';

export const TOUR_TITLE = 'Tour & Consultation';

/** "2 hours", "1 day", "1 month": how long a booked interval lasts, in the customer's words. */
export function durationText(booking: Pick<SpaceBooking, 'type' | 'time' | 'duration'>): string {
  if (booking.type === 'tour') return '30 minutes';
  if (booking.time === 'Monthly Access') return '1 month';
  if (booking.time === 'All Day Access') return '1 day (09:00–17:00)';
  return `${booking.duration} hour${booking.duration === 1 ? '' : 's'}`;
}

/** The title a booking goes by: its space, or the tour. */
export function bookingTitle(booking: Pick<SpaceBooking, 'type' | 'space'>): string {
  return booking.type === 'tour' ? TOUR_TITLE : (booking.space?.name ?? 'Your booking');
}

/** The short reference customers quote: the first 8 characters of the group id, upper case. */
export function bookingReference(booking: Pick<SpaceBooking, 'id' | 'bookingGroupId'>): string {
  return (booking.bookingGroupId ?? booking.id).slice(0, 8).toUpperCase();
}

/**
 * Each row of a booking as a calendar event: a calendar updates them by their stable ids, and a moved row's higher
 * SEQUENCE (its schedule sequence) makes the calendar move the event rather than keep the old time.
 */
export function bookingCalendarEvents(rows: SpaceBooking[]): CalendarEvent[] {
  return rows.map((row) => {
    const { startAt, endAt } = intervalOfBooking(row);
    return {
      uid: row.id,
      title: `${bookingTitle(row)} at Syokimau Coworking Hub`,
      description: `Booking ${bookingReference(row)}`,
      location: 'EENS Business Park, Syokimau, Mombasa Road, Nairobi',
      start: startAt,
      end: endAt,
      sequence: row.scheduleSequence ?? 0,
    };
  });
}

/** The cancellation terms of a group as its e-mails state them: the policy and the exact deadline. */
export function cancellationTerms(rows: SpaceBooking[], policy: CancellationPolicy) {
  return {
    cancellationPolicy: cancellationPolicyText(cancellableKindOf(rows[0]), policy),
    cancelUntil: formatVenueDeadline(groupSchedule(rows, policy).cancelUntil),
  };
}

/**
 * The confirmation e-mail of a booking (one row, or every confirmed row of a paid group) with an .ics invitation,
 * its manage link, the cancellation deadline and the visit's check-in code (printed, and as a QR code shown inline).
 */
export function bookingConfirmationMail(
  rows: SpaceBooking[],
  manageUrl: string,
  policy: CancellationPolicy,
  checkInCode: string,
): MailRequest {
  const [booking] = rows;
  return {
    template: MAIL_TEMPLATES.bookingConfirmed,
    to: booking.contact?.email ?? '',
    variables: {
      firstName: booking.contact?.firstName ?? null,
      spaceTitle: bookingTitle(booking),
      date: [...new Set(rows.map((row) => row.date))].join(', '),
      time: [...new Set(rows.map((row) => row.time))].join(', '),
      duration: durationText(booking),
      reference: bookingReference(booking),
      manageUrl,
      ...cancellationTerms(rows, policy),
      ...checkInVariables(checkInCode),
    },
    attachments: [calendarInvite(...bookingCalendarEvents(rows)), checkInQrAttachment(checkInCode)],
  };
}
