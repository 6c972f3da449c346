import { formatKes, formatMembershipDate, membershipPaymentMethodText, type MembershipStatus } from '@coworking/domain';
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
  if (!membership.nextChargeDate || !membership.nextChargeAmountKes) return null;
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
