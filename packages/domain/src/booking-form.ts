import { ALL_DAY_ACCESS, MAX_DATES_PER_BOOKING, MONTHLY_ACCESS } from './billing.js';
import { SPACE_TYPES } from './spaces.js';

/** What the booking page can book (spec section 5, "Booking page schema"). */
export const BOOKING_TYPES = ['tour', 'space', ...SPACE_TYPES] as const;

/** A booking's time: a venue HH:MM slot start, 'All Day Access' or 'Monthly Access'. */
export const BOOKING_TIME_PATTERN = new RegExp(`^(([01]\\d|2[0-3]):[0-5]\\d|${ALL_DAY_ACCESS}|${MONTHLY_ACCESS})$`);

export const BOOKING_DURATION_HOURS = { min: 1, max: 24 } as const;

/** The booking form's messages (spec section 5), the same in the browser and from the server. */
export const BOOKING_FORM_MESSAGES = {
  invalidType: 'Invalid booking type',
  dateFormat: 'Date must be in YYYY-MM-DD format',
  datesRequired: 'At least one date is required',
  tooManyDates: `Maximum ${MAX_DATES_PER_BOOKING} dates allowed`,
  duplicateDates: 'Duplicate dates are not allowed',
  timeFormat: "Time must be in HH:MM format, 'All Day Access', or 'Monthly Access'",
  duration: `Duration must be between ${BOOKING_DURATION_HOURS.min} and ${BOOKING_DURATION_HOURS.max}`,
} as const;
