import { formatKes } from '@coworking/domain';
import { api, ApiError, type Schemas, unwrap } from '../../api/client';

// Promo codes at checkout without their validation schema: the payment calls that only send a code (membership,
// booking payments) do not load zod for it.

/** The answer of `POST /api/promo-codes/check`: the code as the API stores it (capitals) and its figures, all KES. */
export type PromoCodeCheck = Schemas['PromoCheckResultDto'];

/**
 * Asks the API what a code takes off the price shown; a refusal (an unknown, expired or used-up code, too many
 * tries) becomes an ApiError carrying the server's words, as `unwrap` makes it for every other call.
 */
export function checkPromoCode(body: Schemas['PromoCheckDto']): Promise<PromoCodeCheck> {
  return unwrap(api.POST('/api/promo-codes/check', { body }));
}

/**
 * Why the checkout refused the code it was sent, or undefined when it refused nothing of the kind: a 400 naming the
 * `promoCode` field (the code's last use went to someone else between Apply and Pay, it expired meanwhile). Nothing
 * was held or charged then, so the payer can go on without the code or with another.
 */
export function promoCodeRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  return error.errors?.promoCode || undefined;
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
