import { formatKes } from '@coworking/domain';
import { useMemo, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { formatVenueDate } from '../../ui/format';
import { BookingCalendar } from '../booking/components/booking-calendar';
import { CheckoutDialog } from '../checkout/checkout-dialog';
import { ContactDetailsForm } from '../checkout/contact-details-form';
import { type CompanyReceipt } from '../checkout/company-receipt-schema';
import { type ContactDetails } from '../checkout/contact-details-schema';
import { PaymentStatus } from '../checkout/payment-status';
import { useCheckoutPayment } from '../checkout/use-checkout-payment';
import { usePromoCode } from '../checkout/use-promo-code';
import { periodUnit, type Plan } from './membership-rules';
import { startSubscription, verifySubscription } from './subscription-payment';

interface SubscribeDialogProps {
  plan: Plan;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Subscribe: 'Start Your Subscription' (start date) → contact details → plan booking → payment → verify. */
export default function SubscribeDialog({ plan, open, onOpenChange }: SubscribeDialogProps) {
  const [step, setStep] = useState<'start' | 'details' | 'paying'>('start');
  const [startDate, setStartDate] = useState<string>();
  const planBookingId = useRef<string>(undefined);
  const details = useRef<ContactDetails>(undefined);
  const receipt = useRef<CompanyReceipt>(undefined);
  const planPrice = Number(plan.price);
  const promo = usePromoCode({ amount: planPrice, planId: plan.id });
  const promoCode = promo.code;
  const refusePromoCode = promo.refuse;
  /** What the payer sent, filled in again when the checkout brings them back to the form (it refused the code). */
  const [sent, setSent] = useState<{ details: ContactDetails; receipt: CompanyReceipt }>();

  const steps = useMemo(
    () => ({
      async start() {
        const started = await startSubscription(plan.id, startDate!, details.current!, receipt.current, promoCode);
        planBookingId.current = started.planBookingId;
        return started.payment;
      },
      verify: (reference: string) => verifySubscription(planBookingId.current!, reference),
      failure: {
        startTitle: 'Subscription Failed',
        startFallback: 'Failed to start subscription. Please try again.',
        verifyTitle: 'Payment Verification Failed',
        verifyText: 'Payment verification failed. Please contact support.',
      },
      promoCodeRefused(message: string) {
        refusePromoCode(message);
        setSent({ details: details.current!, receipt: receipt.current! });
        setStep('details');
      },
    }),
    [plan.id, startDate, promoCode, refusePromoCode],
  );
  const { phase, started, begin, retry } = useCheckoutPayment(steps);

  function close(next: boolean) {
    onOpenChange(next);
    if (!next && phase !== 'paying') {
      setStep('start');
      setStartDate(undefined);
      setSent(undefined);
      promo.remove();
    }
  }

  const price = `${formatKes(plan.price)} / ${periodUnit(plan.period)}`;
  return (
    <CheckoutDialog
      open={open}
      onOpenChange={close}
      paying={step === 'paying'}
      title={step === 'start' ? 'Start Your Subscription' : step === 'details' ? 'Complete Your Booking' : plan.name}
      description={`${plan.name} · ${price}`}
    >
      {step === 'start' && (
        <div className="mt-5 grid gap-6 md:grid-cols-[auto_1fr]">
          <BookingCalendar
            label="Subscription start date"
            kind="membership"
            selected={startDate ? [startDate] : []}
            onPick={(date) => setStartDate(date)}
          />
          <div className="space-y-4">
            <p className="text-slate-700">
              Choose the day your membership starts. You pay {price} now; the first period runs from that day.
            </p>
            <p className="font-medium">
              {startDate ? `Starts ${formatVenueDate(startDate)}` : 'No start date chosen yet.'}
            </p>
            <Button className="w-full" disabled={!startDate} onClick={() => setStep('details')}>
              Continue
            </Button>
          </div>
        </div>
      )}
      {step === 'details' && (
        <div className="mt-5">
          <ContactDetailsForm
            submitLabel={`Pay ${formatKes(promo.total)}`}
            busyLabel="Processing..."
            busy={false}
            promo={planPrice > 0 ? promo : undefined}
            sent={sent}
            onBack={() => setStep('start')}
            onSubmit={(values, company) => {
              details.current = values;
              receipt.current = company;
              setStep('paying');
              void begin();
            }}
          />
        </div>
      )}
      {step === 'paying' && (
        <div className="mt-5">
          <PaymentStatus
            phase={phase}
            started={started}
            successText={`Subscription activated successfully! Welcome to ${plan.name}`}
            shownAmount={promo.total}
            onRetry={() => void retry()}
            onDone={() => close(false)}
          />
        </div>
      )}
    </CheckoutDialog>
  );
}
