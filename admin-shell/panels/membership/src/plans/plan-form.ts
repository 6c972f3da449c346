import type { MembershipPlan, MembershipPlanBody, PlanPeriod, ValidationErrors } from 'admin-kit';
import {
  amountField,
  isBlankOrPositiveInteger,
  MAX_ALLOWANCE_PER_PERIOD,
  NO_ALLOWANCE,
  optionalPositiveInteger,
  planAllowanceLines,
  type PlanAllowance,
} from 'admin-kit/rules';

export const PLAN_PERIODS: readonly PlanPeriod[] = ['daily', 'monthly', 'yearly'];

export interface PlanFormValues {
  name: string;
  description: string;
  price: string;
  period: PlanPeriod;
  features: string[];
  number: string;
  displayOrder: string;
  isActive: boolean;
  isAvailable: boolean;
  popular: boolean;
  isAdditional: boolean;
  promoText: string;
  /** What the plan includes each period, as typed (whole numbers; blank means none). */
  deskDaysPerPeriod: string;
  unlimitedDeskDays: boolean;
  meetingRoomHoursPerPeriod: string;
  guestPassesPerPeriod: string;
  memberDiscountPercent: string;
}

/** The allowance fields typed as whole numbers, with the API's bounds and the words of their messages. */
const ALLOWANCE_NUMBER_FIELDS = {
  deskDaysPerPeriod: { words: 'Desk days', max: MAX_ALLOWANCE_PER_PERIOD },
  meetingRoomHoursPerPeriod: { words: 'Meeting-room hours', max: MAX_ALLOWANCE_PER_PERIOD },
  guestPassesPerPeriod: { words: 'Guest passes', max: MAX_ALLOWANCE_PER_PERIOD },
  memberDiscountPercent: { words: 'Member discount', max: 100 },
} as const;
type AllowanceNumberField = keyof typeof ALLOWANCE_NUMBER_FIELDS;

const WHOLE_NUMBER = /^\d+$/;

/** A typed allowance count: blank is 0 (nothing included); null when it is not a whole number within `max`. */
export function allowanceNumber(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= max ? value : null;
}

/** Spec section 3 defaults for a new plan; an existing one as stored (an inactive one never available). */
export function planFormValues(plan?: MembershipPlan): PlanFormValues {
  if (!plan) {
    return {
      name: '',
      description: '',
      price: '25000',
      period: 'monthly',
      features: ['WiFi Access', '24/7 Access'],
      number: '',
      displayOrder: '',
      isActive: true,
      isAvailable: true,
      popular: false,
      isAdditional: false,
      promoText: '',
      ...allowanceFields(NO_ALLOWANCE),
    };
  }
  return {
    name: plan.name,
    description: plan.description ?? '',
    price: amountField(plan.price),
    period: plan.period,
    features: [...plan.features],
    number: plan.number === null ? '' : String(plan.number),
    displayOrder: plan.displayOrder === null ? '' : String(plan.displayOrder),
    isActive: plan.isActive,
    isAvailable: plan.isActive && plan.isAvailable,
    popular: plan.popular,
    isAdditional: plan.isAdditional,
    promoText: plan.promoText ?? '',
    ...allowanceFields(plan),
  };
}

function allowanceFields(plan: PlanAllowance): Pick<PlanFormValues, keyof PlanAllowance> {
  return {
    deskDaysPerPeriod: String(plan.deskDaysPerPeriod),
    unlimitedDeskDays: plan.unlimitedDeskDays,
    meetingRoomHoursPerPeriod: String(plan.meetingRoomHoursPerPeriod),
    guestPassesPerPeriod: String(plan.guestPassesPerPeriod),
    memberDiscountPercent: String(plan.memberDiscountPercent),
  };
}

export function validatePlanForm(values: PlanFormValues): ValidationErrors<PlanFormValues> {
  const errors: ValidationErrors<PlanFormValues> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.price.trim()) errors.price = 'Price is required';
  if (!isBlankOrPositiveInteger(values.number)) errors.number = 'Number must be a positive whole number';
  if (!isBlankOrPositiveInteger(values.displayOrder))
    errors.displayOrder = 'Display order must be a positive whole number';
  if (!values.isActive && values.isAvailable)
    errors.isAvailable = 'Inactive membership plans cannot be available for booking';
  for (const [field, { words, max }] of Object.entries(ALLOWANCE_NUMBER_FIELDS) as [
    AllowanceNumberField,
    (typeof ALLOWANCE_NUMBER_FIELDS)[AllowanceNumberField],
  ][]) {
    // With unlimited desk days the count is not used (the field is disabled), so it cannot be wrong.
    if (field === 'deskDaysPerPeriod' && values.unlimitedDeskDays) continue;
    if (allowanceNumber(values[field], max) === null)
      errors[field] =
        `${words} must be a whole number from 0 to ${max}${field === 'memberDiscountPercent' ? ' (percent)' : ''}`;
  }
  return errors;
}

export function planBody(values: PlanFormValues): MembershipPlanBody {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    price: values.price.trim(),
    period: values.period,
    features: values.features,
    number: optionalPositiveInteger(values.number),
    displayOrder: optionalPositiveInteger(values.displayOrder),
    isActive: values.isActive,
    isAvailable: values.isActive && values.isAvailable,
    popular: values.popular,
    isAdditional: values.isAdditional,
    promoText: values.promoText.trim() || null,
    ...planAllowanceOf(values),
  };
}

/**
 * The allowance the form stands for, as the API takes it. With unlimited desk days the typed count is still sent
 * (0 if it does not read), so switching unlimited off later brings it back; unlimited wins while it is on.
 */
export function planAllowanceOf(values: PlanFormValues): PlanAllowance {
  const number = (field: AllowanceNumberField) =>
    allowanceNumber(values[field], ALLOWANCE_NUMBER_FIELDS[field].max) ?? 0;
  return {
    deskDaysPerPeriod: number('deskDaysPerPeriod'),
    unlimitedDeskDays: values.unlimitedDeskDays,
    meetingRoomHoursPerPeriod: number('meetingRoomHoursPerPeriod'),
    guestPassesPerPeriod: number('guestPassesPerPeriod'),
    memberDiscountPercent: number('memberDiscountPercent'),
  };
}

const PERIOD_UNITS: Record<PlanPeriod, string> = { daily: 'day', monthly: 'month', yearly: 'year' };

export function perPeriod(period: PlanPeriod): string {
  return PERIOD_UNITS[period];
}

/** The card shows the first 3 features, then '+N more features'. */
export const SHOWN_FEATURES = 3;

/** The plan's allowance in words for its card: "12 desk days a month", "5 guest passes a month", "10% off extra bookings". */
export function planAllowanceText(plan: MembershipPlan): string[] {
  return planAllowanceLines(plan, perPeriod(plan.period));
}

export function featurePreview(features: readonly string[]): { shown: string[]; more: string | null } {
  const hidden = features.length - SHOWN_FEATURES;
  return { shown: features.slice(0, SHOWN_FEATURES), more: hidden > 0 ? `+${hidden} more features` : null };
}
