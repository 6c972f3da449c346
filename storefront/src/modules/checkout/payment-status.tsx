import { formatKes } from '@coworking/domain';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { SITE } from '../../app/site-config';
import { Button } from '../../ui/button';
import { onFirstUse } from '../../ui/format';
import { loadMpesaPanel } from './mpesa-panel-loader';
import { chargedAmountChangedText, promoCodeLines } from './promo-code';
import { type PaymentPhase, type StartedPayment } from './use-checkout-payment';

// The M-Pesa panel (countdown, polling, try again) loads when a prompt is first sent, like Paystack's script.
const MpesaPanel = lazy(loadMpesaPanel);

const HOLD_TIME = onFirstUse(
  () => new Intl.DateTimeFormat('en-KE', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: SITE.timeZone }),
);

interface PaymentStatusProps {
  phase: PaymentPhase;
  started?: StartedPayment;
  /** Shown on success, e.g. 'Your booking is confirmed'. */
  successText: string;
  /** KES the page showed as the price to pay (any promo code taken off), to say so when the server charges another. */
  shownAmount?: number;
  onRetry(): void;
  onDone(): void;
  /** The M-Pesa prompt was paid on the phone. */
  onPaidOnPhone(): void;
  /** "Pay another way" after an M-Pesa prompt: open Paystack's popup for the new attempt. */
  onPayByCard(payment: StartedPayment): void;
}

/** Where the checkout stands: processing, the payment widget or the M-Pesa prompt, the held slot, and the outcome. */
export function PaymentStatus({
  phase,
  started,
  successText,
  shownAmount,
  onRetry,
  onDone,
  onPaidOnPhone,
  onPayByCard,
}: PaymentStatusProps) {
  const busy = phase === 'starting' || phase === 'loading-script' || phase === 'paying' || phase === 'verifying';
  const hold = started?.holdExpiresAt ? new Date(started.holdExpiresAt) : undefined;
  const promo =
    started?.promoCode && started.discount > 0
      ? promoCodeLines({ ...started, code: started.promoCode, total: started.amount })
      : undefined;
  return (
    <div className="space-y-4">
      {/* Outside the polite region below: the panel says itself what a screen reader should hear, and when. */}
      {phase === 'mpesa' && started && (
        <Suspense
          fallback={
            <p className="flex items-center gap-2 font-medium text-slate-800">
              <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Processing...
            </p>
          }
        >
          <MpesaPanel key={started.reference} started={started} onPaid={onPaidOnPhone} onPayByCard={onPayByCard} />
        </Suspense>
      )}
      <div className="space-y-4" aria-live="polite">
        {busy && (
          <p className="flex items-center gap-2 font-medium text-slate-800">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            {phase === 'loading-script'
              ? 'Loading payment system...'
              : phase === 'paying'
                ? 'Complete the payment in the secure Paystack window.'
                : 'Processing...'}
          </p>
        )}
        {started &&
          !started.isFree &&
          (phase === 'paying' || phase === 'mpesa' || phase === 'cancelled' || phase === 'failed') && (
            <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              <p>
                Amount due:{' '}
                {promo && (
                  <>
                    <del>
                      <span className="sr-only">Previously </span>
                      {promo.originalPrice}
                    </del>{' '}
                  </>
                )}
                <strong>{formatKes(started.amount)}</strong>
                {promo && ` (${promo.discountLabel} ${promo.discountAmount})`}.
                {hold &&
                  ` We are holding your booking until ${HOLD_TIME().format(hold)} ${SITE.timeZoneLabel}; after that the slot is released.`}
              </p>
              {shownAmount !== undefined && shownAmount !== started.amount && (
                <p className="mt-2 font-medium">{chargedAmountChangedText(shownAmount, started.amount)}</p>
              )}
            </div>
          )}
        {(phase === 'paid' || phase === 'free') && (
          <div className="rounded-xl border border-green-200 bg-green-50 p-5 text-green-900">
            <p className="flex items-center gap-2 text-lg font-bold">
              <CheckCircle2 aria-hidden="true" className="size-6" />
              {phase === 'free' ? 'Booking Confirmed!' : 'Payment Successful!'}
            </p>
            <p className="mt-1">{successText}</p>
            {/* The payment frame or the submit button had focus and is gone: the outcome's action takes it. */}
            <Button className="mt-4" onClick={onDone} autoFocus>
              Done
            </Button>
          </div>
        )}
        {(phase === 'cancelled' || phase === 'failed') && (
          <div className="flex flex-wrap gap-3">
            <Button onClick={onRetry} autoFocus>
              Try Payment Again
            </Button>
            {started?.authorizationUrl && (
              <a
                className="inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold text-brand-800 underline"
                href={started.authorizationUrl}
              >
                Pay on the secure payment page instead
              </a>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
