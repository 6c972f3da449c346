import { addVenueMonths, venueInstant, venueToday } from '@coworking/domain';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** How many days a refusal names before it says how many more there are. */
const DAYS_NAMED = 4;

/** A venue date as the desk reads it: '2026-12-02' → 'Tue 2 Dec 2026'. */
export function venueDayText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** The venue date a day before `date`. */
function dayBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** The first venue date a monthly booking starting on `date` no longer covers (31 Jan → 28/29 Feb, as its interval). */
export function monthlyEnd(date: string): string {
  return venueToday(addVenueMonths(venueInstant(date), 1));
}

export interface DatedRow {
  date: string;
  time: string;
}

/** Whether a booked row is for `date`: its own date, or any day of the month a monthly booking covers. */
export function rowCovers(row: DatedRow, date: string): boolean {
  if (row.time === 'Monthly Access') return row.date <= date && date < monthlyEnd(row.date);
  return row.date === date;
}

/**
 * The day or days rows are for, in words: 'Tue 2 Dec 2026', 'Tue 2 Dec 2026 and Wed 3 Dec 2026', a monthly booking as
 * 'Tue 1 Dec 2026 to Thu 31 Dec 2026'; beyond four days, how many more.
 */
export function visitDaysText(rows: DatedRow[]): string {
  const spans = [
    ...new Set(
      [...rows]
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((row) =>
          row.time === 'Monthly Access'
            ? `${venueDayText(row.date)} to ${venueDayText(dayBefore(monthlyEnd(row.date)))}`
            : venueDayText(row.date),
        ),
    ),
  ];
  const named = spans.slice(0, DAYS_NAMED);
  const more = spans.length - named.length;
  if (more > 0) return `${named.join(', ')} and ${more} more day${more === 1 ? '' : 's'}`;
  return named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}
