import {
  type CancellableKind,
  type CancellationPolicy,
  cancellationDeadline,
  intervalsFor,
  venueInstant,
} from '@coworking/domain';
import { type SpaceBooking } from './entities/space-booking.entity.js';

export const TOUR_MINUTES = 30;

/** When one booking row starts and ends: its space's interval for the date and slot, or a tour's 30 minutes. */
export function intervalOfBooking(booking: Pick<SpaceBooking, 'type' | 'date' | 'time' | 'space'>): {
  startAt: Date;
  endAt: Date;
} {
  if (!booking.space) {
    const startAt = venueInstant(booking.date, /^\d/.test(booking.time) ? booking.time : '09:00');
    return { startAt, endAt: new Date(startAt.getTime() + TOUR_MINUTES * 60_000) };
  }
  const [interval] = intervalsFor(
    booking.space.billingCycle,
    [booking.date],
    /^\d/.test(booking.time) ? [booking.time] : [],
  );
  return interval;
}

/** What the cancellation policy calls a booking: the tour, or its space's billing mode. */
export function cancellableKindOf(booking: Pick<SpaceBooking, 'type' | 'space'>): CancellableKind {
  return booking.type === 'tour' || !booking.space ? 'tour' : booking.space.billingCycle;
}

type ScheduledRow = Pick<SpaceBooking, 'type' | 'date' | 'time' | 'space'>;

/** The first start and last end of the rows given. */
export function groupSpan(rows: ScheduledRow[]): { startAt: Date; endAt: Date } {
  const intervals = rows.map(intervalOfBooking);
  return {
    startAt: new Date(Math.min(...intervals.map((interval) => interval.startAt.getTime()))),
    endAt: new Date(Math.max(...intervals.map((interval) => interval.endAt.getTime()))),
  };
}

/** The group's span (of the rows given) and until when its customer may cancel it. */
export function groupSchedule(
  rows: ScheduledRow[],
  policy: CancellationPolicy,
): { startAt: Date; endAt: Date; cancelUntil: Date } {
  const span = groupSpan(rows);
  return { ...span, cancelUntil: cancellationDeadline(cancellableKindOf(rows[0]), span.startAt, policy) };
}

/** Rows in the order a customer reads them: by date, then time. */
export function byStart<Row extends Pick<SpaceBooking, 'date' | 'time'>>(rows: Row[]): Row[] {
  return [...rows].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
}
