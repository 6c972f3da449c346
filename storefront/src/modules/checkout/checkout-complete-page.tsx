import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../app/router';
import { SITE } from '../../app/site-config';
import { ButtonLink } from '../../ui/button';
import { Card, Container } from '../../ui/layout';
import { verifyBookingPayment } from './space-payment';

/** Where the hosted payment page sends the payer back (`?reference=&trxref=`): verify, then say how it went. */
export default function CheckoutCompletePage() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const [state, setState] = useState<'checking' | 'paid' | 'failed'>('checking');
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (!reference) return setState('failed');
    verifyBookingPayment(reference).then(
      () => setState('paid'),
      () => setState('failed'),
    );
  }, [reference]);

  return (
    <section className="py-16">
      <Container className="max-w-2xl">
        <h1 className="text-3xl font-bold">Payment Status</h1>
        <Card className="mt-6" aria-live="polite">
          {state === 'checking' && (
            <p className="flex items-center gap-2">
              <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Processing...
            </p>
          )}
          {state === 'paid' && (
            <>
              <p className="flex items-center gap-2 text-lg font-bold text-green-800">
                <CheckCircle2 aria-hidden="true" className="size-6" /> Payment Successful!
              </p>
              <p className="mt-2 text-slate-700">
                Your booking is confirmed. The details and a calendar invitation are on their way to your e-mail.
              </p>
            </>
          )}
          {state === 'failed' && (
            <>
              <p className="flex items-center gap-2 text-lg font-bold text-red-800">
                <XCircle aria-hidden="true" className="size-6" /> Payment Verification Failed
              </p>
              <p className="mt-2 text-slate-700">
                Payment was processed but verification failed. Please contact support on {SITE.phone} or {SITE.email}
                {reference ? ` and quote reference ${reference}` : ''}.
              </p>
            </>
          )}
          <ButtonLink to="/spaces" variant="outline" className="mt-6">
            Back to Spaces
          </ButtonLink>
        </Card>
      </Container>
    </section>
  );
}
