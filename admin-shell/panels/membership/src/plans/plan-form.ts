import type { MembershipPlan, MembershipPlanBody, PlanPeriod, ValidationErrors } from 'admin-kit';
import { amountField, isBlankOrPositiveInteger, optionalPositiveInteger } from 'admin-kit/rules';

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
  };
}

const PERIOD_UNITS: Record<PlanPeriod, string> = { daily: 'day', monthly: 'month', yearly: 'year' };

export function perPeriod(period: PlanPeriod): string {
  return PERIOD_UNITS[period];
}

/** The card shows the first 3 features, then '+N more features'. */
export const SHOWN_FEATURES = 3;

export function featurePreview(features: readonly string[]): { shown: string[]; more: string | null } {
  const hidden = features.length - SHOWN_FEATURES;
  return { shown: features.slice(0, SHOWN_FEATURES), more: hidden > 0 ? `+${hidden} more features` : null };
}
