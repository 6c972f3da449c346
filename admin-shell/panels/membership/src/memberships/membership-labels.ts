import type { BadgeVariant } from 'admin-kit';
import {
  centsToKes,
  formatKes,
  humanize,
  MEMBERSHIP_STATUS_LABELS,
  membershipPaymentMethodText,
  type MembershipStatus,
} from 'admin-kit/rules';
import { perPeriod } from '../plans/plan-form';
import type { Membership, MembershipPayment, PaymentMethod } from './membership-types';

export interface BadgeLook {
  label: string;
  variant: BadgeVariant;
}

const STATUS_VARIANTS: Record<MembershipStatus, BadgeVariant> = {
  pending: 'secondary',
  active: 'success',
  past_due: 'destructive',
  non_renewing: 'warning',
  cancelled: 'outline',
  expired: 'outline',
};

/** A membership's status as the domain names it, coloured by how much it needs attention. */
export function statusBadge(status: MembershipStatus): BadgeLook {
  return { label: MEMBERSHIP_STATUS_LABELS[status], variant: STATUS_VARIANTS[status] };
}

/** How the member pays: 'Visa •••• 4081' for a saved card, 'Card' without one, 'M-Pesa', '—' before any payment. */
export function paymentMethodText(method: PaymentMethod): string {
  return membershipPaymentMethodText(method) ?? '—';
}

/** 'KES 20,000 / month', the plan's price now (a changed price applies from the next period). */
export function planPriceText(membership: Pick<Membership, 'priceKes' | 'period'>): string {
  return `${formatKes(membership.priceKes)} / ${perPeriod(membership.period)}`;
}

/** What the next charge will be, or why there is none. */
export function nextChargeText(
  membership: Pick<Membership, 'nextChargeDate' | 'status' | 'renewsAutomatically'>,
  formatDate: (date: string) => string,
): string {
  if (!membership.nextChargeDate) return '—';
  const date = formatDate(membership.nextChargeDate);
  if (membership.status === 'past_due') return `Overdue since ${date}`;
  return membership.renewsAutomatically ? `${date} (card)` : `${date} (pay link)`;
}

/** A period [start, end) as the member reads it: the end is the first day not covered, so the last day is before. */
export function periodText(
  membership: Pick<Membership, 'currentPeriodStart' | 'currentPeriodEnd'>,
  formatDate: (date: string) => string,
): string {
  const { currentPeriodStart: start, currentPeriodEnd: end } = membership;
  if (!start || !end) return 'Not started (awaiting the first payment)';
  return `${formatDate(start)} – ${formatDate(end)}`;
}

const PAYMENT_STATUS_LABELS: Record<MembershipPayment['status'], string> = {
  pending: 'Pending',
  success: 'Paid',
  failed: 'Failed',
  abandoned: 'Abandoned',
  rejected: 'Rejected (wrong amount)',
};

/** A payment's status in a word or two ('Paid', 'Failed'); a status this screen does not know, as the server names it. */
export function paymentStatusLabel(status: string): string {
  return Object.hasOwn(PAYMENT_STATUS_LABELS, status)
    ? PAYMENT_STATUS_LABELS[status as MembershipPayment['status']]
    : humanize(status);
}

/** A payment of the history in a few words: 'Paid', 'Paid, KES 500 refunded', 'Failed'. */
export function paymentStatusText(payment: Pick<MembershipPayment, 'status' | 'refundedCents' | 'pendingRefundCents'>) {
  const words = [PAYMENT_STATUS_LABELS[payment.status]];
  if (payment.refundedCents > 0) words.push(`${formatKes(centsToKes(payment.refundedCents))} refunded`);
  if (payment.pendingRefundCents > 0) words.push(`${formatKes(centsToKes(payment.pendingRefundCents))} refund pending`);
  return words.join(', ');
}

/** Same-origin download address of a payment's receipt: the session cookie goes with a plain link. */
export function receiptUrl(paymentId: string): string {
  return `/api/admin/payments/${encodeURIComponent(paymentId)}/receipt`;
}
