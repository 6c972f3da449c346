import { type BillingMode, bookingTotal, durationFor, priceFromText, totalItems } from './booking-rules';

/** What the dialog passes on to checkout (the spec's checkout payload); the server recomputes the price. */
export interface CheckoutPayload {
  type: 'space';
  spaceId: string;
  spaceTitle: string;
  dates: string[];
  times: string[];
  price: string;
  totalItems: number;
  duration: number;
}

export interface DialogSpace {
  id: string;
  title: string;
  /** e.g. 'From KSh 1,500/hour' */
  priceText: string;
}

export function checkoutPayload(space: DialogSpace, mode: BillingMode, dates: string[], times: string[]): CheckoutPayload {
  return {
    type: 'space',
    spaceId: space.id,
    spaceTitle: space.title,
    dates: [...dates].sort(),
    times: mode === 'hourly' ? [...times].sort() : [],
    price: space.priceText,
    totalItems: totalItems(mode, dates.length, times.length),
    duration: durationFor(mode),
  };
}

/** The total the summary shows (the server charges its own, equal, computation). */
export function selectionTotal(space: DialogSpace, mode: BillingMode, dates: string[], times: string[]): number {
  return bookingTotal(priceFromText(space.priceText), mode, dates.length, mode === 'hourly' ? times.length : 0);
}

/** Continue needs at least one date and, for hourly spaces, at least one slot. */
export function canContinue(mode: BillingMode, dates: string[], times: string[]): boolean {
  return dates.length > 0 && (mode !== 'hourly' || times.length > 0);
}
