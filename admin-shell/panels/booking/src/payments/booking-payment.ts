import type { PaymentRow } from './payment-types';

/** What the Manage Booking dialog says about a booking group's money. */
export type BookingPaymentState =
  { kind: 'paid'; payment: PaymentRow } | { kind: 'pending'; payment: PaymentRow } | { kind: 'not-paid' };

/**
 * The payment that counts for a booking group: the successful one (a group is paid once; later attempts are
 * refunded by the server), else an attempt still in progress, else none. Rows come newest first.
 */
export function bookingPaymentState(rows: readonly PaymentRow[]): BookingPaymentState {
  const paid = rows.find((row) => row.status === 'success');
  if (paid) return { kind: 'paid', payment: paid };
  const pending = rows.find((row) => row.status === 'pending');
  if (pending) return { kind: 'pending', payment: pending };
  return { kind: 'not-paid' };
}

/** Tours are free, so they have no payment to show. */
export function mayHavePayment(booking: { type: string; bookingGroupId: string | null }): boolean {
  return booking.bookingGroupId !== null && booking.type !== 'tour';
}

/**
 * What cancelling this row gives back: its share of the price, never more than is left on the payment (the
 * server caps it the same way). Zero when there is nothing to offer.
 */
export function cancellationRefundCents(priceCents: number | null, refundableCents: number): number {
  if (priceCents === null || priceCents <= 0 || refundableCents <= 0) return 0;
  return Math.min(priceCents, refundableCents);
}
