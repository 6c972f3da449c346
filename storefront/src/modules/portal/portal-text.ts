import {
  addVenueDays,
  ALLOWANCE_KINDS,
  type AllowanceBalance,
  type AllowanceKind,
  allowanceText,
  formatKes,
  formatMembershipDate,
  membershipPaymentMethodText,
  type MembershipStatus,
  MONTHLY_ACCESS,
  TIME_PATTERN,
} from '@coworking/domain';
import { type Schemas } from '../../api/client';
import { periodUnit } from '../membership/membership-rules';

export type MemberProfile = Schemas['MemberProfileDto'];
export type MemberPaymentMethod = Schemas['MembershipPaymentMethodDto'];
export type MemberMembership = Schemas['MemberMembershipDto'];
export type MemberBooking = Schemas['MemberBookingDto'];
export type MemberDocument = Schemas['MemberDocumentDto'];

/** 'Visa •••• 4081' for a saved card, 'M-Pesa' for mobile money; null when the membership was never paid. */
export function paymentMethodText(method: MemberPaymentMethod): string | null {
  return membershipPaymentMethodText(method);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** 'KSh 25,000 a month'. */
export function planPriceText(membership: Pick<MemberMembership, 'priceKes' | 'period'>): string {
  return `${formatKes(membership.priceKes)} a ${periodUnit(membership.period)}`;
}

/** '1 December 2026 up to 1 January 2027', in the renewal e-mail's words (the end is the first day not covered). */
export function currentPeriodText(membership: Pick<MemberMembership, 'currentPeriodStart' | 'currentPeriodEnd'>) {
  const { currentPeriodStart: start, currentPeriodEnd: end } = membership;
  if (!start || !end) return null;
  return `${formatMembershipDate(start)} up to ${formatMembershipDate(end)}`;
}

export interface ChargeLine {
  label: string;
  value: string;
  note?: string;
}

/**
 * What happens at the end of the period: the next charge (a saved card), the next payment (a pay link by e-mail),
 * or the day the membership ends after its renewal was cancelled. Nothing for a membership that has ended.
 */
export function nextChargeLine(membership: MemberMembership): ChargeLine | null {
  if (membership.endsOn) {
    return {
      label: 'Renewal',
      value: `Ends on ${formatMembershipDate(membership.endsOn)}`,
      note: 'You keep access until then and will not be charged again.',
    };
  }
  // A seat is paid for by its company: its holder is never charged.
  if (membership.seatOf || !membership.nextChargeDate || !membership.nextChargeAmountKes) return null;
  const amount = formatKes(membership.nextChargeAmountKes);
  const date = formatMembershipDate(membership.nextChargeDate);
  if (membership.renewsAutomatically) {
    const card = paymentMethodText(membership.paymentMethod);
    return {
      label: 'Next charge',
      value: `${amount} on ${date}`,
      note: card ? `Charged to your ${card} automatically.` : 'Charged to your saved card automatically.',
    };
  }
  return {
    label: 'Next payment',
    value: `${amount} due ${date}`,
    note: 'We e-mail you a link to pay with M-Pesa or card 7 days and 1 day before.',
  };
}

/**
 * The team line of a membership card: "3 seats for Acme Ltd" on a team membership the member pays for, "Seat of Acme
 * Ltd's team — managed by its billing contact" on a seat the member holds; null for a membership of one.
 */
export function teamLine(membership: Pick<MemberMembership, 'seats' | 'companyName' | 'seatOf'>): string | null {
  const { seats, companyName, seatOf } = membership;
  if (seatOf) return `Seat of ${seatOf}'s team — managed by its billing contact`;
  return companyName ? `${seats} ${seats === 1 ? 'seat' : 'seats'} for ${companyName}` : null;
}

const STATUS_TONES: Record<MembershipStatus, 'green' | 'amber' | 'red' | 'slate'> = {
  active: 'green',
  pending: 'amber',
  non_renewing: 'amber',
  past_due: 'red',
  cancelled: 'slate',
  expired: 'slate',
};

export function membershipStatusTone(status: MembershipStatus): 'green' | 'amber' | 'red' | 'slate' {
  return STATUS_TONES[status] ?? 'slate';
}

/** The cancel-renewal dialog's promise: access until the period end and no further charge. */
export function cancelRenewalText(membership: Pick<MemberMembership, 'planName' | 'currentPeriodEnd'>): string {
  const until = membership.currentPeriodEnd
    ? `until ${formatMembershipDate(membership.currentPeriodEnd)}, the end of the period you have paid for`
    : 'until the end of the period you have paid for';
  return `Your ${membership.planName} membership will not renew. You keep access ${until}, and you will not be charged again. You can resume renewal any time before then.`;
}

/** The line announced after a renewal was cancelled or resumed. */
export function renewalChangedText(membership: MemberMembership): string {
  if (membership.endsOn) {
    return `Your ${membership.planName} membership will not renew. You keep access until ${formatMembershipDate(membership.endsOn)}.`;
  }
  return `Your ${membership.planName} membership will renew again.`;
}

/** 'Thu, 3 Dec 2026' for one date, 'Thu, 3 Dec 2026 + 2 more days' for several. */
export function bookingDatesText(dates: string[], formatDate: (date: string) => string): string {
  if (dates.length === 0) return '';
  const first = formatDate(dates[0]);
  if (dates.length === 1) return first;
  const more = dates.length - 1;
  return `${first} + ${more} more ${more === 1 ? 'day' : 'days'}`;
}

const BOOKING_STATUS_WORDS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export function bookingStatusText(status: string): string {
  return BOOKING_STATUS_WORDS[status] ?? capitalise(status.replace(/[_-]/g, ' '));
}

const DOCUMENT_KINDS = { receipt: 'receipt', 'credit-note': 'credit note' } as const;

/** 'Receipt SCH-2026-000123' / 'Credit note SCH-CN-2026-000004'. */
export function documentTitle(document: Pick<MemberDocument, 'kind' | 'number'>): string {
  return capitalise(`${DOCUMENT_KINDS[document.kind]} ${document.number}`);
}

/** 'Download receipt SCH-2026-000123 (PDF)': a link that says which document it fetches. */
export function documentLinkText(document: Pick<MemberDocument, 'kind' | 'number'>): string {
  return `Download ${DOCUMENT_KINDS[document.kind]} ${document.number} (PDF)`;
}

/** The member's allowance of this period (`GET /api/member/allowance`). */
export type MemberAllowance = Schemas['MemberAllowanceDto'];
/** A guest the member invited (`/api/member/guests`). */
export type GuestPass = Schemas['GuestPassDto'];

/**
 * "Until 31 December 2026": the last day the period's allowance can be used. The API's `periodEnd` is the first day
 * NOT covered (as memberships count periods), so the day before it is named.
 */
export function allowanceUntilText(allowance: Pick<MemberAllowance, 'periodEnd'>): string {
  return `Until ${formatMembershipDate(addVenueDays(allowance.periodEnd, -1))}`;
}

/** The last date a guest can be invited for, or a booking drawn on this period's allowance: the period's last day. */
export function allowanceLastDay(allowance: Pick<MemberAllowance, 'periodEnd'>): string {
  return addVenueDays(allowance.periodEnd, -1);
}

/** One line per allowance the plan includes ("5 of 12 desk days left"); an allowance of none is left out. */
export function allowanceLines(
  allowance: Pick<MemberAllowance, 'deskDays' | 'meetingRoomHours' | 'guestPasses'>,
): { kind: AllowanceKind; text: string; balance: AllowanceBalance }[] {
  return ALLOWANCE_KINDS.map((kind) => ({ kind, balance: allowance[kind] }))
    .filter(({ balance }) => balance.unlimited || (balance.included ?? 0) > 0)
    .map(({ kind, balance }) => ({ kind, balance, text: allowanceText(kind, balance) }));
}

/** "15% off bookings beyond your allowance"; nothing without a discount. */
export function memberDiscountText(allowance: Pick<MemberAllowance, 'memberDiscountPercent'>): string | null {
  const percent = allowance.memberDiscountPercent;
  return percent > 0 ? `${percent}% off bookings beyond your allowance` : null;
}

/**
 * How a booking can be moved from the portal, or null when it cannot be here: a confirmed booking of a space on one
 * date (a slot booking keeps its later slots' distance from the first), not monthly access and not a tour. The server
 * checks the rest (the deadline, the new slot) and says why in its refusal.
 */
export function memberBookingMove(
  booking: Pick<MemberBooking, 'status' | 'dates' | 'spaceId' | 'times'>,
): { spaceId: string; billingCycle: 'hourly' | 'daily'; date: string } | null {
  if (booking.status !== 'confirmed' || booking.dates.length !== 1 || !booking.spaceId) return null;
  const [first] = [...booking.times].sort();
  if (!first || first === MONTHLY_ACCESS) return null;
  return {
    spaceId: booking.spaceId,
    billingCycle: TIME_PATTERN.test(first) ? 'hourly' : 'daily',
    date: booking.dates[0],
  };
}
