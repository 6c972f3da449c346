import { addVenueMonths, venueInstant, venueWeekday } from '../../common/time/venue-time.js';
import { type BillingCycle, type SpaceType } from './entities/space.entity.js';

/** An hourly booking holds its slot for two hours (the spec's duration 2, price × 2). */
export const HOURLY_SLOT_HOURS = 2;
/** Daily access is 09:00 to 17:00. */
export const DAILY_ACCESS = { from: '09:00', to: '17:00' };
export const ALL_DAY_ACCESS = 'All Day Access';
export const MONTHLY_ACCESS = 'Monthly Access';
export const MAX_DATES_PER_BOOKING = 10;

/** Opening hours: Mon–Fri 06:00–22:00, Sat–Sun 08:00–20:00 (a slot must end by closing). */
export function slotStartsFor(date: string): string[] {
  const weekend = venueWeekday(date) >= 6;
  const [open, close] = weekend ? [8, 20] : [6, 22];
  const starts: string[] = [];
  for (let hour = open; hour + HOURLY_SLOT_HOURS <= close; hour++) starts.push(`${String(hour).padStart(2, '0')}:00`);
  return starts;
}

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
export function intervalsFor(billing: BillingCycle, dates: string[], slots: string[]): BookedInterval[] {
  const sortedDates = [...dates].sort();
  if (billing === 'hourly') {
    return sortedDates.flatMap((date) =>
      [...slots].sort().map((time) => {
        const startAt = venueInstant(date, time);
        return { date, time, duration: HOURLY_SLOT_HOURS, startAt, endAt: new Date(startAt.getTime() + HOURLY_SLOT_HOURS * 3600_000) };
      }),
    );
  }
  if (billing === 'daily') {
    return sortedDates.map((date) => ({ date, time: ALL_DAY_ACCESS, duration: 1, startAt: venueInstant(date, DAILY_ACCESS.from), endAt: venueInstant(date, DAILY_ACCESS.to) }));
  }
  const startAt = venueInstant(sortedDates[0]);
  return [{ date: sortedDates[0], time: MONTHLY_ACCESS, duration: 1, startAt, endAt: addVenueMonths(startAt, 1) }];
}

/** KES decimal string ('1500.00') to integer cents, exactly. */
export function toCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Not a KES amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * What a booking costs, in cents (spec section 9): hourly = rate × 2 × dates × slots,
 * daily = rate × dates, monthly = rate.
 */
export function amountCentsFor(billing: BillingCycle, rate: string, dates: number, slots: number): number {
  const rateCents = toCents(rate);
  if (billing === 'hourly') return rateCents * HOURLY_SLOT_HOURS * dates * slots;
  if (billing === 'daily') return rateCents * dates;
  return rateCents;
}

/** How instances are named on the calendar: 'Desk 3', 'Room 1', 'Booth 2'. */
const INSTANCE_LABELS: Record<SpaceType, string> = {
  'hot-desk': 'Desk',
  'dedicated-desk': 'Desk',
  'private-office': 'Office',
  'meeting-room': 'Room',
  'event-space': 'Hall',
  'phone-booth': 'Booth',
};

export function instanceLabel(type: SpaceType, instanceNumber: number): string {
  return `${INSTANCE_LABELS[type]} ${instanceNumber}`;
}
