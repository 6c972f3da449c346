import {
  CONTACT_FIELD_LIMITS as LIMITS,
  CONTACT_FIELD_MESSAGES as MESSAGES,
  formatMembershipDate,
  isVenueDate,
  PHONE_PATTERN,
  tooLong,
  withoutSpaces,
} from '@coworking/domain';
import { z } from 'zod';
import { contactDetailsSchema } from '../checkout/contact-details-schema';

/** The days a guest can be invited for: from today to the last day of the member's current period. */
export interface GuestDateRange {
  first: string;
  last: string;
}

export const GUEST_MESSAGES = {
  dateRequired: 'Please choose the day of the visit.',
  dateOutside: (range: GuestDateRange) =>
    `Please choose a day from ${formatMembershipDate(range.first)} to ${formatMembershipDate(range.last)}: guest passes are for the current period.`,
} as const;

/**
 * The invite-a-guest form, by the member API's rules and words: names and e-mail as at checkout (the pass and its
 * check-in code go to that address), a phone that may be left blank (spaces dropped), and a day inside the period.
 */
export function guestSchema(range: GuestDateRange) {
  return contactDetailsSchema.pick({ firstName: true, lastName: true, email: true }).extend({
    phone: z
      .string()
      .transform(withoutSpaces)
      .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), MESSAGES.phoneInvalid)
      .refine((phone) => phone.length <= LIMITS.phone, tooLong('Phone number', LIMITS.phone)),
    date: z
      .string()
      .min(1, GUEST_MESSAGES.dateRequired)
      .refine((date) => isVenueDate(date), GUEST_MESSAGES.dateRequired)
      .refine((date) => date >= range.first && date <= range.last, GUEST_MESSAGES.dateOutside(range)),
  });
}

export type GuestInput = z.input<ReturnType<typeof guestSchema>>;
export type GuestValues = z.output<ReturnType<typeof guestSchema>>;
export const GUEST_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'date'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];

export const EMPTY_GUEST: GuestInput = { firstName: '', lastName: '', email: '', phone: '', date: '' };

/** The first message per field, as the form shows them. */
export function guestErrors(range: GuestDateRange, values: Partial<GuestInput>): Partial<Record<GuestField, string>> {
  const result = guestSchema(range).safeParse({ ...EMPTY_GUEST, ...values });
  const errors: Partial<Record<GuestField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path[0] as GuestField] ??= issue.message;
  return errors;
}

/** The server's refusals that belong to a field of the form (the rest are shown above it). */
export function guestFieldErrors(errors: Record<string, string> | undefined): [GuestField, string][] {
  if (!errors) return [];
  return GUEST_FIELDS.filter((field) => typeof errors[field] === 'string').map((field) => [field, errors[field]]);
}

/** What `POST /api/member/guests` takes: a blank phone is left out. */
export function guestBody(values: GuestValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    date: values.date,
    ...(values.phone ? { phone: values.phone } : {}),
  };
}
