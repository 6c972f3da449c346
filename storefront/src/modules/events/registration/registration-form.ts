import { CONTACT_FIELD_MESSAGES as MESSAGES, formatKes, PHONE_PATTERN, withoutSpaces } from '@coworking/domain';
import { z } from 'zod/mini';
import { visitorDefaults, visitorShape } from '../../contact/visitor-form';

/** The registration form: the fields and messages of every public form (the server's RegisterForEventDto). */
export const registrationSchema = z.object(visitorShape);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationBody = z.output<typeof registrationSchema>;
export const REGISTRATION_BLANK: RegistrationInput = { ...visitorDefaults };

/**
 * A full event's waitlist form: the same fields and messages, except that the phone is required, as the server asks
 * of everyone on a waitlist (JoinWaitlistDto). Spaces are dropped, as here.
 */
export const waitlistSchema = z.object({
  ...visitorShape,
  phone: z
    .string()
    .check(
      z.overwrite(withoutSpaces),
      z.minLength(1, MESSAGES.phoneRequired),
      z.regex(PHONE_PATTERN, MESSAGES.phoneInvalid),
    ),
});
export type WaitlistDetails = z.output<typeof waitlistSchema>;

export const REGISTRATION_FAILURE = 'Registration failed. Please try again.';

/** What the visitor pays, and when: nothing online; a paid event is paid at the door. */
export function admissionText(price: string): string {
  return Number(price) > 0 ? `${formatKes(price)}, paid at the door (cash or M-Pesa)` : 'Free';
}
