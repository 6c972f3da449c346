import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, messageOf, type Schemas } from '../../api/client';
import { toast } from '../../ui/toast';
import { loadPaymentScript, openPaymentWidget, PaymentScriptError } from './paystack-widget';
import { promoCodeRefusal } from './promo-code';

/** `mpesa`: an M-Pesa PIN prompt was sent (or could not be): its panel follows it (mpesa-panel.tsx). */
export type PaymentPhase =
  'idle' | 'starting' | 'loading-script' | 'paying' | 'verifying' | 'mpesa' | 'paid' | 'free' | 'cancelled' | 'failed';

/** What the server answered when asked to start a payment; `amount` (KES) is what is charged, any code taken off. */
export interface StartedPayment extends Pick<
  Schemas['PaymentStartedDto'],
  'originalAmount' | 'discount' | 'promoCode' | 'status' | 'channel' | 'mpesaPhone' | 'message'
> {
  isFree: boolean;
  amount: number;
  reference: string | null;
  accessCode: string | null;
  authorizationUrl: string | null;
  holdExpiresAt: string | null;
}

interface CheckoutSteps {
  /** Creates what is paid for and initialises the payment on the server. */
  start(): Promise<StartedPayment>;
  /** Asks the server to verify the payment (and deliver what it paid for). */
  verify(reference: string): Promise<void>;
  /** Toast texts of the flow (they differ between space bookings and subscriptions). */
  failure: { startTitle: string; startFallback: string; verifyTitle: string; verifyText: string };
  /**
   * The server refused the promo code sent (nothing was held or charged): the caller shows why at the promo field,
   * where the payer can go on without it or apply another, instead of a toast and a retry with the same code.
   */
  promoCodeRefused?(message: string): void;
  /**
   * The server refused fields of the forms (400 with `errors`; nothing was held or charged): the caller shows them at
   * their fields and answers true, or answers false to have the refusal shown as a failure like any other.
   */
  fieldsRefused?(errors: Record<string, string>): boolean;
}

/** The server sent an M-Pesa PIN prompt (`pending`), or could not (`failed`): the page follows it, no popup. */
export function isMpesaPrompt(payment: StartedPayment): boolean {
  return payment.status === 'pending' || (payment.status === 'failed' && payment.channel === 'mpesa');
}

/**
 * The checkout flow shared by space bookings and subscriptions (spec sections 4 and 8): start on the server, load
 * the payment script, open the widget, verify. The server decides the amount; the client only shows it.
 */
export function useCheckoutPayment(steps: CheckoutSteps, options: { startAtOnce?: boolean } = {}) {
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [started, setStarted] = useState<StartedPayment>();

  const payWith = useCallback(
    async (payment: StartedPayment) => {
      if (!payment.accessCode || !payment.reference) {
        setPhase('failed');
        toast({
          title: 'Payment Error',
          description: 'Invalid payment reference received from server',
          variant: 'destructive',
        });
        return;
      }
      setPhase('loading-script');
      try {
        await loadPaymentScript();
      } catch (error) {
        setPhase('failed');
        if (error instanceof PaymentScriptError) {
          toast({
            title: 'Payment System Error',
            description: 'Failed to load payment system. Please refresh the page and try again.',
            variant: 'destructive',
          });
        }
        return;
      }
      setPhase('paying');
      const outcome = await openPaymentWidget(payment.accessCode);
      if (outcome.kind === 'cancelled') {
        setPhase('cancelled');
        toast({
          title: 'Payment Cancelled',
          description: 'You cancelled the payment process.',
          variant: 'destructive',
        });
        return;
      }
      if (outcome.kind === 'failed') {
        setPhase('failed');
        toast({ title: 'Payment Error', description: outcome.message, variant: 'destructive' });
        return;
      }
      setPhase('verifying');
      try {
        await steps.verify(outcome.reference || payment.reference);
        setPhase('paid');
        toast({
          title: 'Payment Successful!',
          description: 'Your payment was received. A confirmation is on its way to your e-mail.',
        });
      } catch {
        setPhase('failed');
        toast({ title: steps.failure.verifyTitle, description: steps.failure.verifyText, variant: 'destructive' });
      }
    },
    [steps],
  );

  const begin = useCallback(async () => {
    setPhase('starting');
    let payment: StartedPayment;
    try {
      payment = await steps.start();
    } catch (error) {
      const refusal = promoCodeRefusal(error);
      if (refusal && steps.promoCodeRefused) {
        setPhase('idle');
        steps.promoCodeRefused(refusal);
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.errors && steps.fieldsRefused?.(error.errors)) {
        setPhase('idle');
        return;
      }
      setPhase('failed');
      toast({
        title: steps.failure.startTitle,
        description: messageOf(error, steps.failure.startFallback),
        variant: 'destructive',
      });
      return;
    }
    setStarted(payment);
    if (payment.isFree || payment.status === 'free') {
      setPhase('free');
      toast({ title: 'Booking Confirmed!', description: 'Your booking is confirmed. No payment was needed.' });
      return;
    }
    if (isMpesaPrompt(payment)) {
      setPhase('mpesa');
      return;
    }
    await payWith(payment);
  }, [steps, payWith]);

  // The space checkout starts by itself once the contact details are in (spec section 4); once, even under StrictMode.
  const begun = useRef(false);
  useEffect(() => {
    if (!options.startAtOnce || begun.current) return;
    begun.current = true;
    void begin();
  }, [options.startAtOnce, begin]);

  /** After a cancel or a widget failure, pay for the same (still held) transaction again. */
  const retry = useCallback(() => (started ? payWith(started) : begin()), [started, payWith, begin]);

  /** The M-Pesa prompt was paid on the phone: the server has confirmed what it paid for already. */
  const paidOnPhone = useCallback(() => {
    setPhase('paid');
    toast({
      title: 'Payment Successful!',
      description: 'Your payment was received. A confirmation is on its way to your e-mail.',
    });
  }, []);

  /** "Pay another way" after an M-Pesa prompt: the new attempt's Paystack checkout opens, as a card checkout does. */
  const payByCard = useCallback(
    (payment: StartedPayment) => {
      setStarted(payment);
      void payWith(payment);
    },
    [payWith],
  );

  return { phase, started, begin, retry, paidOnPhone, payByCard };
}
