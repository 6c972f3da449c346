import {
  CONTACT_FIELD_LIMITS as LIMITS,
  CONTACT_FIELD_MESSAGES as MESSAGES,
  EMAIL_PATTERN,
  tooLong,
} from '@coworking/domain';

/**
 * What is wrong with the e-mail typed into the sign-in form, or null: the checkout's rules and words
 * (contact-details-schema.ts), checked by hand because the sign-in form is the portal's first screen and a form
 * library for one field would double its JavaScript.
 */
export function signInEmailProblem(typed: string): string | null {
  const email = typed.trim();
  if (email.length === 0) return MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return MESSAGES.emailInvalid;
  if (email.length > LIMITS.email) return tooLong('Email', LIMITS.email);
  return null;
}
