import type { ValidationErrors } from 'admin-kit';
import {
  dateRangeError,
  defaultPromoBanner,
  isBlankOrPositiveInteger,
  normalizePromoCode,
  PROMO_APPLIES_TO,
  PROMO_CODE_MESSAGE,
  PROMO_CODE_PATTERN,
  type PromoAppliesTo,
} from 'admin-kit/rules';
import type { AdminPromoCode, PromoCodeBody } from './promo-code-types';

/** The API's limits on what staff type. */
export const DESCRIPTION_MAX_LENGTH = 500;
export const BANNER_TEXT_MAX_LENGTH = 80;

/** A code takes off a percentage or an amount in KES, never both. */
export type PromoDiscountKind = 'percent' | 'amount';

/** What a code is for, as the form offers it (tours are free, so never). */
export const APPLIES_TO_LABELS: Record<PromoAppliesTo, string> = {
  all: 'All plans and spaces',
  plans: 'Chosen membership plans',
  spaces: 'Chosen spaces',
};
export const APPLIES_TO_CHOICES = PROMO_APPLIES_TO.map((value) => ({ value, label: APPLIES_TO_LABELS[value] }));

/** The promo-code form as typed: numbers, amounts and dates stay text until saved ('' is none). */
export interface PromoCodeFormValues {
  code: string;
  description: string;
  discountKind: PromoDiscountKind;
  percentOff: string;
  amountOffKes: string;
  appliesTo: PromoAppliesTo;
  planIds: string[];
  spaceIds: string[];
  firstPeriodOnly: boolean;
  validFrom: string;
  validTo: string;
  maxRedemptions: string;
  maxPerCustomer: string;
  active: boolean;
  displayOnSite: boolean;
  bannerText: string;
}

/**
 * A new code: active, for everything, no dates or limits, a plan's first period only (a welcome offer, not a
 * lasting price cut), and off the banner until staff choose to show it. An existing one as stored.
 */
export function promoCodeFormValues(promo?: AdminPromoCode): PromoCodeFormValues {
  if (!promo) {
    return {
      code: '',
      description: '',
      discountKind: 'percent',
      percentOff: '',
      amountOffKes: '',
      appliesTo: 'all',
      planIds: [],
      spaceIds: [],
      firstPeriodOnly: true,
      validFrom: '',
      validTo: '',
      maxRedemptions: '',
      maxPerCustomer: '',
      active: true,
      displayOnSite: false,
      bannerText: '',
    };
  }
  return {
    code: promo.code,
    description: promo.description ?? '',
    discountKind: promo.amountOffKes === null ? 'percent' : 'amount',
    percentOff: textOf(promo.percentOff),
    amountOffKes: textOf(promo.amountOffKes),
    appliesTo: promo.appliesTo,
    planIds: [...promo.planIds],
    spaceIds: [...promo.spaceIds],
    firstPeriodOnly: promo.firstPeriodOnly,
    validFrom: promo.validFrom ?? '',
    validTo: promo.validTo ?? '',
    maxRedemptions: textOf(promo.maxRedemptions),
    maxPerCustomer: textOf(promo.maxPerCustomer),
    active: promo.active,
    displayOnSite: promo.displayOnSite,
    bannerText: promo.bannerText ?? '',
  };
}

/** A stored number as a field shows it; none is blank. */
function textOf(value: number | null): string {
  return value === null ? '' : String(value);
}

const WHOLE_NUMBER = /^\d+$/;
/** KES with an optional thousands comma and up to 2 decimals: 500, 1,500 or 499.50. */
const KES_AMOUNT = /^\d{1,3}(,?\d{3})*(\.\d{1,2})?$/;
const VENUE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The typed percentage, when it is a whole number from 1 to 100; null otherwise. */
function percentOf(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= 100 ? value : null;
}

/** The typed amount in KES, when it reads as one above 0 (commas allowed); null otherwise. */
function kesOf(text: string): number | null {
  const trimmed = text.trim();
  if (!KES_AMOUNT.test(trimmed)) return null;
  const value = Number(trimmed.replaceAll(',', ''));
  return value > 0 ? value : null;
}

