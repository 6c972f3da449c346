import { api, unwrap } from '../../api/client';

// Only what the membership page needs for a payer coming back from the hosted payment page: starting a subscription
// (subscription-start.ts) is the subscribe dialog's, which loads on first use.

/** Verifies the payment and activates the plan booking. */
export async function verifySubscription(planBookingId: string, reference: string): Promise<void> {
  const verified = await unwrap(api.POST('/api/payments/subscription/verify', { body: { planBookingId, reference } }));
  if (!verified.success) throw new Error(verified.message);
}
