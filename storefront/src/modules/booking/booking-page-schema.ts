import {
  BOOKING_DURATION_HOURS as DURATION,
  BOOKING_FORM_MESSAGES as BOOKING,
  BOOKING_TIME_PATTERN,
  BOOKING_TYPES,
  CONTACT_FIELD_MESSAGES as CONTACT,
  DATE_PATTERN,
  EMAIL_PATTERN,
  MAX_DATES_PER_BOOKING,
} from '@coworking/domain';
import { z } from 'zod';

/** The booking page's form (spec section 5, "Booking page schema"): the server's rules and messages. */
export const bookingPageSchema = z.object({
  type: z.enum(BOOKING_TYPES, { error: BOOKING.invalidType }),
  dates: z
    .array(z.string().regex(DATE_PATTERN, BOOKING.dateFormat))
    .min(1, BOOKING.datesRequired)
    .max(MAX_DATES_PER_BOOKING, BOOKING.tooManyDates)
    .refine((dates) => new Set(dates).size === dates.length, BOOKING.duplicateDates),
  time: z.string().regex(BOOKING_TIME_PATTERN, BOOKING.timeFormat),
  duration: z.number().int().min(DURATION.min, BOOKING.duration).max(DURATION.max, BOOKING.duration).default(1),
  notes: z.string().trim().max(2000).optional(),
  firstName: z.string().trim().min(1, CONTACT.firstNameRequired),
  lastName: z.string().trim().min(1, CONTACT.lastNameRequired),
  email: z.string().trim().regex(EMAIL_PATTERN, CONTACT.emailRequiredValid),
  phone: z.string().trim().min(1, CONTACT.phoneRequired),
});

export type BookingPageForm = z.input<typeof bookingPageSchema>;

/** Booking page times: hourly from 09:00 to 17:00 (spec section 9). */
export const BOOKING_PAGE_TIMES = Array.from({ length: 9 }, (_, index) => `${String(9 + index).padStart(2, '0')}:00`);

/** The first message per field (for tests and for showing the form's errors). */
export function bookingPageErrors(values: Record<string, unknown>): Record<string, string> {
  const result = bookingPageSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
