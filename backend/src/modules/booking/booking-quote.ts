import {
  type BillingCycle,
  type BookedInterval,
  bookingStartProblem,
  DEFAULT_BOOK_AHEAD_DAYS,
  intervalsFor,
  selectionPriceCents,
  slotStartsFor,
} from '@coworking/domain';
import { BOOKING_ERRORS } from './booking.errors.js';

/** What a quote needs to know about the space. */
export interface QuotedSpace {
  isAvailable: boolean;
  /** KES per billing cycle ('1500.00'); null = contact for pricing. */
  rate: string | null;
  billingCycle: BillingCycle;
}

/** A well-formed selection (the checkout DTO has checked the dates, slot formats and limits). */
export interface Selection {
  dates: readonly string[];
  /** HH:MM slot starts; only hourly spaces use them. */
  slots: readonly string[];
}

export interface SelectionQuote {
  intervals: BookedInterval[];
  /** Integer KES cents. */
  amountCents: number;
}

/**
 * Whether this space can be booked for this selection now (from today, today until its slots are over, up to the
 * book-ahead limit), and at what price: the intervals it would occupy
 * and the shared pricing formula on the space's rate (hourly: rate × 2 × dates × slots, daily: rate × dates,
 * monthly: rate). Refuses, with the message a visitor sees, what the space's billing mode does not allow.
 */
export function quoteSelection(
  space: QuotedSpace,
  selection: Selection,
  now: Date,
  bookAheadDays: number = DEFAULT_BOOK_AHEAD_DAYS,
): SelectionQuote {
  if (!space.isAvailable || space.rate === null) throw BOOKING_ERRORS.spaceUnavailable();
  const billing = space.billingCycle;
  if (billing === 'monthly' && selection.dates.length !== 1) throw BOOKING_ERRORS.oneDateForMonthly();
  if (billing === 'hourly') {
    if (selection.slots.length === 0) throw BOOKING_ERRORS.noSlots();
    for (const date of selection.dates) {
      const offered = slotStartsFor(date);
      const unknown = selection.slots.find((slot) => !offered.includes(slot));
      if (unknown) throw BOOKING_ERRORS.unknownSlot(unknown);
    }
  }
  // A slot named twice is booked (and charged) once.
  const slots = billing === 'hourly' ? [...new Set(selection.slots)] : [];
  // No start in the past (a month that began 20 days ago included) and none past the book-ahead limit.
  const problem = bookingStartProblem(billing, { dates: selection.dates, times: slots }, bookAheadDays, now);
  if (problem) throw BOOKING_ERRORS.startNotBookable(problem);
  const intervals = intervalsFor(billing, selection.dates, slots);
  return { intervals, amountCents: selectionPriceCents(billing, space.rate, selection.dates.length, slots.length) };
}
