import type { ValidationErrors } from 'admin-kit';
import type { HandBackBody, HandBackMethod } from './payment-types';

/** The API's bounds on what staff type when recording a desk refund handed back. */
export const HAND_BACK_REFERENCE_MAX = 100;
export const HAND_BACK_NOTE_MAX = 500;

export interface HandBackFormValues {
  method: HandBackMethod | '';
  /** The M-Pesa code or bank reference of the money sent back. */
  reference: string;
  note: string;
}

/** The dialog offers the way the customer paid (money usually goes back the way it came). */
export function handBackFormValues(channel: string | null): HandBackFormValues {
  const method: HandBackMethod | '' =
    channel === 'cash' || channel === 'mpesa' || channel === 'bank_transfer' ? channel : '';
  return { method, reference: '', note: '' };
}

/** M-Pesa and bank transfers leave a code or reference the books can be checked against; cash does not. */
export function needsReference(method: HandBackFormValues['method']): boolean {
  return method === 'mpesa' || method === 'bank_transfer';
}

export function validateHandBackForm(values: HandBackFormValues): ValidationErrors<HandBackFormValues> {
  const errors: ValidationErrors<HandBackFormValues> = {};
  if (!values.method) errors.method = 'Choose how the money was handed back';
  const reference = values.reference.trim();
  if (needsReference(values.method) && !reference)
    errors.reference = values.method === 'mpesa' ? 'Enter the M-Pesa code' : 'Enter the bank reference';
  else if (reference.length > HAND_BACK_REFERENCE_MAX)
    errors.reference = `The reference must be at most ${HAND_BACK_REFERENCE_MAX} characters`;
  if (values.note.trim().length > HAND_BACK_NOTE_MAX)
    errors.note = `The note must be at most ${HAND_BACK_NOTE_MAX} characters`;
  return errors;
}

/** The body for a valid form: blank reference and note are left out. */
export function handBackBody(values: HandBackFormValues): HandBackBody {
  const reference = values.reference.trim();
  const note = values.note.trim();
  return {
    method: values.method as HandBackMethod,
    ...(reference ? { reference } : {}),
    ...(note ? { note } : {}),
  };
}
