import { type BillingCycle, centsToKes, hasRate, selectionPriceCents } from '@coworking/domain';
import { type Schemas } from '../../api/client';

/** The checkout payload of a space booking (InitializeBookingPaymentDto's bookingData); the server prices it. */
export type CheckoutBookingData = Schemas['CheckoutBookingDataDto'];

/** A space as the booking dialog needs it: the API's own fields, never display text. */
export interface BookableSpace {
  id: string;
  name: string;
  /** KES per billing cycle as the API sends it ('1500.00'); null = contact for pricing. */
  rate: string | null;
  billingCycle: BillingCycle;
}

/** What one booking asks for: dates and, for hourly spaces, slot start times. */
export interface Selection {
  dates: readonly string[];
  times: readonly string[];
  notes?: string;
}

/**
 * The one checkout payload of a space booking, built the same way by the booking dialog and the booking
 * page: sorted dates, slot times only for hourly spaces. Prices are not sent; the server computes them.
 */
export function checkoutBookingData(
  space: Pick<BookableSpace, 'id' | 'billingCycle'>,
  selection: Selection,
): CheckoutBookingData {
  return {
    type: 'space',
    spaceId: space.id,
    dates: [...selection.dates].sort(),
    times: space.billingCycle === 'hourly' ? [...selection.times].sort() : [],
    ...(selection.notes ? { notes: selection.notes } : {}),
  };
}

/** The total the summary shows, in KES: the shared pricing formula the server also charges. */
export function selectionTotal(space: Pick<BookableSpace, 'rate' | 'billingCycle'>, selection: Selection): number {
  if (!hasRate(space.rate)) return 0;
  const slots = space.billingCycle === 'hourly' ? selection.times.length : 0;
  return centsToKes(selectionPriceCents(space.billingCycle, space.rate, selection.dates.length, slots));
}

/** Continue needs at least one date and, for hourly spaces, at least one slot. */
export function canContinue(billing: BillingCycle, selection: Selection): boolean {
  return selection.dates.length > 0 && (billing !== 'hourly' || selection.times.length > 0);
}
