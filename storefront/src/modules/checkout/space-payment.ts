import { api, type Schemas, unwrap } from '../../api/client';
import { type StartedPayment } from './use-checkout-payment';

/** The server's answer to "start paying", in the checkout's terms. */
export function toStartedPayment(started: Schemas['PaymentStartedDto']): StartedPayment {
  return {
    isFree: started.isFree,
    amount: started.amount,
    reference: started.data.reference,
    accessCode: started.data.access_code,
    authorizationUrl: started.data.authorization_url,
    holdExpiresAt: started.holdExpiresAt,
    originalAmount: started.originalAmount,
    discount: started.discount,
    promoCode: started.promoCode,
    status: started.status,
    channel: started.channel,
    mpesaPhone: started.mpesaPhone,
    message: started.message,
  };
}

/**
 * Holds the booking and opens the payment on the server; the amount is the server's, with the promo code, when one
 * is sent, taken off (a refused code holds nothing and answers why).
 */
export async function startBookingPayment(body: Schemas['InitializeBookingPaymentDto']): Promise<StartedPayment> {
  return toStartedPayment(await unwrap(api.POST('/api/payments/booking/initialize', { body })));
}

/** Verifies a booking payment (and confirms the booking, once). */
export async function verifyBookingPayment(reference: string): Promise<void> {
  const verified = await unwrap(api.POST('/api/payments/verify', { body: { reference } }));
  if (!verified.success) throw new Error(verified.message);
}
