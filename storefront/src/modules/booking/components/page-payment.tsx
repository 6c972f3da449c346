import { useMemo } from 'react';
import { type CompanyReceipt, companyReceiptFields } from '../../checkout/company-receipt';
import { PaymentStatus } from '../../checkout/payment-status';
import { startBookingPayment, verifyBookingPayment } from '../../checkout/space-payment';
import { useCheckoutPayment } from '../../checkout/use-checkout-payment';
import { type Space } from '../../spaces/space-format';
import { type BookingPageForm } from '../booking-page-schema';
import { checkoutBookingData } from '../booking-selection';

interface PagePaymentProps {
  space: Space;
  form: BookingPageForm;
  receipt: CompanyReceipt;
  onBack(): void;
}

/** A paid booking from the booking page: hold the slot, pay, verify (spec section 4, booking page flow). */
export function PagePayment({ space, form, receipt, onBack }: PagePaymentProps) {
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
          bookingData: checkoutBookingData(space, { dates: form.dates, times: [form.time], notes: form.notes }),
        }),
      verify: verifyBookingPayment,
      failure: {
        startTitle: 'Booking Failed',
        startFallback: 'There was an error processing your booking. Please try again.',
        verifyTitle: 'Payment Verification Failed',
        verifyText: 'Payment was processed but verification failed. Please contact support.',
      },
    };
  }, [space, form, receipt]);
  const { phase, started, retry } = useCheckoutPayment(steps, { startAtOnce: true });
  return (
    <PaymentStatus
      phase={phase}
      started={started}
      successText={`Your booking of ${space.name} is confirmed. The details and a calendar invitation are on their way to ${form.email}.`}
      onRetry={() => (phase === 'failed' && !started ? onBack() : void retry())}
      onDone={onBack}
    />
  );
}
