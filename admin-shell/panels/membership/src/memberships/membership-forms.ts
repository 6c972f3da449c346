import type { ValidationErrors } from 'admin-kit';
import type { CancelBody, CompBody, ExtendBody } from './membership-types';

/** The API's bounds on a staff action's reason and on an extension. */
export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const EXTEND_MIN_DAYS = 1;
export const EXTEND_MAX_DAYS = 366;

function reasonError(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed.length < REASON_MIN) return `Please give a reason (at least ${REASON_MIN} characters)`;
  if (trimmed.length > REASON_MAX) return `The reason must be at most ${REASON_MAX} characters`;
  return undefined;
}

export interface ReasonFormValues {
  reason: string;
}

export interface CancelFormValues extends ReasonFormValues {
  /** Refund the unused days of the current period (offered only to admins who may refund payments). */
  refundUnusedDays: boolean;
}

export interface ExtendFormValues extends ReasonFormValues {
  /** Whole days, as typed. */
  days: string;
}

export const CANCEL_FORM: CancelFormValues = { reason: '', refundUnusedDays: false };
export const EXTEND_FORM: ExtendFormValues = { days: '7', reason: '' };
export const COMP_FORM: ReasonFormValues = { reason: '' };

export function validateReasonForm(values: ReasonFormValues): ValidationErrors<ReasonFormValues> {
  const reason = reasonError(values.reason);
  return reason ? { reason } : {};
}

export function validateCancelForm(values: CancelFormValues): ValidationErrors<CancelFormValues> {
  return validateReasonForm(values);
}

export function validateExtendForm(values: ExtendFormValues): ValidationErrors<ExtendFormValues> {
  const errors: ValidationErrors<ExtendFormValues> = validateReasonForm(values);
  const days = values.days.trim();
  if (!days) errors.days = 'Enter the number of days to add';
  else if (!/^\d+$/.test(days)) errors.days = 'Enter a whole number of days';
  else if (Number(days) < EXTEND_MIN_DAYS || Number(days) > EXTEND_MAX_DAYS)
    errors.days = `Add ${EXTEND_MIN_DAYS} to ${EXTEND_MAX_DAYS} days`;
  return errors;
}

/**
 * The body for a valid cancel form. The refund box is only sent as 'prorated' when the admin may refund: the
 * server would refuse it otherwise, and a box the admin never saw must not move money.
 */
export function cancelBody(values: CancelFormValues, mayRefund: boolean): CancelBody {
  return { reason: values.reason.trim(), refund: mayRefund && values.refundUnusedDays ? 'prorated' : 'none' };
}

export function extendBody(values: ExtendFormValues): ExtendBody {
  return { days: Number(values.days.trim()), reason: values.reason.trim() };
}

export function compBody(values: ReasonFormValues): CompBody {
  return { reason: values.reason.trim() };
}
