import {
  type BillingCycle,
  centsToKes,
  formatKes,
  formatSlotRange,
  formatSlotTime,
  formatVenueDeadline,
  MONTHLY_ACCESS,
  TIME_PATTERN,
  venueClockTime,
} from '@coworking/domain';
import type { Schemas } from '../../api/client';
import { formatInstantDate } from '../../ui/format';
import { POLICY } from '../help/policy-figures';

export type ManagedBooking = Schemas['ManagedBookingDto'];
export type ManagedItem = Schemas['ManagedBookingItemDto'];
export type ManagedPayment = Schemas['ManagedPaymentDto'];
export type ManagedRefund = Schemas['ManagedRefundDto'];
export type BookingStatus = ManagedBooking['status'];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

/** Paystack's channel names as a payer knows them. */
const CHANNEL_LABELS: Record<string, string> = {
  card: 'Card',
  mobile_money: 'M-Pesa',
  bank: 'Bank account',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
  qr: 'QR code',
  apple_pay: 'Apple Pay',
};

/** 'M-Pesa' for `mobile_money`, 'Card' for `card`; a channel Paystack adds later still reads as words. */
export function paymentChannelLabel(channel: string): string {
  const words = channel.replace(/_/g, ' ');
  return CHANNEL_LABELS[channel] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** '10:00 AM – 12:00 PM' for a slot; an access label ('All Day Access', 'Monthly Access') as it is. */
export function itemTimeText(item: Pick<ManagedItem, 'time' | 'endsAt'>): string {
  if (!TIME_PATTERN.test(item.time)) return item.time;
  return `${formatSlotTime(item.time)} – ${formatSlotTime(venueClockTime(new Date(item.endsAt)))}`;
}

/** 'Fri 27 Nov 2026, 08:00 (Nairobi time)' for an instant such as a payment's. */
export function venueInstantText(instant: string): string {
  return formatVenueDeadline(new Date(instant));
}

function kes(cents: number): string {
  return formatKes(centsToKes(cents));
}

/**
 * Where a refund stands, in the customer's words: on its way (with the terms' delay), done (with the day), or
 * held up; Paystack's 'processing' is still "pending" to the customer, and a failed refund is the staff's to fix.
 */
export function refundStatusText(refund: Pick<ManagedRefund, 'amountCents' | 'status' | 'processedAt'>): string {
  const amount = kes(refund.amountCents);
  switch (refund.status) {
    case 'pending':
    case 'processing':
      return `Refund of ${amount} pending — arrives in ${POLICY.refundBusinessDays} business days`;
    case 'processed':
      return refund.processedAt
        ? `Refund of ${amount} processed on ${formatInstantDate(refund.processedAt)}`
        : `Refund of ${amount} processed`;
    case 'failed':
    case 'needs-attention':
      return `Refund of ${amount} delayed — our team is looking into it and will contact you`;
    default:
      // 'awaiting-hand-back': paid at the desk, so the money goes back by hand rather than through Paystack.
      return `Refund of ${amount} to be handed back by our team — we will contact you`;
  }
}

/** What cancelling now would give back: what was paid, less refunds already made or on their way. */
export function refundableCents(payment: ManagedPayment | null): number {
  if (!payment || payment.status !== 'success') return 0;
  const refunding = payment.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return Math.max(0, payment.amountCents - refunding);
}

/** The confirmation dialog's promise about the money. */
export function refundOnCancelText(payment: ManagedPayment | null): string {
  const cents = refundableCents(payment);
  if (cents === 0) return 'Nothing is left to refund for this booking.';
  return `${kes(cents)} will be refunded to the card or M-Pesa account you paid with, arriving in ${POLICY.refundBusinessDays} business days.`;
}

/** Until when the booking can (or could) be cancelled online. */
export function cancellationDeadlineText(booking: Pick<ManagedBooking, 'status' | 'cancellation'>): string {
  const { allowed, deadlineText } = booking.cancellation;
  if (booking.status === 'cancelled') return 'This booking is cancelled.';
  if (allowed) return deadlineText ? `You can cancel online until ${deadlineText}.` : 'You can cancel online now.';
  return deadlineText ? `It could be cancelled online until ${deadlineText}.` : 'It can no longer be cancelled online.';
}

/** Where a booking is moved to: a venue date and, for an hourly space, the slot's start. */
export interface MoveTarget {
  date: string;
  time?: string;
}

/**
 * How a booked row is billed, from its raw `time`: a slot start (HH:MM) is hourly, 'Monthly Access' monthly, 'All Day
 * Access' daily.
 */
export function billingCycleOfTime(time: string): BillingCycle {
  if (TIME_PATTERN.test(time)) return 'hourly';
  return time === MONTHLY_ACCESS ? 'monthly' : 'daily';
}

/** 'Thu, 3 Dec 2026 · 10:00 AM – 12:00 PM' or 'Thu, 3 Dec 2026 · All Day Access'. */
export function whenText(date: string, time: string, formatDate: (date: string) => string): string {
  return `${formatDate(date)} · ${TIME_PATTERN.test(time) ? formatSlotRange(time) : time}`;
}

/** What the manage page says about moving: until when it can be done, or that the time for it has passed. */
export function moveTermsText(booking: Pick<ManagedBooking, 'status' | 'move'>): string | null {
  const { allowed, deadlineText } = booking.move;
  if (booking.status === 'cancelled' || deadlineText === null) return null;
  return allowed
    ? `You can move it to another free date or time of the same space until ${deadlineText}. The price stays the same.`
    : `It could be moved online until ${deadlineText}.`;
}

/** The line announced after a move: the booking's new date (and time), and that the new confirmation is on its way. */
export function movedText(target: MoveTarget, formatDate: (date: string) => string): string {
  const when = target.time ? whenText(target.date, target.time, formatDate) : formatDate(target.date);
  return `Your booking is moved to ${when}. An updated confirmation is on its way to your e-mail.`;
}

/** The booked row a move starts from: the first one not cancelled. */
export function movableItem(booking: Pick<ManagedBooking, 'items'>): ManagedItem | undefined {
  return booking.items.find((item) => item.status !== 'cancelled');
}
