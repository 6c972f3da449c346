import {
  CONTACT_FIELD_LIMITS as LIMITS,
  CONTACT_FIELD_MESSAGES as MESSAGES,
  MAX_TEAM_SEATS,
  PHONE_PATTERN,
  TEAM_SEATS_MESSAGE,
  tooLong,
  withoutSpaces,
} from '@coworking/domain';
import { z } from 'zod';
import { contactDetailsSchema } from '../checkout/contact-details-schema';

// The Team tab's forms (it loads on first use): the person a seat is given to, and a number of seats. The rules are
// the domain's and the checkout's; they are written here rather than imported from the profile or the subscribe
// dialog's modules, whose chunks the signed-in portal would then have to name up front.

/**
 * The person given a seat, by the member API's rules and words: names and e-mail as at checkout (their sign-in link
 * goes to that address), and a phone that may be left blank (spaces dropped), as on the profile.
 */
export const seatHolderSchema = contactDetailsSchema.pick({ firstName: true, lastName: true, email: true }).extend({
  phone: z
    .string()
    .transform(withoutSpaces)
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), MESSAGES.phoneInvalid)
    .refine((phone) => phone.length <= LIMITS.phone, tooLong('Phone number', LIMITS.phone)),
});

export type SeatHolderInput = z.input<typeof seatHolderSchema>;
export type SeatHolderValues = z.output<typeof seatHolderSchema>;
export const SEAT_HOLDER_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type SeatHolderField = (typeof SEAT_HOLDER_FIELDS)[number];

export const EMPTY_SEAT_HOLDER: SeatHolderInput = { firstName: '', lastName: '', email: '', phone: '' };

/** The first message per field, as the form shows them. */
export function seatHolderErrors(values: Partial<SeatHolderInput>): Partial<Record<SeatHolderField, string>> {
  const result = seatHolderSchema.safeParse({ ...EMPTY_SEAT_HOLDER, ...values });
  const errors: Partial<Record<SeatHolderField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path[0] as SeatHolderField] ??= issue.message;
  return errors;
}

/** The server's refusals that belong to a field of the form (the rest are shown above it). */
export function seatHolderFieldErrors(errors: Record<string, string> | undefined): [SeatHolderField, string][] {
  if (!errors) return [];
  return SEAT_HOLDER_FIELDS.filter((field) => typeof errors[field] === 'string').map((field) => [field, errors[field]]);
}

/** What the seat calls take (`SeatHolderDto`): a blank phone is left out. */
export function seatHolderBody(values: SeatHolderValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    ...(values.phone ? { phone: values.phone } : {}),
  };
}

export type SeatHolderBody = ReturnType<typeof seatHolderBody>;

/**
 * A number of seats as typed: a whole number from 1 to 50 in the API's words, and no more than `most` (the seats paid
 * for, when choosing how many renew; those a team can still add, when buying), said in `tooMany`.
 */
export function seatCountSchema(most: number, tooMany: string) {
  return z.object({
    seats: z
      .string()
      .trim()
      .regex(/^\d+$/, TEAM_SEATS_MESSAGE)
      .transform(Number)
      .refine((seats) => seats >= 1 && seats <= MAX_TEAM_SEATS, TEAM_SEATS_MESSAGE)
      .refine((seats) => seats <= most, tooMany),
  });
}

export type SeatCountInput = z.input<ReturnType<typeof seatCountSchema>>;
export type SeatCountValues = z.output<ReturnType<typeof seatCountSchema>>;

/** The message the seat count field shows, if any. */
export function seatCountError(most: number, tooMany: string, seats: string): string | undefined {
  const result = seatCountSchema(most, tooMany).safeParse({ seats });
  return result.success ? undefined : result.error.issues[0].message;
}
