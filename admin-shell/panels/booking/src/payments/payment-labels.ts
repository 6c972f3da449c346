import type { BadgeVariant } from 'admin-kit';
import { humanize } from 'admin-kit/rules';
import { formatCents } from './money';
import type { HandBackMethod, PaymentRow, PaymentStatus, Refund, RefundStatus } from './payment-types';

export interface BadgeLook {
  label: string;
  variant: BadgeVariant;
}

export const PAYMENT_STATUS_BADGE: Record<PaymentStatus, BadgeLook> = {
  pending: { label: 'Pending', variant: 'warning' },
  success: { label: 'Paid', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  abandoned: { label: 'Abandoned', variant: 'secondary' },
  rejected: { label: 'Rejected (wrong amount)', variant: 'destructive' },
};

export const REFUND_STATUS_BADGE: Record<RefundStatus, BadgeLook> = {
  pending: { label: 'Pending', variant: 'warning' },
  processing: { label: 'Processing', variant: 'warning' },
  processed: { label: 'Processed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  'needs-attention': { label: 'Needs attention', variant: 'destructive' },
  'awaiting-hand-back': { label: 'To hand back', variant: 'warning' },
};

export const HAND_BACK_METHOD_LABELS: Record<HandBackMethod, string> = {
  cash: 'Cash',
  mpesa: 'M-Pesa',
  bank_transfer: 'Bank transfer',
};

/** How a desk refund was handed back and by whom: 'Cash, by jane', 'M-Pesa QGH4K2L9PZ, by jane'; null otherwise. */
export function handBackLabel(
  refund: Pick<Refund, 'settledMethod' | 'settledReference' | 'settledByUsername'>,
): string | null {
  if (!refund.settledMethod) return null;
  const how = [HAND_BACK_METHOD_LABELS[refund.settledMethod], refund.settledReference].filter(Boolean).join(' ');
  return refund.settledByUsername ? `${how}, by ${refund.settledByUsername}` : how;
}

/** A refund's amount: KES as everywhere, or the currency a rejected charge was wrongly taken in. */
export function refundAmountLabel(refund: Pick<Refund, 'amountCents' | 'currency'>): string {
  return refund.currency === 'KES'
    ? formatCents(refund.amountCents)
    : `${refund.currency} ${(refund.amountCents / 100).toFixed(2)}`;
}

// Paystack's channels, then the ones staff record at the desk ('mpesa' is a till payment, not Paystack's).
const CHANNEL_LABELS: Readonly<Record<string, string>> = {
  card: 'Card',
  mobile_money: 'M-Pesa',
  cash: 'Cash',
  mpesa: 'M-Pesa (offline)',
  bank_transfer: 'Bank transfer',
  complimentary: 'Complimentary',
};

/** The channel as staff call it; channels we do not offer yet still read as words. */
export function channelLabel(channel: string | null): string {
  if (!channel) return '—';
  return CHANNEL_LABELS[channel] ?? humanize(channel);
}

/** Who recorded a payment taken at the desk (or sent its pay link); null for the storefront's checkouts. */
export function recorderLabel(payment: Pick<PaymentRow, 'recordedBy'>): string | null {
  return payment.recordedBy ? `Recorded by ${payment.recordedBy}` : null;
}

export function purposeLabel(purpose: PaymentRow['purpose']): string {
  return purpose === 'plan' ? 'Membership plan' : 'Booking';
}

type RefundFigures = Pick<PaymentRow, 'amountCents' | 'refundedCents' | 'pendingRefundCents' | 'refundState'>;

/**
 * How much of a payment went back, in a few words: 'KES 1,500 refunded', 'KES 500 refund pending', or both
 * when a second refund is on its way after a first went through. Null when nothing was refunded.
 */
export function refundStateBadge(payment: RefundFigures): BadgeLook | null {
  const refunded = `${formatCents(payment.refundedCents)} refunded`;
  switch (payment.refundState) {
    case 'none':
      return null;
    case 'full':
      return { label: `${refunded} in full`, variant: 'secondary' };
    case 'partial':
      return { label: refunded, variant: 'outline' };
    case 'pending': {
      const pending = `${formatCents(payment.pendingRefundCents)} refund pending`;
      return { label: payment.refundedCents > 0 ? `${refunded}, ${pending}` : pending, variant: 'warning' };
    }
  }
}

/** Who asked for a refund: the admin's username when staff did. */
export function requesterLabel(refund: Pick<Refund, 'requestedBy' | 'requestedByUsername'>): string {
  if (refund.requestedBy === 'staff') return refund.requestedByUsername ?? 'Staff';
  return refund.requestedBy === 'customer' ? 'Customer' : 'System';
}

/** Same-origin download addresses: the session cookie goes with a plain link. */
export function receiptUrl(paymentId: string): string {
  return `/api/admin/payments/${encodeURIComponent(paymentId)}/receipt`;
}

export function creditNoteUrl(paymentId: string, refundId: string): string {
  return `/api/admin/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}/credit-note`;
}
