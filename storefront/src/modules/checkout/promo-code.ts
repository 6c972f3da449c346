import { formatKes } from '@coworking/domain';
import { unwrap } from '../../api/client';

// Promo codes at checkout without their validation schema: the payment calls that only send a code (membership,
// booking payments) do not load zod for it. The API's shapes are declared here until schema.gen.ts, regenerated
// with the API, has them; then these types become aliases of the generated ones.

/** `POST /api/promo-codes/check`: a code and what it would be used for. */
export interface PromoCodeCheckRequest {
  code: string;
  spaceId?: string;
  planId?: string;
  /** KES the visitor is about to pay before the code, as the page shows it. */
  amount: number;
  /** For a code limited per customer: the address the checkout is for. */
  email?: string;
  seats?: number;
}

/** Its answer: the code as the API stores it (capitals) and its figures, all KES. */
export interface PromoCodeCheck {
  code: string;
  percentOff: number | null;
  amountOffKes: number | null;
  originalAmount: number;
  discount: number;
  total: number;
  /** 'SAVE10: 10% off'. */
  message: string;
}

/** What the checkout answers (booking and subscription payments, member bookings) gain: KES. */
export interface CheckoutDiscount {
  originalAmount: number;
  discount: number;
  promoCode: string | null;
}

/**
 * Asks the API what a code takes off the price shown. A plain request until the generated client knows the
 * endpoint; a refusal (an unknown, expired or used-up code, too many tries) becomes an ApiError carrying the
 * server's words, as `unwrap` makes it for every other call.
 */
export async function checkPromoCode(body: PromoCodeCheckRequest): Promise<PromoCodeCheck> {
  const response = await fetch('/api/promo-codes/check', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => undefined);
  return unwrap(
    Promise.resolve(response.ok ? { data: answer as PromoCodeCheck, response } : { error: answer, response }),
  );
}

/** What the checkout calls take: no field at all without a code. */
export function promoCodeField(code: string | undefined): { promoCode?: string } {
  return code ? { promoCode: code } : {};
}

/** A price with a code taken off, as the checkout shows it before paying and while paying. */
export interface PromoCodeLines {
  /** 'KSh 3,000': the price before the code, shown struck through. */
  originalPrice: string;
  /** 'Promo code SAVE10'. */
  discountLabel: string;
  /** '−KSh 300'. */
  discountAmount: string;
  /** 'KSh 2,700': what is paid. */
  total: string;
}

export function promoCodeLines(figures: {
  code: string;
  originalAmount: number;
  discount: number;
  total: number;
}): PromoCodeLines {
  return {
    originalPrice: formatKes(figures.originalAmount),
    discountLabel: `Promo code ${figures.code}`,
    // A minus sign, not a hyphen: screen readers say "minus".
    discountAmount: `\u2212${formatKes(figures.discount)}`,
    total: formatKes(figures.total),
  };
}

/**
 * Said when the payment the server started is not for the amount the page showed (a code's terms or a price changed
 * meanwhile): the server's amount is the one charged.
 */
export function chargedAmountChangedText(shown: number, charged: number): string {
  return `The amount to pay is ${formatKes(charged)}, not the ${formatKes(shown)} shown before: prices and promo codes are checked again when payment starts.`;
}
