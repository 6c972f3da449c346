import { api, type Schemas, unwrap } from '../../api/client';
import { type PayChannel } from './pay-method-schema';

// The calls that follow a checkout's payment after it started: only the M-Pesa panel, loaded on first use, needs them.

/** Where the payment `reference` stands (an M-Pesa prompt stays `pending` until answered on the phone). */
export function paymentProgress(reference: string): Promise<Schemas['PaymentProgressDto']> {
  return unwrap(api.GET('/api/payments/{reference}/status', { params: { path: { reference } } }));
}

/**
 * A new attempt at the checkout `reference` belongs to, for the same hold: a new M-Pesa prompt (to `mpesaPhone`, or
 * the number prompted last) or Paystack's checkout. Its answer names the new reference to follow.
 */
export function retryPayment(
  reference: string,
  body: { channel: PayChannel; mpesaPhone?: string },
): Promise<Schemas['PaymentStartedDto']> {
  return unwrap(api.POST('/api/payments/{reference}/retry', { params: { path: { reference } }, body }));
}
