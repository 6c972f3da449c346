import { api, unwrap } from '../../api/client';
import { type CompanyReceipt, companyReceiptFields } from '../checkout/company-receipt';
import { type ContactDetails } from '../checkout/contact-details-schema';
import { type PayMethod, payMethodFields } from '../checkout/pay-method-schema';
import { promoCodeField } from '../checkout/promo-code';
import { toStartedPayment } from '../checkout/space-payment';
import { type StartedPayment } from '../checkout/use-checkout-payment';
import { teamPlanBookingFields, type TeamPurchaseValues } from './team-purchase';

export interface SubscriptionOrder {
  planId: string;
  startDate: string;
  /** The buyer: the member, or for a team its billing contact. */
  details: ContactDetails;
  /** The company on the receipt of a membership for the buyer alone. */
  receipt?: CompanyReceipt;
  promoCode?: string;
  /** How it is paid (an M-Pesa prompt or Paystack's popup), and the SMS box. */
  payMethod: PayMethod;
  /** Seats for a company: the plan booking is a team membership, and the receipt is the company's. */
  team?: TeamPurchaseValues;
}

/**
 * Creates the pending plan booking, then starts paying for it (the plan's price, times the seats of a team, decided
 * by the server, less the promo code when one is given). The company name and KRA PIN go with the plan booking for a
 * team, and with the payment (for its receipt) for a membership of one.
 */
export async function startSubscription(
  order: SubscriptionOrder,
): Promise<{ planBookingId: string; payment: StartedPayment }> {
  const { planId, startDate, details, receipt, promoCode, payMethod, team } = order;
  const { id: planBookingId } = await unwrap(
    api.POST('/api/plan-bookings', {
      body: { planId, startDate, ...details, ...(team ? teamPlanBookingFields(team) : { seats: 1 }) },
    }),
  );
  const payment = toStartedPayment(
    await unwrap(
      api.POST('/api/payments/subscription/initialize', {
        body: {
          planBookingId,
          ...(receipt && !team ? companyReceiptFields(receipt) : {}),
          ...promoCodeField(promoCode),
          ...payMethodFields(payMethod),
        },
      }),
    ),
  );
  return { planBookingId, payment };
}
