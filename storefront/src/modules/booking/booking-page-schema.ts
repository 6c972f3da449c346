import { z } from 'zod';

export const BOOKING_TYPES = ['tour', 'space', 'dedicated-desk', 'private-office', 'meeting-room', 'event-space', 'phone-booth'] as const;
const DATE_MESSAGE = 'Date must be in YYYY-MM-DD format';
const TIME_MESSAGE = "Time must be in HH:MM format, 'All Day Access', or 'Monthly Access'";

/** The booking page's form (spec section 5, "Booking page schema"); the server applies the same rules. */
export const bookingPageSchema = z.object({
  type: z.enum(BOOKING_TYPES, { error: 'Invalid booking type' }),
  dates: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE))
    .min(1, 'At least one date is required')
    .max(10, 'Maximum 10 dates allowed')
    .refine((dates) => new Set(dates).size === dates.length, 'Duplicate dates are not allowed'),
  time: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|All Day Access|Monthly Access)$/, TIME_MESSAGE),
  duration: z.number().int().min(1, 'Duration must be between 1 and 24').max(24, 'Duration must be between 1 and 24').default(1),
  notes: z.string().trim().max(2000).optional(),
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  email: z.string().trim().email('Valid email is required'),
  phone: z.string().trim().min(1, 'Phone number is required'),
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