/** A typed use limit: blank is unlimited (null). */
function limitOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The form's own checks, the API's rules in the words staff read under the fields (the server checks them again). */
export function validatePromoCodeForm(values: PromoCodeFormValues): ValidationErrors<PromoCodeFormValues> {
  const errors: ValidationErrors<PromoCodeFormValues> = {};
  const code = values.code.trim();
  if (!code) errors.code = 'Code is required';
  else if (!PROMO_CODE_PATTERN.test(code)) errors.code = PROMO_CODE_MESSAGE;
  if (values.description.trim().length > DESCRIPTION_MAX_LENGTH)
    errors.description = `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`;
  // Only the kind of discount chosen is checked and sent; the other field keeps what was typed, unused.
  if (values.discountKind === 'percent' && percentOf(values.percentOff) === null)
    errors.percentOff = 'Percent off must be a whole number from 1 to 100';
  if (values.discountKind === 'amount' && kesOf(values.amountOffKes) === null)
    errors.amountOffKes = 'Amount off must be an amount in KES above 0, e.g. 500 or 499.50';
  if (values.appliesTo === 'plans' && values.planIds.length === 0)
    errors.planIds = 'Choose at least one membership plan';
  if (values.appliesTo === 'spaces' && values.spaceIds.length === 0) errors.spaceIds = 'Choose at least one space';
  if (values.validFrom && !VENUE_DATE.test(values.validFrom)) errors.validFrom = 'Enter a date, or leave it blank';
  if (values.validTo && !VENUE_DATE.test(values.validTo)) errors.validTo = 'Enter a date, or leave it blank';
  // Both days are included, so a code valid for one day has the same date twice; only an end before the start is wrong.
  if (!errors.validFrom && !errors.validTo) {
    const reversed = dateRangeError(values.validFrom, values.validTo);
    if (reversed) errors.validTo = reversed;
  }
  if (!isBlankOrPositiveInteger(values.maxRedemptions))
    errors.maxRedemptions = 'Uses in all must be a whole number, at least 1 (blank: unlimited)';
  if (!isBlankOrPositiveInteger(values.maxPerCustomer))
    errors.maxPerCustomer = 'Uses per customer must be a whole number, at least 1 (blank: unlimited)';
  if (values.bannerText.trim().length > BANNER_TEXT_MAX_LENGTH)
    errors.bannerText = `Banner text must be at most ${BANNER_TEXT_MAX_LENGTH} characters`;
  return errors;
}

/**
 * What the server is sent (after validatePromoCodeForm passed): the code in capitals, exactly one discount, only the
 * list of plans or spaces the code applies to, and blanks as none.
 */
export function promoCodeBody(values: PromoCodeFormValues): PromoCodeBody {
  const percent = values.discountKind === 'percent';
  return {
    code: normalizePromoCode(values.code),
    description: values.description.trim() || null,
    percentOff: percent ? percentOf(values.percentOff) : null,
    amountOffKes: percent ? null : kesOf(values.amountOffKes),
    appliesTo: values.appliesTo,
    planIds: values.appliesTo === 'plans' ? values.planIds : [],
    spaceIds: values.appliesTo === 'spaces' ? values.spaceIds : [],
    firstPeriodOnly: values.firstPeriodOnly,
    validFrom: values.validFrom || null,
    validTo: values.validTo || null,
    maxRedemptions: limitOf(values.maxRedemptions),
    maxPerCustomer: limitOf(values.maxPerCustomer),
    active: values.active,
    displayOnSite: values.displayOnSite,
    bannerText: values.bannerText.trim() || null,
  };
}

/** The banner's words while the banner text is blank, from the discount as typed; null while it does not read. */
export function defaultBannerOf(
  values: Pick<PromoCodeFormValues, 'discountKind' | 'percentOff' | 'amountOffKes'>,
): string | null {
  if (values.discountKind === 'percent') {
    const percentOff = percentOf(values.percentOff);
    return percentOff === null ? null : defaultPromoBanner({ percentOff, amountOffCents: null });
  }
  const kes = kesOf(values.amountOffKes);
  return kes === null ? null : defaultPromoBanner({ percentOff: null, amountOffCents: Math.round(kes * 100) });
}

type FormField = keyof PromoCodeFormValues;
const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(promoCodeFormValues()));

/**
 * The server's per-field messages as the form's fields: a list's item ('planIds.0') is the list, and a message about
 * the discount goes under the discount field on show, whichever of the two the server named.
 */
export function promoCodeFieldErrors(
  errors: Record<string, string> | undefined,
  values: Pick<PromoCodeFormValues, 'discountKind'>,
): [FormField, string][] {
  const discountField: FormField = values.discountKind === 'percent' ? 'percentOff' : 'amountOffKes';
  return Object.entries(errors ?? {}).flatMap(([path, message]): [FormField, string][] => {
    const name = path.split('.')[0] ?? path;
    if (name === 'percentOff' || name === 'amountOffKes') return [[discountField, message]];
    return FORM_FIELDS.has(name) ? [[name as FormField, message]] : [];
  });
}
