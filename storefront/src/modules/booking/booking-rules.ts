import { slotHasStarted } from '@coworking/domain';

/** One slot of the dialog's grid, as the availability endpoint describes it. */
export interface SlotView {
  time: string;
  available: boolean;
  availableInstances?: number;
  totalInstances?: number;
}

/** Shown when availability cannot be loaded: 06:00 to 21:00, with 12:00 and 16:00 unavailable (spec section 9). */
export const FALLBACK_SLOTS: SlotView[] = Array.from({ length: 16 }, (_, index) => {
  const time = `${String(6 + index).padStart(2, '0')}:00`;
  return { time, available: time !== '12:00' && time !== '16:00' };
});

/** A slot that has started (for today: at or before the current venue hour) cannot be booked: the server's rule. */
export function isPastSlot(date: string, time: string, now: Date = new Date()): boolean {
  return slotHasStarted(date, time, now);
}

/** Toggles a value in a list (multi-select) or replaces the list (single-select), keeping it sorted. */
export function toggleChoice(list: string[], value: string, multiple: boolean): string[] {
  if (!multiple) return list.length === 1 && list[0] === value ? [] : [value];
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value].sort();
}

/**
 * What a screen reader hears when the time slots change (a date picked, availability loaded): how many slots are
 * free, on every chosen date when there are several. Empty before a date is chosen.
 */
export function slotAvailabilityAnnouncement(
  dateCount: number,
  slots: readonly SlotView[],
  { loading, fallback }: { loading: boolean; fallback: boolean },
): string {
  if (dateCount === 0) return '';
  if (loading && !fallback) return 'Checking availability...';
  const free = slots.filter((slot) => slot.available).length;
  const where = dateCount > 1 ? ` on all ${dateCount} chosen dates` : '';
  const slotsText = free === 1 ? 'slot is' : 'slots are';
  const estimate = fallback ? ' (live availability could not be loaded)' : '';
  return `${free} of ${slots.length} time ${slotsText} free${where}${estimate}.`;
}
