import { addVenueDateMonths, addVenueDays, MONTH_NAMES } from './venue-calendar.js';

/**
 * Memberships: a plan booking becomes a membership when its first period is paid, and then renews period after
 * period until it is cancelled or lapses. The state machine itself lives in the backend's membership module;
 * these are the facts the storefront, the portal and the back-office show. Cancelling renewal takes effect at the
 * end of the period already paid: no further charge, access until then (the terms' 30 days' notice is met by the
 * paid period running out; see docs/decisions/0123-price-changes-cancelling-renewal-and-day-passes.md).
 */
export const MEMBERSHIP_PERIODS = ['daily', 'monthly', 'yearly'] as const;
export type MembershipPeriod = (typeof MEMBERSHIP_PERIODS)[number];

export const MEMBERSHIP_STATUSES = ['pending', 'active', 'past_due', 'non_renewing', 'cancelled', 'expired'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  pending: 'Awaiting payment',
  active: 'Active',
  past_due: 'Payment overdue',
  non_renewing: 'Ends at period end',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** Statuses in which the member may use the space (past due: during the grace period). */
export const MEMBERSHIP_ACCESS_STATUSES: readonly MembershipStatus[] = ['active', 'past_due', 'non_renewing'];

/** Days before a period ends that members who pay by link (M-Pesa, or a card that cannot be charged again) are reminded. */
export const RENEWAL_REMINDER_DAYS = [7, 1] as const;

/** Days after a declined renewal charge that the card is tried again. */
export const RENEWAL_RETRY_DAYS = [1, 3] as const;

/** Days after the period end that an unpaid membership keeps access before it expires (the business may change it). */
export const DEFAULT_MEMBERSHIP_GRACE_DAYS = 7;

/**
 * The venue date on which period `number` (1 = the first) of a membership that started on `startDate` ends, i.e. the
 * first day it no longer covers. Counted from the start date every time, so 31 January renews on 28/29 February and
 * again on 31 March, never drifting to the 28th.
 */
export function membershipPeriodEnd(startDate: string, period: MembershipPeriod, number: number): string {
  if (period === 'daily') return addVenueDays(startDate, number);
  return addVenueDateMonths(startDate, period === 'monthly' ? number : 12 * number);
}

/** The venue date on which period `number` starts (the end of the one before). */
export function membershipPeriodStart(startDate: string, period: MembershipPeriod, number: number): string {
  return number <= 1 ? startDate : membershipPeriodEnd(startDate, period, number - 1);
}

/** Day passes are bought, not renewed: a daily plan's membership ends with its day. */
export function renewsAutomatically(period: MembershipPeriod): boolean {
  return period !== 'daily';
}

/** Length of a period in days (for prorating a refund). */
export function membershipPeriodDays(startDate: string, period: MembershipPeriod, number: number): number {
  return daysBetween(membershipPeriodStart(startDate, period, number), membershipPeriodEnd(startDate, period, number));
}

/** Whole days from one venue date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A venue date for people: '2027-01-01' → '1 January 2027'. Written out by hand: the date names a day, not an
 * instant, so no time zone is involved, and the storefront pages that show it need no date library for it.
 */
export function formatMembershipDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new RangeError(`Not a venue date: ${date}`);
  const [, year, month, day] = match;
  return `${Number(day)} ${MONTH_NAMES[Number(month) - 1]} ${year}`;
}

/** How Paystack names the card brands, as people write them. */
const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  verve: 'Verve',
  amex: 'American Express',
  'american express': 'American Express',
};

/**
 * How a member pays, for people: 'Visa •••• 4081' for a saved card, 'M-Pesa' for mobile money; null before any
 * payment. Shown the same way in the member portal and the back-office.
 */
export function membershipPaymentMethodText(method: {
  channel: string | null;
  last4: string | null;
  brand: string | null;
}): string | null {
  if (method.channel === 'mobile_money') return 'M-Pesa';
  if (method.channel !== 'card') return null;
  const raw = method.brand?.trim() ?? '';
  const brand = raw ? (CARD_BRAND_NAMES[raw.toLowerCase()] ?? raw.charAt(0).toUpperCase() + raw.slice(1)) : 'Card';
  return method.last4 ? `${brand} •••• ${method.last4}` : brand;
}
