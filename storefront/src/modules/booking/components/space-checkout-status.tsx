import { useEffect, useMemo, useRef } from 'react';
import { api, unwrap } from '../../../api/client';
import { type ContactDetails } from '../../checkout/contact-details-schema';
import { PaymentStatus } from '../../checkout/payment-status';
import { type StartedPayment, useCheckoutPayment } from '../../checkout/use-checkout-payment';
import { type CheckoutPayload } from '../booking-selection';

interface SpaceCheckoutStatusProps {
  payload: CheckoutPayload;
  details: ContactDetails;
  total: number;
  onDone(): void;
}

/** Space checkout: holds the slot and starts payment on the server as soon as the contact details are in. */
export function SpaceCheckoutStatus({ payload, details, onDone }: SpaceCheckoutStatusProps) {
  const steps = useMemo(
    () => ({
      async start(): Promise<StartedPayment> {
        const started = await unwrap(api.POST('/api/payments/booking/initialize', { body: { ...details, bookingData: payload } }));
        const data = started.data as { reference?: string | null; access_code?: string | null; authorization_url?: string | null };
        return {
          isFree: started.isFree,
          amount: started.amount,
          reference: data.reference ?? null,
          accessCode: data.access_code ?? null,
          authorizationUrl: data.authorization_url ?? null,
          holdExpiresAt: started.holdExpiresAt ?? null,
        };
      },
      async verify(reference: string) {
        const verified = await unwrap(api.POST('/api/payments/verify', { body: { reference } }));
        if (!verified.success) throw new Error(verified.message);
      },
      failure: {
        startTitle: 'Payment Error',
        startFallback: 'Failed to initialize payment',
        verifyTitle: 'Payment Verification Error',
        verifyText: 'Payment may have succeeded but verification failed. Please contact support.',
      },
    }),
    [payload, details],
  );
  const { phase, started, begin, retry } = useCheckoutPayment(steps);
  const begun = useRef(false);
  useEffect(() => {
    // Payment starts by itself once the contact form is done (spec section 4); once, even under StrictMode.
    if (begun.current) return;
    begun.current = true;
    void begin();
  }, [begin]);

  return (
    <PaymentStatus
      phase={phase}
      started={started}
      successText={`Your booking of ${payload.spaceTitle} is confirmed. We have e-mailed the details and a calendar invitation to ${details.email}.`}
      onRetry={() => void retry()}
      onDone={onDone}
    />
  );
}
