import {
  ALL_DAY_ACCESS,
  type BillingCycle,
  DAILY_ACCESS,
  durationFor,
  HOURLY_SLOT_HOURS,
  MONTHLY_ACCESS,
} from './billing.js';
import { addVenueMonths, venueInstant } from './venue-time.js';

export interface BookedInterval {
  date: string;
  /** What the booking row shows as its time: HH:MM, 'All Day Access' or 'Monthly Access'. */
  time: string;
  /** Hours, as the spec's duration field. */
  duration: number;
  startAt: Date;
  endAt: Date;
}

/**
 * The intervals a booking occupies: one per date and slot for hourly spaces, 09:00–17:00 per date
 * for daily ones, and one month from the (single) start date for monthly ones.
 */
export function intervalsFor(
  billing: BillingCycle,
  dates: readonly string[],
  slots: readonly string[],
): BookedInterval[] {
  const sortedDates = [...dates].sort();
  if (billing === 'hourly') {
    return sortedDates.flatMap((date) =>
      [...slots].sort().map((time) => {
        const startAt = venueInstant(date, time);
        return {
          date,
          time,
          duration: durationFor(billing),
          startAt,
          endAt: new Date(startAt.getTime() + HOURLY_SLOT_HOURS * 3600_000),
        };
      }),
    );
  }
  if (billing === 'daily') {
    return sortedDates.map((date) => ({
      date,
      time: ALL_DAY_ACCESS,
      duration: durationFor(billing),
      startAt: venueInstant(date, DAILY_ACCESS.from),
      endAt: venueInstant(date, DAILY_ACCESS.to),
    }));
  }
  const startAt = venueInstant(sortedDates[0]);
  return [
    {
      date: sortedDates[0],
      time: MONTHLY_ACCESS,
      duration: durationFor(billing),
      startAt,
      endAt: addVenueMonths(startAt, 1),
    },
  ];
}
