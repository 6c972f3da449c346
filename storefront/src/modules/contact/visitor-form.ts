import { CONTACT_FIELD_MESSAGES as MESSAGES, EMAIL_PATTERN, PHONE_PATTERN, withoutSpaces } from '@coworking/domain';
import { type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod/mini';
import { ApiError } from '../../api/client';

// The server's rules for the public forms (VisitorDto), so a visitor sees the same message before and after sending.

/** Trimmed and required. */
export const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** Trimmed and optional: blank is "not given" and leaves the field out of the request; otherwise it must match `pattern`. */
export const optionalText = (
  pattern?: RegExp,
  message?: string,
  clean: (value: string) => string = (value) => value.trim(),
) =>
  z.pipe(
    z.string().check(
      z.overwrite(clean),
      z.refine((value) => value === '' || !pattern || pattern.test(value), message),
    ),
    z.transform((value) => value || undefined),
  );

/** Name, e-mail and optional phone: the fields every public form shares. */
export const visitorShape = {
  firstName: requiredText(MESSAGES.firstNameRequired),
  lastName: requiredText(MESSAGES.lastNameRequired),
  email: z
    .string()
    .check(z.trim(), z.minLength(1, MESSAGES.emailRequired), z.regex(EMAIL_PATTERN, MESSAGES.emailInvalid)),
  // Spaces are dropped rather than refused: '0712 345 678' is how people write Kenyan numbers.
  phone: optionalText(PHONE_PATTERN, MESSAGES.phoneInvalid, withoutSpaces),
};

export const visitorDefaults = { firstName: '', lastName: '', email: '', phone: '' };
export type VisitorInput = typeof visitorDefaults;

/** Puts the server's per-field messages next to their fields (the toast carries the overall message). */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  for (const [field, message] of Object.entries(error.errors)) {
    if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
}
