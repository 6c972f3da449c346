import { addHoursToTime, DAILY_ACCESS, formatSlotRange, HOURLY_SLOT_HOURS } from '@coworking/domain';
import { formatVenueDate } from '../../ui/format';
import { isPastSlot, type SlotView } from '../booking/booking-rules';
import { type WaitlistTarget } from './waitlist-request';

/**
 * Booked out, so worth waiting for: no instance free in a slot that has not started, of a space that has instances.
 * A started slot also says none free, and the fallback grid (live availability not loaded) says nothing about
 * instances: neither offers the waitlist.
 */
function isFullSlot(date: string, slot: SlotView, now: Date): boolean {
  return (
    !slot.available &&
    slot.availableInstances === 0 &&
    (slot.totalInstances ?? 0) > 0 &&
    !isPastSlot(date, slot.time, now)
  );
}

/**
 * The full slots of an hourly space that offer the waitlist: only while a single date is chosen, when the grid shows
 * that date's own slots (with several dates a slot is "full" if any one of them is, and a place in line is for one).
 */
export function waitlistSlotTimes(dates: readonly string[], slots: readonly SlotView[], now = new Date()): string[] {
  if (dates.length !== 1) return [];
  return slots.filter((slot) => isFullSlot(dates[0], slot, now)).map((slot) => slot.time);
}

/**
 * Whether a daily space is booked out on a date: some slot inside its access hours, not started yet, has no
 * instance free, so no instance is free the whole day. Slots reaching outside those hours do not count: a booking
 * before 09:00 or after 17:00 leaves a day pass free.
 */
export function isFullDay(date: string, slots: readonly SlotView[], now = new Date()): boolean {
  return slots.some(
    (slot) =>
      slot.time >= DAILY_ACCESS.from &&
      addHoursToTime(slot.time, HOURLY_SLOT_HOURS) <= DAILY_ACCESS.to &&
      isFullSlot(date, slot, now),
  );
}

/** The chosen dates of a daily space that are booked out, from each date's availability (in the same order). */
export function fullDays(
  dates: readonly string[],
  perDate: ReadonlyArray<{ data?: { timeSlots: SlotView[] } }>,
  now = new Date(),
): string[] {
  return dates.filter((date, index) => isFullDay(date, perDate[index]?.data?.timeSlots ?? [], now));
}

/** Pressing what the waitlist form is open for closes it again; pressing another full slot or day moves it there. */
export function toggleWaitlistTarget(
  current: WaitlistTarget | undefined,
  pressed: WaitlistTarget,
): WaitlistTarget | undefined {
  return current?.date === pressed.date && current.time === pressed.time ? undefined : pressed;
}

/** What the waitlist form is for: 'Tsavo Meeting Room is full on Fri, 4 Dec 2026, 10:00 AM – 12:00 PM.' */
export function waitlistTargetText(spaceName: string, target: WaitlistTarget): string {
  const slot = target.time ? `, ${formatSlotRange(target.time)}` : '';
  return `${spaceName} is full on ${formatVenueDate(target.date)}${slot}.`;
}

/** What the booking dialog says of a booked-out day: it cannot be booked, and what the visitor can do instead. */
export function fullDayText(date: string, chosenDates: number): string {
  const instead = chosenDates > 1 ? 'Un-choose it to book your other days' : 'Choose another day';
  return `${formatVenueDate(date)} is fully booked. ${instead}, or join its waitlist.`;
}
