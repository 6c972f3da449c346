import { venueInstant } from '@coworking/domain';
import { calendarInvite, VENUE_ADDRESS } from '../mail/calendar/calendar-invite.js';
import { type MailRequest } from '../mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import { type SpaceBooking } from './entities/space-booking.entity.js';

export const TOUR_TITLE = 'Tour & Consultation';
const TOUR_MINUTES = 30;

/** "2 hours", "1 day", "1 month": how long a booked interval lasts, in the customer's words. */
export function durationText(booking: Pick<SpaceBooking, 'type' | 'time' | 'duration'>): string {
  if (booking.type === 'tour') return `${TOUR_MINUTES} minutes`;
  if (booking.time === 'Monthly Access') return '1 month';
  if (booking.time === 'All Day Access') return '1 day (09:00–17:00)';
  return `${booking.duration} hour${booking.duration === 1 ? '' : 's'}`;
}

/**
 * The confirmation e-mail of a booking (one row, or every row of a paid group) with an .ics
 * invitation holding each interval it occupies (a tour: 30 minutes from its time).
 */
export function bookingConfirmationMail(
  rows: { booking: SpaceBooking; interval: { startAt: Date; endAt: Date } | null }[],
): MailRequest {
  const [{ booking }] = rows;
  const title = booking.type === 'tour' ? TOUR_TITLE : (booking.space?.name ?? 'Your booking');
  const events = rows.map(({ booking: row, interval }) => {
    const startAt = interval?.startAt ?? venueInstant(row.date, /^\d/.test(row.time) ? row.time : '09:00');
    const endAt = interval?.endAt ?? new Date(startAt.getTime() + TOUR_MINUTES * 60_000);
    return {
      uid: row.id,
      title: `${title} at Syokimau Coworking Hub`,
      description: `Booking ${row.id.slice(0, 8)}`,
      location: VENUE_ADDRESS,
      start: startAt,
      end: endAt,
    };
  });
  const dates = [...new Set(rows.map((row) => row.booking.date))];
  const times = [...new Set(rows.map((row) => row.booking.time))];
  return {
    template: MAIL_TEMPLATES.bookingConfirmed,
    to: booking.contact?.email ?? '',
    variables: {
      firstName: booking.contact?.firstName ?? null,
      spaceTitle: title,
      date: dates.join(', '),
      time: times.join(', '),
      duration: durationText(booking),
      reference: (booking.bookingGroupId ?? booking.id).slice(0, 8).toUpperCase(),
    },
    attachments: [calendarInvite(...events)],
  };
}
