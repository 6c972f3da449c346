import {
  CONTACT_FIELD_LIMITS as LIMITS,
  CONTACT_FIELD_MESSAGES as MESSAGES,
  EMAIL_PATTERN,
  NO_SPACES_PATTERN,
  PHONE_PATTERN,
  tooLong,
} from '@coworking/domain';
import { z } from 'zod';

/** The checkout's contact details form (spec section 5), for space and plan checkouts: the server's rules and messages. */
export const contactDetailsSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, MESSAGES.firstNameRequired)
    .max(LIMITS.firstName, tooLong('First name', LIMITS.firstName)),
  lastName: z
    .string()
    .trim()
    .min(1, MESSAGES.lastNameRequired)
    .max(LIMITS.lastName, tooLong('Last name', LIMITS.lastName)),
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.emailRequired)
    .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
    .max(LIMITS.email, tooLong('Email', LIMITS.email)),
  phone: z
    .string()
    .min(1, MESSAGES.phoneRequired)
    .regex(NO_SPACES_PATTERN, MESSAGES.phoneHasSpaces)
    .regex(PHONE_PATTERN, MESSAGES.phoneInvalid)
    .max(LIMITS.phone, tooLong('Phone number', LIMITS.phone)),
});

export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** The first message per field, as the form shows them. */
export function contactDetailsErrors(
  values: Partial<Record<keyof ContactDetails, string>>,
): Partial<Record<keyof ContactDetails, string>> {
  const result = contactDetailsSchema.safeParse({ firstName: '', lastName: '', email: '', phone: '', ...values });
  const errors: Partial<Record<keyof ContactDetails, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactDetails;
    errors[field] ??= issue.message;
  }
  return errors;
}
