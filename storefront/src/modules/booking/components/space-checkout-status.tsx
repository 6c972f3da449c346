import { useMemo } from 'react';
import { type CompanyReceipt, companyReceiptFields } from '../../checkout/company-receipt';
import { type ContactDetails } from '../../checkout/contact-details-schema';
import { type PayMethod, payMethodFields } from '../../checkout/pay-method-schema';
import { PaymentStatus } from '../../checkout/payment-status';
import { promoCodeField } from '../../checkout/promo-code';
import { startBookingPayment, verifyBookingPayment } from '../../checkout/space-payment';
import { useCheckoutPayment } from '../../checkout/use-checkout-payment';
import { type CheckoutBookingData } from '../booking-selection';

interface SpaceCheckoutStatusProps {
  spaceName: string;
  bookingData: CheckoutBookingData;
  details: ContactDetails;
  receipt: CompanyReceipt;
  /** How it is paid (an M-Pesa prompt or Paystack's popup), and the SMS box. */
  payMethod: PayMethod;
  /** The promo code applied before paying, if any. */
  promoCode?: string;
  /** KES the dialog showed as the total. */
  shownAmount: number;
  /** The server refused the promo code: the dialog goes back to it, to say why. */
  onPromoCodeRefused(message: string): void;
  onDone(): void;
}

/** Space checkout from the booking dialog: holds the slot and starts payment as soon as the contact details are in. */
export function SpaceCheckoutStatus({
  spaceName,
  bookingData,
  details,
  receipt,
  payMethod,
  promoCode,
  shownAmount,
  onPromoCodeRefused,
  onDone,
}: SpaceCheckoutStatusProps) {
  const steps = useMemo(
    () => ({
      start: () =>
        startBookingPayment({
          ...details,
          ...companyReceiptFields(receipt),
          ...promoCodeField(promoCode),
          ...payMethodFields(payMethod),
          bookingData,
        }),
      verify: verifyBookingPayment,
      failure: {
        startTitle: 'Payment Error',
        startFallback: 'Failed to initialize payment',
        verifyTitle: 'Payment Verification Error',
        verifyText: 'Payment may have succeeded but verification failed. Please contact support.',
      },
      promoCodeRefused: onPromoCodeRefused,
    }),
    [bookingData, details, receipt, payMethod, promoCode, onPromoCodeRefused],
  );
  const { phase, started, retry, paidOnPhone, payByCard } = useCheckoutPayment(steps, { startAtOnce: true });
  return (
    <PaymentStatus
      phase={phase}
      started={started}
      successText={`Your booking of ${spaceName} is confirmed. We have e-mailed the details and a calendar invitation to ${details.email}.`}
      shownAmount={shownAmount}
      onRetry={() => void retry()}
      onDone={onDone}
      onPaidOnPhone={paidOnPhone}
      onPayByCard={payByCard}
    />
  );
}
