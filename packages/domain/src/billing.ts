import { NO_PRICE_TEXT, formatKes, toCents } from './money.js';
import { addHoursToTime, formatSlotTime, venueWeekday } from './venue-calendar.js';

/** How a space is billed; the booking dialog's mode follows it (spec section 4). */
export const BILLING_CYCLES = ['hourly', 'daily', 'monthly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** An hourly booking holds its slot for two hours (the spec's duration 2, price × 2). */
export const HOURLY_SLOT_HOURS = 2;
/** Daily access is 09:00 to 17:00. */
export const DAILY_ACCESS = { from: '09:00', to: '17:00' } as const;
export const ALL_DAY_ACCESS = 'All Day Access';
export const MONTHLY_ACCESS = 'Monthly Access';
export const MAX_DATES_PER_BOOKING = 10;

/** The unit a price is quoted in: 'hour', 'day', 'month'. */
export const CYCLE_UNITS: Record<BillingCycle, string> = { hourly: 'hour', daily: 'day', monthly: 'month' };

/** Opening hours: Mon–Fri 06:00–22:00, Sat–Sun 08:00–20:00 (a slot must end by closing). */
export function slotStartsFor(date: string): string[] {
  const weekend = venueWeekday(date) >= 6;
  const [open, close] = weekend ? [8, 20] : [6, 22];
  const starts: string[] = [];
  for (let hour = open; hour + HOURLY_SLOT_HOURS <= close; hour++) starts.push(`${String(hour).padStart(2, '0')}:00`);
  return starts;
}

/** '09:00' → '9:00 AM – 11:00 AM' for an hourly slot. */
export function formatSlotRange(time: string): string {
  return `${formatSlotTime(time)} – ${formatSlotTime(addHoursToTime(time, HOURLY_SLOT_HOURS))}`;
}

/** Duration a booking row records: 2 hours for an hourly slot, 1 otherwise. */
export function durationFor(billing: BillingCycle): number {
  return billing === 'hourly' ? HOURLY_SLOT_HOURS : 1;
}

/** Items charged at checkout: date-slot pairs for hourly spaces, dates otherwise (monthly: the start date). */
export function totalItems(billing: BillingCycle, dates: number, slots: number): number {
  return billing === 'hourly' ? dates * slots : dates;
}

/**
 * What a selection costs, in cents (spec section 9): hourly = rate × 2 × dates × slots,
 * daily = rate × dates, monthly = rate. The one pricing formula of the product: the server charges
 * it and the booking dialog shows it.
 */
export function selectionPriceCents(billing: BillingCycle, rate: string, dates: number, slots: number): number {
  const rateCents = toCents(rate);
  if (billing === 'hourly') return rateCents * HOURLY_SLOT_HOURS * dates * slots;
  if (billing === 'daily') return rateCents * dates;
  return rateCents;
}

/** A rate a space can be booked at: a non-negative KES amount (null or blank means "contact for pricing"). */
export function hasRate(rate: string | null | undefined): rate is string {
  return typeof rate === 'string' && /^\d+(\.\d{1,2})?$/.test(rate.trim());
}

/** 'From KSh 1,500/hour', or 'Contact for pricing' when the space has no rate. */
export function spacePriceText(rate: string | null, billing: BillingCycle): string {
  if (!hasRate(rate)) return NO_PRICE_TEXT;
  return `From ${formatKes(rate)}/${CYCLE_UNITS[billing]}`;
}
