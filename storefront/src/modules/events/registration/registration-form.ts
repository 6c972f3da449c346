import { formatKes } from '@coworking/domain';
import { z } from 'zod/mini';
import { visitorDefaults, visitorShape } from '../../contact/visitor-form';

/** The registration form: the fields and messages of every public form (the server's RegisterForEventDto). */
export const registrationSchema = z.object(visitorShape);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationBody = z.output<typeof registrationSchema>;
export const REGISTRATION_BLANK: RegistrationInput = { ...visitorDefaults };

export const REGISTRATION_FAILURE = 'Registration failed. Please try again.';

/** What the visitor pays, and when: nothing online; a paid event is paid at the door. */
export function admissionText(price: string): string {
  return Number(price) > 0 ? `${formatKes(price)}, paid at the door (cash or M-Pesa)` : 'Free';
}
