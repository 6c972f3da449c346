/**
 * How staff take a booking at the desk or on the phone: how it is paid, the staff discount's bounds, and the
 * M-Pesa transaction code's shape. The admin form and the API check the same rules.
 */

/** Paid at the desk and recorded by staff (cash, M-Pesa to the till, bank transfer), given away, or a pay link. */
export const STAFF_PAYMENT_KINDS = ['cash', 'mpesa', 'bank_transfer', 'complimentary', 'pay_link'] as const;
export type StaffPaymentKind = (typeof STAFF_PAYMENT_KINDS)[number];

/** The kinds staff record themselves: the ledger's channel is the kind's own name. */
export const OFFLINE_PAYMENT_CHANNELS = ['cash', 'mpesa', 'bank_transfer', 'complimentary'] as const;
export type OfflinePaymentChannel = (typeof OFFLINE_PAYMENT_CHANNELS)[number];

/** Safaricom's M-Pesa transaction codes: 10 capital letters and digits, e.g. QGH4K2L9PZ. */
export const MPESA_CODE_PATTERN = /^[A-Z0-9]{10}$/;
export const MPESA_CODE_MESSAGE = 'M-Pesa transaction codes are 10 capital letters and digits, e.g. QGH4K2L9PZ';

/** Typed codes are read with spaces dropped and letters capitalised, as the customer's SMS shows them. */
export function normalizeMpesaCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

export const DISCOUNT_KINDS = ['cents', 'percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A staff discount takes off at most half of the price; giving more away is "complimentary", with its reason. */
export const MAX_DISCOUNT_PERCENT = 50;

export interface StaffDiscount {
  kind: DiscountKind;
  /** KES cents (kind cents) or whole percent (kind percent). */
  value: number;
}

/** The discount in cents off `priceCents`, or why it is refused. A percentage rounds down to whole cents. */
export function discountCentsOf(
  priceCents: number,
  discount: StaffDiscount | null | undefined,
): { cents: number } | { problem: string } {
  if (!discount) return { cents: 0 };
  if (!Number.isInteger(discount.value) || discount.value < 1)
    return { problem: 'The discount must be a whole number above zero' };
  const cents =
    discount.kind === 'percent' ? Math.floor((priceCents * discount.value) / 100) : Math.floor(discount.value);
  if (
    discount.kind === 'percent'
      ? discount.value > MAX_DISCOUNT_PERCENT
      : cents * 100 > priceCents * MAX_DISCOUNT_PERCENT
  )
    return {
      problem: `A discount takes off at most ${MAX_DISCOUNT_PERCENT}% of the price; use complimentary to waive more`,
    };
  return { cents };
}
