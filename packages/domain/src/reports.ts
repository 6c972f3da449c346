import { addVenueDays, isVenueDate } from './venue-calendar.js';
import { daysBetween } from './membership.js';

/**
 * The back-office reports: their date ranges, how time series are bucketed, and how the payments ledger's purposes
 * and channels are grouped. The API computes the figures; the Reports tab labels them with the same words.
 */

/** How a time series is bucketed: Nairobi days, weeks starting on Monday, calendar months. */
export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

export const REPORT_INTERVAL_LABELS: Record<ReportInterval, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** The longest range a report covers, both ends included: a year, leap day and all. */
export const MAX_REPORT_DAYS = 366;
/** Without a range a report shows the last 30 days up to today. */
export const DEFAULT_REPORT_DAYS = 30;

export const REPORT_RANGE_MESSAGES = {
  from: 'from must be a date (YYYY-MM-DD)',
  to: 'to must be a date (YYYY-MM-DD)',
  order: 'to must be on or after from',
  tooLong: `A report covers at most ${MAX_REPORT_DAYS} days; choose a shorter range`,
} as const;

/** The range a report covers: the given ends, or the last DEFAULT_REPORT_DAYS days up to `to` (today by default). */
export function reportRange(range: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = range.to ?? (range.from ? maxDate(range.from, today) : today);
  return { from: range.from ?? addVenueDays(to, 1 - DEFAULT_REPORT_DAYS), to };
}

const maxDate = (a: string, b: string) => (a > b ? a : b);

/** What is wrong with a report range, by field, or null when it may be reported on. */
export function reportRangeProblem(range: {
  from: string;
  to: string;
}): { field: 'from' | 'to'; message: string } | null {
  if (!isVenueDate(range.from)) return { field: 'from', message: REPORT_RANGE_MESSAGES.from };
  if (!isVenueDate(range.to)) return { field: 'to', message: REPORT_RANGE_MESSAGES.to };
  if (range.to < range.from) return { field: 'to', message: REPORT_RANGE_MESSAGES.order };
  if (daysBetween(range.from, range.to) + 1 > MAX_REPORT_DAYS)
    return { field: 'to', message: REPORT_RANGE_MESSAGES.tooLong };
  return null;
}

/** What money was for, as the revenue report splits it. */
export const REVENUE_PURPOSES = ['bookings', 'memberships', 'events'] as const;
export type RevenuePurpose = (typeof REVENUE_PURPOSES)[number];

export const REVENUE_PURPOSE_LABELS: Record<RevenuePurpose, string> = {
  bookings: 'Bookings',
  memberships: 'Memberships',
  events: 'Events',
};

/** The ledger's purpose → the report's: a booking, a membership plan, and any other purpose is an event's. */
export function revenuePurposeOf(purpose: string): RevenuePurpose {
  if (purpose === 'booking') return 'bookings';
  if (purpose === 'plan') return 'memberships';
  return 'events';
}

/** How money came in, as the revenue report splits it. */
export const REVENUE_CHANNELS = ['card', 'mpesa', 'cash', 'bank', 'other'] as const;
export type RevenueChannel = (typeof REVENUE_CHANNELS)[number];

export const REVENUE_CHANNEL_LABELS: Record<RevenueChannel, string> = {
  card: 'Card',
  mpesa: 'M-Pesa',
  cash: 'Cash',
  bank: 'Bank',
  other: 'Other',
};

/**
 * The ledger's stored channel → the report's group. Paystack names its own channels (`card`, `mobile_money`, `bank`,
 * `bank_transfer`, `ussd`, `qr`, …); payments staff record name theirs (`cash`, `mpesa`, `bank_transfer`). M-Pesa
 * through Paystack and to the till are both M-Pesa; anything else (USSD, QR, Apple Pay, none recorded) is other.
 */
const CHANNEL_GROUPS: Record<string, RevenueChannel> = {
  card: 'card',
  mobile_money: 'mpesa',
  mpesa: 'mpesa',
  'mpesa-offline': 'mpesa',
  mpesa_offline: 'mpesa',
  cash: 'cash',
  bank: 'bank',
  bank_transfer: 'bank',
  eft: 'bank',
  pesalink: 'bank',
};

export function revenueChannelOf(channel: string | null): RevenueChannel {
  return (channel && CHANNEL_GROUPS[channel.toLowerCase()]) || 'other';
}
