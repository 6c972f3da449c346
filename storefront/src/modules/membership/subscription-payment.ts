import { api, unwrap } from '../../api/client';
import { type CompanyReceipt, companyReceiptFields } from '../checkout/company-receipt';
import { type ContactDetails } from '../checkout/contact-details-schema';
import { promoCodeField } from '../checkout/promo-code';
import { toStartedPayment } from '../checkout/space-payment';
import { type StartedPayment } from '../checkout/use-checkout-payment';

/**
 * Creates the pending plan booking, then starts paying for it (the plan's price, decided by the server, less the
 * promo code when one is given); the company name and KRA PIN, when given, go on the receipt.
 */
export async function startSubscription(
  planId: string,
  startDate: string,
  details: ContactDetails,
  receipt?: CompanyReceipt,
  promoCode?: string,
): Promise<{ planBookingId: string; payment: StartedPayment }> {
  const { id: planBookingId } = await unwrap(
    api.POST('/api/plan-bookings', { body: { planId, startDate, ...details } }),
  );
  const payment = toStartedPayment(
    await unwrap(
      api.POST('/api/payments/subscription/initialize', {
        body: { planBookingId, ...(receipt ? companyReceiptFields(receipt) : {}), ...promoCodeField(promoCode) },
      }),
    ),
  );
  return { planBookingId, payment };
}

/** Verifies the payment and activates the plan booking. */
export async function verifySubscription(planBookingId: string, reference: string): Promise<void> {
  const verified = await unwrap(api.POST('/api/payments/subscription/verify', { body: { planBookingId, reference } }));
  if (!verified.success) throw new Error(verified.message);
}
