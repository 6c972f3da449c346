import {
  type AllowanceBalance,
  allowanceKindOfSpaceType,
  type BillingCycle,
  type BookedInterval,
} from '@coworking/domain';
import { type BookingAllowanceKind } from '../entities/allowance-use.entity.js';

/** The membership period an allowance belongs to: venue dates, `end` the first day it no longer covers. */
export interface AllowancePeriod {
  start: string;
  end: string;
}

/**
 * The periods of a membership a booking can draw on, the one today lies in first. Normally that is the current period
 * alone. A period paid early (a pay link opens a week ahead) is current before it begins: until it does, today lies in
 * the previous period, whose allowance the member is still using, and the paid period follows it.
 */
export function allowancePeriods(
  membership: {
    previousPeriodStart: string | null;
    currentPeriodStart: string | null;
    currentPeriodEnd: string | null;
  },
  today: string,
): AllowancePeriod[] {
  const { previousPeriodStart: previous, currentPeriodStart: start, currentPeriodEnd: end } = membership;
  if (!start || !end) return [];
  if (today < start && previous)
    return [
      { start: previous, end: start },
      { start, end },
    ];
  return [{ start, end }];
}

/**
 * Which allowance a booked row of this space draws on, if any. Desk days are whole days: only daily-billed desks
 * count (one per row). Meeting-room hours are the hours of hourly-billed rooms and booths (a row's `duration`).
 * Anything else (monthly desks, a daily-billed room, hourly desks, other types) is paid at the member price.
 */
export function coverableKind(space: { type: string; billingCycle: BillingCycle }): BookingAllowanceKind | null {
  const kind = allowanceKindOfSpaceType(space.type);
  if (kind === 'deskDays' && space.billingCycle === 'daily') return kind;
  if (kind === 'meetingRoomHours' && space.billingCycle === 'hourly') return kind;
  return null;
}

/** How much of an allowance one row uses: a desk day per row, a meeting room's booked hours. */
export function quantityOf(kind: BookingAllowanceKind, interval: Pick<BookedInterval, 'duration'>): number {
  return kind === 'deskDays' ? 1 : interval.duration;
}

export interface CoveredInterval {
  interval: BookedInterval;
  quantity: number;
}

/**
 * Splits a quoted selection into the rows the allowance covers and the rest, in date-and-time order (the earliest
 * rows use it first). A row is covered only whole (a 2-hour slot with 1 hour left is paid), and only when its date
 * lies in the current period: later dates belong to periods not yet paid for.
 */
export function splitByAllowance(
  intervals: readonly BookedInterval[],
  kind: BookingAllowanceKind | null,
  balance: AllowanceBalance | null,
  period: AllowancePeriod | null,
): { covered: CoveredInterval[]; paid: BookedInterval[] } {
  const covered: CoveredInterval[] = [];
  const paid: BookedInterval[] = [];
  let left = balance?.unlimited ? Number.POSITIVE_INFINITY : (balance?.left ?? 0);
  const ordered = [...intervals].sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  for (const interval of ordered) {
    const quantity = kind ? quantityOf(kind, interval) : 0;
    const inPeriod = period !== null && interval.date >= period.start && interval.date < period.end;
    if (kind && inPeriod && quantity <= left) {
      covered.push({ interval, quantity });
      left -= quantity;
    } else paid.push(interval);
  }
  return { covered, paid };
}

/** The key of an interval within one selection (a date and, for hourly spaces, its slot). */
export function intervalKey(interval: Pick<BookedInterval, 'date' | 'time'>): string {
  return `${interval.date} ${interval.time}`;
}
