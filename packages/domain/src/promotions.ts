/**
 * Promo codes: what a code takes off a price, whether it may be used for a purchase, and the words a refused customer
 * reads. Shared by the API (which decides) and the public site (which shows the result before paying).
 */
import { centsToKes, formatKes } from './money.js';

/** What a code can be used for; tours are free and never discounted. */
export const PROMO_APPLIES_TO = ['all', 'plans', 'spaces'] as const;
export type PromoAppliesTo = (typeof PROMO_APPLIES_TO)[number];

/** How long a code is, and the characters it is made of (letters, digits, '-' and '_'). */
export const PROMO_CODE_MIN_LENGTH = 3;
export const PROMO_CODE_MAX_LENGTH = 32;
export const PROMO_CODE_CHARACTERS = /^[A-Za-z0-9_-]*$/;
/** Letters, digits, '-' and '_'; 3 to 32 of them. Stored and compared in capitals. */
export const PROMO_CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${PROMO_CODE_MIN_LENGTH},${PROMO_CODE_MAX_LENGTH}}$`);
export const PROMO_CODE_MESSAGE = 'A promo code is 3 to 32 letters, digits, dashes or underscores';

/** The code as stored and compared: trimmed, in capitals ('save10 ' → 'SAVE10'). */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** How much a code takes off: exactly one of the two. */
export interface PromoTerms {
  /** Whole percent, 1–100. */
  percentOff: number | null;
  /** KES cents, taken off once per checkout (not per seat or per slot). */
  amountOffCents: number | null;
}

/**
 * The discount in cents on a price in cents: a percentage rounds down to whole cents (the customer never pays a
 * fraction more than the percentage says, the business never gives more), a fixed amount never exceeds the price.
 */
export function promoDiscountCents(priceCents: number, terms: PromoTerms): number {
  if (priceCents <= 0) return 0;
  if (terms.percentOff !== null) return Math.min(priceCents, Math.floor((priceCents * terms.percentOff) / 100));
  if (terms.amountOffCents !== null) return Math.min(priceCents, terms.amountOffCents);
  return 0;
}

/** 'SAVE10: 10% off' / 'WELCOME: KSh 500 off'. */
export function promoTermsText(terms: PromoTerms): string {
  if (terms.percentOff !== null) return `${terms.percentOff}% off`;
  return `${formatKes(centsToKes(terms.amountOffCents ?? 0))} off`;
}

/** The banner of a promotion shown on the site when staff wrote none: '30% OFF - Limited Time!'. */
export function defaultPromoBanner(terms: PromoTerms): string {
  return `${promoTermsText(terms).toUpperCase()} - Limited Time!`;
}

/** What is being bought with a code. */
export type PromoPurchase =
  { kind: 'space'; spaceId: string } | { kind: 'plan'; planId: string; periodNumber: number } | { kind: 'tour' };

/** A code's rules, as staff set them. */
export interface PromoRules extends PromoTerms {
  active: boolean;
  appliesTo: PromoAppliesTo;
  planIds: readonly string[];
  spaceIds: readonly string[];
  /** For plans: only the first period is discounted (otherwise every renewal too). */
  firstPeriodOnly: boolean;
  /** Nairobi dates, both included; null means no bound. */
  validFrom: string | null;
  validTo: string | null;
  maxRedemptions: number | null;
  maxPerCustomer: number | null;
}

/** How often a code has been used or is held by checkouts in progress, overall and by this customer's e-mail. */
export interface PromoUses {
  total: number;
  byCustomer: number;
}

export const PROMO_REFUSALS = [
  'unknown',
  'inactive',
  'not-yet-valid',
  'expired',
  'used-up',
  'customer-limit',
  'not-applicable',
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/**
 * Why a code cannot be used for a purchase on `today` (a Nairobi date), or null when it can. Checked in this order,
 * so the customer hears the reason that matters most (an expired code is not "used up").
 */
export function promoRefusal(
  rules: PromoRules,
  purchase: PromoPurchase,
  today: string,
  uses: PromoUses,
): PromoRefusal | null {
  if (!rules.active) return 'inactive';
  if (rules.validFrom !== null && today < rules.validFrom) return 'not-yet-valid';
  if (rules.validTo !== null && today > rules.validTo) return 'expired';
  if (!appliesTo(rules, purchase)) return 'not-applicable';
  if (rules.maxRedemptions !== null && uses.total >= rules.maxRedemptions) return 'used-up';
  if (rules.maxPerCustomer !== null && uses.byCustomer >= rules.maxPerCustomer) return 'customer-limit';
  return null;
}

function appliesTo(rules: PromoRules, purchase: PromoPurchase): boolean {
  if (purchase.kind === 'tour') return false;
  if (purchase.kind === 'plan') {
    if (purchase.periodNumber > 1 && rules.firstPeriodOnly) return false;
    return rules.appliesTo === 'all' || (rules.appliesTo === 'plans' && rules.planIds.includes(purchase.planId));
  }
  return rules.appliesTo === 'all' || (rules.appliesTo === 'spaces' && rules.spaceIds.includes(purchase.spaceId));
}

/** What a refused customer reads, naming the code. */
export function promoRefusalMessage(
  refusal: PromoRefusal,
  code: string,
  rules?: Pick<PromoRules, 'validFrom'>,
): string {
  switch (refusal) {
    case 'unknown':
      return `There is no promo code ${code}. Please check the spelling.`;
    case 'inactive':
      return `The promo code ${code} is no longer offered.`;
    case 'not-yet-valid':
      return `The promo code ${code} can be used from ${rules?.validFrom ?? 'a later date'}.`;
    case 'expired':
      return `The promo code ${code} has expired.`;
    case 'used-up':
      return `The promo code ${code} has been used up.`;
    case 'customer-limit':
      return `The promo code ${code} has already been used with this e-mail address.`;
    case 'not-applicable':
      return `The promo code ${code} does not apply to this purchase.`;
  }
}
