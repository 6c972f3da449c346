import { OFFLINE_PAYMENT_CHANNELS, type OfflinePaymentChannel } from '@coworking/domain';
import { type Payment } from '../entities/payment.entity.js';

/** Only a successful payment, or a rejected one (whose money all goes back), can be refunded. */
export function isRefundable(payment: Payment): boolean {
  return payment.status === 'success' || payment.status === 'rejected';
}

/** What a payment took: the price, or for a rejected payment what Paystack actually charged. */
export function paidCents(payment: Payment): number {
  return payment.status === 'rejected' ? (payment.receivedCents ?? 0) : payment.amountCents;
}

/** A payment staff took at the desk: its refunds are handed back by staff, never sent to Paystack. */
export function isDeskPayment(payment: Payment): boolean {
  return payment.recordedByUsername !== null && isOfflineChannel(payment.channel);
}

function isOfflineChannel(channel: string | null): channel is OfflinePaymentChannel {
  return (OFFLINE_PAYMENT_CHANNELS as readonly (string | null)[]).includes(channel);
}
