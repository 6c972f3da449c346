/** Types whose duration counts days (spec section 9, "Duration wording"). */
const DAY_TYPES = new Set(['hot-desk', 'dedicated-desk', 'private-office', 'day-pass']);
/** Types whose duration counts hours. */
const HOUR_TYPES = new Set(['meeting-room', 'phone-booth', 'event-space', 'tour']);
/** Other type names that still mean a day-based booking. */
const DAY_WORDS = ['hot desk', 'day pass', 'daily', 'dedicated', 'private office'];
const HOURS_PER_DAY = 8;

function plural(count: number, unit: 'day' | 'hour'): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * How a booking's duration reads on the dashboard: days for desk and office types, hours for rooms
 * and tours; for any other type 8 hours or more become days (rounded up), fewer stay hours.
 * A missing duration counts as 1.
 */
export function formatBookingDuration(type: string, duration: number | null | undefined): string {
  const amount = duration ?? 1;
  const kind = type.trim().toLowerCase();
  if (DAY_TYPES.has(kind)) return plural(amount, 'day');
  if (HOUR_TYPES.has(kind)) return plural(amount, 'hour');
  if (DAY_WORDS.some((word) => kind.includes(word))) return plural(amount, 'day');
  if (amount >= HOURS_PER_DAY) return plural(Math.ceil(amount / HOURS_PER_DAY), 'day');
  return plural(amount, 'hour');
}
