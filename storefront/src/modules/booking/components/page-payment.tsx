import { useMemo } from 'react';
import { type CompanyReceipt, companyReceiptFields } from '../../checkout/company-receipt';
import { type PayMethod, payMethodFields } from '../../checkout/pay-method-schema';
import { PaymentStatus } from '../../checkout/payment-status';
import { promoCodeField } from '../../checkout/promo-code';
import { startBookingPayment, verifyBookingPayment } from '../../checkout/space-payment';
import { useCheckoutPayment } from '../../checkout/use-checkout-payment';
import { type Space } from '../../spaces/space-format';
import { type BookingPageForm } from '../booking-page-schema';
import { checkoutBookingData } from '../booking-selection';

interface PagePaymentProps {
  space: Space;
  form: BookingPageForm;
  receipt: CompanyReceipt;
  /** How it is paid (an M-Pesa prompt or Paystack's popup), and the SMS box. */
  payMethod: PayMethod;
  /** The promo code applied before paying, if any. */
  promoCode?: string;
  /** KES the page showed as the total: only a promo code's total is shown there before paying. */
  shownAmount?: number;
  /** The server refused the promo code: the page goes back to its form, to say why. */
  onPromoCodeRefused(message: string): void;
  /** Back to the form as it was left, e.g. when the payment could not start. */
  onBack(): void;
  /** The booking is paid and confirmed: the form starts afresh. */
  onDone(): void;
}

/** A paid booking from the booking page: hold the slot, pay, verify (spec section 4, booking page flow). */
export function PagePayment({
  space,
  form,
  receipt,
  payMethod,
  promoCode,
  shownAmount,
  onPromoCodeRefused,
  onBack,
  onDone,
}: PagePaymentProps) {
  const steps = useMemo(() => {
    const { firstName, lastName, email, phone } = form;
    return {
      start: () =>
        startBookingPayment({
          firstName,
          lastName,
          email,
          phone,
          ...companyReceiptFields(receipt),
          ...promoCodeField(promoCode),
          ...payMethodFields(payMethod),
          bookingData: checkoutBookingData(space, { dates: form.dates, times: [form.time], notes: form.notes }),
        }),
      verify: verifyBookingPayment,
      failure: {
        startTitle: 'Booking Failed',
        startFallback: 'There was an error processing your booking. Please try again.',
        verifyTitle: 'Payment Verification Failed',
        verifyText: 'Payment was processed but verification failed. Please contact support.',
      },
      promoCodeRefused: onPromoCodeRefused,
    };
  }, [space, form, receipt, payMethod, promoCode, onPromoCodeRefused]);
  const { phase, started, retry, paidOnPhone, payByCard } = useCheckoutPayment(steps, { startAtOnce: true });
  return (
    <PaymentStatus
      phase={phase}
      started={started}
      successText={`Your booking of ${space.name} is confirmed. The details and a calendar invitation are on their way to ${form.email}.`}
      shownAmount={shownAmount}
      onRetry={() => (phase === 'failed' && !started ? onBack() : void retry())}
      onDone={onDone}
      onPaidOnPhone={paidOnPhone}
      onPayByCard={payByCard}
    />
  );
}
