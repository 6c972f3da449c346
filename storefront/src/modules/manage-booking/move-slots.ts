import { slotHasStarted, slotStartsFor } from '@coworking/domain';

// Apart from manage-booking-text.ts: only the move dialog (loaded on first use) needs these rules and what they import.

/**
 * The slots the move dialog offers on a date: the live ones when known (taken ones marked), else the day's opening
 * hours (the server refuses a taken slot); slots that have started cannot be chosen.
 */
export function moveSlotChoices(
  date: string,
  live: readonly { time: string; available: boolean }[] | undefined,
  now: Date = new Date(),
): { time: string; available: boolean }[] {
  const slots = live?.length ? live : slotStartsFor(date).map((time) => ({ time, available: true }));
  return slots.map((slot) => ({ time: slot.time, available: slot.available && !slotHasStarted(date, slot.time, now) }));
}
