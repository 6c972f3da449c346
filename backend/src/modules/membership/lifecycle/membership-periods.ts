import { addVenueDays, daysBetween, membershipPeriodEnd, toCents } from '@coworking/domain';
import { type PlanBooking } from '../entities/plan-booking.entity.js';

/**
 * The venue date period `periodNumber` of the membership ends on. Ends are counted from the start date (so 31
 * January renews on the last day of each short month and is back on the 31st after), plus the days staff have added.
 */
export function periodEnd(booking: PlanBooking, periodNumber: number): string {
  return addVenueDays(membershipPeriodEnd(booking.startDate, booking.plan.period, periodNumber), booking.extensionDays);
}

/** The next period begins where the current one ends (the start date for the first). */
export function startNextPeriod(booking: PlanBooking): void {
  booking.previousPeriodStart = booking.periodNumber === 0 ? null : booking.currentPeriodStart;
  booking.currentPeriodStart = booking.periodNumber === 0 ? booking.startDate : booking.currentPeriodEnd;
  booking.periodNumber += 1;
  booking.currentPeriodEnd = periodEnd(booking, booking.periodNumber);
}

/**
 * The share of the current period's price not yet used on `today`: whole days from today (or the period start, if
 * later) to the period end, over the period's days, for each seat of a team. What was actually paid caps it (the
 * refund of the payment checks).
 */
export function proratedCents(booking: PlanBooking, today: string, seats = booking.seats): number {
  if (!booking.currentPeriodEnd || booking.periodNumber === 0) return 0;
  const from = booking.currentPeriodStart && booking.currentPeriodStart > today ? booking.currentPeriodStart : today;
  const unusedDays = Math.max(0, daysBetween(from, booking.currentPeriodEnd));
  const days = Math.max(1, daysBetween(booking.currentPeriodStart ?? booking.startDate, booking.currentPeriodEnd));
  return Math.floor((toCents(booking.plan.price) * seats * Math.min(unusedDays, days)) / days);
}
