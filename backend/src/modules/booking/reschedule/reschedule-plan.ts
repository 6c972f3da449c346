import {
  addVenueDays,
  type BillingCycle,
  type BookedInterval,
  bookingStartProblem,
  intervalsFor,
  slotStartsFor,
} from '@coworking/domain';
import { BOOKING_ERRORS } from '../booking.errors.js';
import { RESCHEDULE_MESSAGES } from './reschedule.messages.js';

/** Where a customer asks to move their booking: a venue date and, for hourly spaces, the new first slot. */
export interface MoveTarget {
  date: string;
  /** HH:MM: the new start of the booking's first slot (hourly spaces only; ignored for day passes). */
  time?: string;
}

/** What the rules need to know about one row of the group. */
export interface MovableRow {
  type: string;
  date: string;
  /** HH:MM for hourly rows, 'All Day Access' / 'Monthly Access' otherwise. */
  time: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  space: { name: string; billingCycle: BillingCycle; isActive: boolean; isAvailable: boolean } | null;
}

/**
 * Why a group cannot be moved online at all, whatever the target (a 409 message), or null when it can. `rows` are all
 * of the group's rows; cancelled ones are left where they are and ignored. A group is moved as a whole: every row
 * still on must be confirmed (an unpaid checkout is finished first), on one date, of a space still on sale.
 */
export function groupMoveRefusal(rows: readonly MovableRow[]): string | null {
  const active = rows.filter((row) => row.status !== 'cancelled');
  if (active.length === 0) return RESCHEDULE_MESSAGES.cancelled;
  if (active.some((row) => row.status === 'pending')) return RESCHEDULE_MESSAGES.unpaid;
  const [first] = active;
  if (first.type === 'tour') return RESCHEDULE_MESSAGES.tour;
  if (!first.space) return RESCHEDULE_MESSAGES.spaceGone;
  if (first.space.billingCycle === 'monthly') return RESCHEDULE_MESSAGES.monthly;
  if (new Set(active.map((row) => row.date)).size > 1) return RESCHEDULE_MESSAGES.severalDates;
  if (!first.space.isActive || !first.space.isAvailable) return RESCHEDULE_MESSAGES.spaceUnavailable(first.space.name);
  return null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The intervals the group's active rows (on one date, sorted by time, as groupMoveRefusal allows) take after the
 * move, in the same order: a day pass moves to the new date; hourly slots keep their distance from the first slot,
 * which starts at the new time. The new slots must be ones a new booking could take now (slots the venue offers that
 * day, not started, within the book-ahead limit): else 400 with the message a visitor would read.
 */
export function movedIntervals(
  rows: readonly Pick<MovableRow, 'date' | 'time'>[],
  billing: Exclude<BillingCycle, 'monthly'>,
  target: MoveTarget,
  bookAheadDays: number,
  now: Date,
): BookedInterval[] {
  let times: string[] = [];
  if (billing === 'hourly') {
    if (!target.time) throw BOOKING_ERRORS.moveTimeNeeded();
    const offered = slotStartsFor(target.date);
    if (!offered.includes(target.time)) throw BOOKING_ERRORS.unknownSlot(target.time);
    // Rows are sorted by time, so only later slots can run past the day's last start.
    const shift = minutesOf(target.time) - minutesOf(rows[0].time);
    times = rows.map((row) => timeOf(minutesOf(row.time) + shift));
    if (times.some((time) => !offered.includes(time)))
      throw BOOKING_ERRORS.moveSlotDoesNotFit(offered[offered.length - 1]);
  }
  const problem = bookingStartProblem(billing, { dates: [target.date], times }, bookAheadDays, now);
  if (problem) throw BOOKING_ERRORS.startNotBookable(problem);
  if (target.date === rows[0].date && (billing !== 'hourly' || times[0] === rows[0].time))
    throw BOOKING_ERRORS.moveSameSlot();
  return intervalsFor(billing, [target.date], times);
}

/** The membership period an allowance booking counts against, with the membership's current and previous periods. */
export interface AllowancePeriod {
  periodStart: string;
  currentPeriodStart: string | null;
  /** The first day the current period no longer covers. */
  currentPeriodEnd: string | null;
  /** Where the period before the current one began (a period paid early is current before it starts). */
  previousPeriodStart: string | null;
}

/** The dates of the period a use counts against, while it is the current or the previous period; else null. */
function periodOfUse(use: AllowancePeriod): { start: string; end: string } | null {
  if (!use.currentPeriodStart || !use.currentPeriodEnd) return null;
  if (use.periodStart === use.currentPeriodStart) return { start: use.currentPeriodStart, end: use.currentPeriodEnd };
  if (use.periodStart === use.previousPeriodStart)
    return { start: use.previousPeriodStart, end: use.currentPeriodStart };
  return null;
}

/**
 * Why a booking taken from a membership's allowance cannot move to `date` (a 409 message), or null. The use stays with
 * its row and counts against the period it was taken from, so the row may only move within that period, and only
 * while that period is still the membership's current one (or the previous one, until a period paid early begins):
 * moving it into another period would use an allowance nobody checked (or give one back twice).
 */
export function allowanceMoveRefusal(uses: readonly AllowancePeriod[], date: string): string | null {
  for (const use of uses) {
    const period = periodOfUse(use);
    if (!period) return RESCHEDULE_MESSAGES.allowancePeriodOver;
    if (date < period.start || date >= period.end)
      return RESCHEDULE_MESSAGES.outsideAllowancePeriod(period.start, addVenueDays(period.end, -1));
  }
  return null;
}
