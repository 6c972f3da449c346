import type { ValidationErrors } from 'admin-kit';
import { formatCents, kesFieldText, parseKesToCents } from './money';
import type { RefundBody } from './payment-types';

/** The API's bounds on a refund's reason. */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

export interface RefundFormValues {
  /** KES, as typed. */
  amount: string;
  reason: string;
}

/** The dialog offers everything that is left. */
export function refundFormValues(refundableCents: number): RefundFormValues {
  return { amount: kesFieldText(refundableCents), reason: '' };
}

export function validateRefundForm(
  values: RefundFormValues,
  refundableCents: number,
): ValidationErrors<RefundFormValues> {
  const errors: ValidationErrors<RefundFormValues> = {};
  const cents = parseKesToCents(values.amount);
  if (!values.amount.trim()) errors.amount = 'Enter the amount to refund';
  else if (cents === null) errors.amount = 'Enter an amount in KES, e.g. 1500 or 1500.50';
  else if (cents <= 0) errors.amount = 'The amount must be more than zero';
  else if (cents > refundableCents) errors.amount = `At most ${formatCents(refundableCents)} can be refunded`;
  const reason = values.reason.trim();
  if (reason.length < REASON_MIN) errors.reason = `Please give a reason (at least ${REASON_MIN} characters)`;
  else if (reason.length > REASON_MAX) errors.reason = `The reason must be at most ${REASON_MAX} characters`;
  return errors;
}

/**
 * The body for a valid form. The amount is always sent, even when it is all that is left: leaving it out
 * would refund whatever is left when the server gets the call, which may differ from what the admin saw.
 */
export function refundBody(values: RefundFormValues, idempotencyKey: string): RefundBody {
  return { amountCents: parseKesToCents(values.amount) ?? 0, reason: values.reason.trim(), idempotencyKey };
}

/** What the key is made from: the browser's crypto, or a stand-in in tests. */
export interface RandomSource {
  randomUUID?: () => string;
  getRandomValues: (array: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
}

/**
 * One key per refund the admin means, made when the dialog opens: a double click or a retry after a lost
 * answer sends the same key, and the server refunds once. crypto.randomUUID exists only on secure origins
 * (a back-office opened over plain http on the office network has none), hence the fallback.
 */
export function newIdempotencyKey(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
