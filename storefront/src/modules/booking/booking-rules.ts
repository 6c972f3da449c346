import { TZDate } from '@date-fns/tz';
import { SITE } from '../../app/site-config';

/** Billing mode of the booking dialog, read from the space's price text (spec section 4). */
export type BillingMode = 'hourly' | 'daily' | 'monthly';

export function billingModeOf(priceText: string): BillingMode {
  if (priceText.includes('/hour')) return 'hourly';
  if (priceText.includes('/day')) return 'daily';
  if (priceText.includes('/month')) return 'monthly';
  return 'daily';
}

const CYCLE_UNITS = { hourly: 'hour', daily: 'day', monthly: 'month' } as const;

/** 'From KSh 1,500/hour', or 'Contact for pricing' when the space has no rate. */
export function spacePriceText(rate: string | null, billingCycle: BillingMode): string {
  if (rate === null || rate === '' || !Number.isFinite(Number(rate))) return 'Contact for pricing';
  return `From KSh ${new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 }).format(Number(rate))}/${CYCLE_UNITS[billingCycle]}`;
}

/** The number in a price text: 'From KSh 1,500/hour' → 1500; none → 0. */
export function priceFromText(priceText: string): number {
  const match = /([\d,]+(?:\.\d+)?)/.exec(priceText);
  return match ? Number(match[1].replace(/,/g, '')) : 0;
}

/** An hourly booking is a two-hour slot: price × 2 × dates × slots; otherwise price × dates (spec section 9). */
export function bookingTotal(price: number, mode: BillingMode, dates: number, slots: number): number {
  return mode === 'hourly' ? price * 2 * dates * slots : price * dates;
}

/** Items charged at checkout: date-slot pairs for hourly spaces, dates otherwise. */
export function totalItems(mode: BillingMode, dates: number, slots: number): number {
  return mode === 'hourly' ? dates * slots : dates;
}

/** Duration sent with a booking: 2 hours for an hourly slot, 1 otherwise. */
export function durationFor(mode: BillingMode): number {
  return mode === 'hourly' ? 2 : 1;
}

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

/** Today and the current hour at the venue, whatever the visitor's own time zone. */
export function venueNow(now: Date = new Date()): { date: string; hour: number } {
  const venue = new TZDate(now.getTime(), SITE.timeZone);
  const date = `${venue.getFullYear()}-${String(venue.getMonth() + 1).padStart(2, '0')}-${String(venue.getDate()).padStart(2, '0')}`;
  return { date, hour: venue.getHours() };
}

/** For today, a slot at or before the current hour cannot be booked. */
export function isPastSlot(date: string, time: string, now: Date = new Date()): boolean {
  const venue = venueNow(now);
  if (date < venue.date) return true;
  if (date > venue.date) return false;
  return Number(time.slice(0, 2)) <= venue.hour;
}

/** '09:00' → '9:00 AM'. */
export function formatSlotTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** '09:00' → '9:00 AM – 11:00 AM' for a two-hour slot. */
export function formatSlotRange(time: string): string {
  const end = `${String(Number(time.slice(0, 2)) + 2).padStart(2, '0')}:${time.slice(3)}`;
  return `${formatSlotTime(time)} – ${formatSlotTime(end)}`;
}

/** Toggles a value in a list (multi-select) or replaces the list (single-select), keeping it sorted. */
export function toggleChoice(list: string[], value: string, multiple: boolean): string[] {
  if (!multiple) return list.length === 1 && list[0] === value ? [] : [value];
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value].sort();
}
