import { formatKes, normalizeMpesaPhone } from '@coworking/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Smartphone } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, messageOf } from '../../api/client';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/form-field';
import {
  attemptOf,
  countdownText,
  type MpesaAttempt,
  POLL_EVERY_MS,
  PROMPT_SECONDS,
  shouldPoll,
  stageHeading,
  stageOf,
  stageStatus,
  withProgress,
} from './mpesa-progress';
import { mpesaPhoneSchema } from './pay-method-schema';
import { paymentProgress, retryPayment } from './payment-attempts';
import { toStartedPayment } from './space-payment';
import { type StartedPayment } from './use-checkout-payment';

const retrySchema = z.object({ mpesaPhone: mpesaPhoneSchema });
type RetryForm = z.infer<typeof retrySchema>;

export interface MpesaPanelProps {
  /** The checkout's answer: an M-Pesa prompt sent (`pending`) or not sent (`failed`). */
  started: StartedPayment;
  /** Paid on the phone: the server has confirmed what was paid for. */
  onPaid(): void;
  /** "Pay another way": the new attempt's Paystack checkout, to open as the card flow does. */
  onPayByCard(payment: StartedPayment): void;
}

/** A started attempt, from the server's answer to a start or a retry. */
function attemptFrom(started: Pick<StartedPayment, 'status' | 'mpesaPhone' | 'message' | 'reference'>): MpesaAttempt {
  return attemptOf({ ...started, reference: started.reference ?? '' }, Date.now());
}

/**
 * "Check your phone and enter your M-Pesa PIN": the number prompted, a countdown of about a minute, and the server
 * asked every few seconds where the payment stands. Paid → the checkout's confirmation; declined, cancelled or timed
 * out → the server's words, "Try again" (a new prompt, to the same or another number) and "Pay another way"
 * (Paystack's popup). Loaded on first use: most pages never show it.
 */
export default function MpesaPanel({ started, onPaid, onPayByCard }: MpesaPanelProps) {
  const [attempt, setAttempt] = useState(() => attemptFrom(started));
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState<'retry' | 'card'>();
  const [refusal, setRefusal] = useState<string>();
  // A second press before the first one's answer (even within one render) must not send a second request.
  const inFlight = useRef(false);
  const stage = stageOf(attempt, now);
  const pending = shouldPoll(attempt);

  // The countdown's clock, while the prompt is open.
  useEffect(() => {
    if (!pending) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [pending, attempt.reference]);

  // Where the payment stands, every few seconds while it has no outcome (one request at a time).
  useEffect(() => {
    if (!pending) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const ask = async () => {
      try {
        const progress = await paymentProgress(attempt.reference);
        if (!stopped) setAttempt((current) => withProgress(current, progress));
      } catch {
        // A lost answer (the network, a restart) is asked again at the next turn.
      } finally {
        if (!stopped) timer = setTimeout(() => void ask(), POLL_EVERY_MS);
      }
    };
    timer = setTimeout(() => void ask(), POLL_EVERY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pending, attempt.reference]);

  const paid = attempt.status === 'success';
  useEffect(() => {
    if (paid) onPaid();
  }, [paid, onPaid]);

  // The heading takes the focus when the panel appears, when a prompt fails and when a new one is sent.
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const focusKey = `${attempt.reference}:${stage.kind === 'failed' ? 'failed' : 'open'}`;
  useEffect(() => heading.current?.focus(), [focusKey]);

  const form = useForm<RetryForm>({
    resolver: zodResolver(retrySchema),
    defaultValues: { mpesaPhone: started.mpesaPhone ?? '' },
  });
  const { setError, setValue } = form;

  const send = useCallback(
    async (action: 'retry' | 'card', mpesaPhone?: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(action);
      setRefusal(undefined);
      try {
        const answer = await retryPayment(
          attempt.reference,
          action === 'card' ? { channel: 'card' } : { channel: 'mpesa', mpesaPhone },
        );
        const next = toStartedPayment(answer);
        if (answer.status === 'checkout') return onPayByCard(next);
        setAttempt(attemptFrom(next));
        if (next.mpesaPhone) setValue('mpesaPhone', next.mpesaPhone);
      } catch (error) {
        if (error instanceof ApiError && error.errors?.mpesaPhone)
          setError('mpesaPhone', { message: error.errors.mpesaPhone }, { shouldFocus: true });
        else setRefusal(messageOf(error, 'The payment could not be tried again. Please try once more.'));
      } finally {
        inFlight.current = false;
        setBusy(undefined);
      }
    },
    [attempt.reference, onPayByCard, setError, setValue],
  );

  // A prompt with no answer long after the countdown may be tried again too: the server refuses (and says so) while
  // M-Pesa still has it open, so no second charge can start beside it.
  const canAct = (stage.kind === 'failed' && attempt.canRetry) || stage.kind === 'no-answer';
  const waiting = stage.kind === 'waiting' || stage.kind === 'still-waiting' || stage.kind === 'no-answer';
  const secondsLeft = stage.kind === 'waiting' ? stage.secondsLeft : 0;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-green-200 bg-green-50/60 p-5">
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold text-slate-900 focus:outline-none"
      >
        <Smartphone aria-hidden="true" className="size-6 shrink-0 text-green-800" />
        {stageHeading(stage)}
      </h3>
      {waiting && attempt.phone && (
        <p className="mt-2 text-slate-800">
          We sent a payment request
          {started.amount > 0 && (
            <>
              {' '}
              for <strong>{formatKes(started.amount)}</strong>
            </>
          )}{' '}
          to <strong>{attempt.phone}</strong>. Unlock your phone, check the M-Pesa prompt and enter your PIN.
        </p>
      )}
      {stage.kind === 'waiting' && (
        <div className="mt-4 flex items-center gap-3" aria-hidden="true">
          <span className="font-mono text-2xl font-bold tabular-nums text-green-900">{countdownText(secondsLeft)}</span>
          <span className="h-2 flex-1 overflow-hidden rounded-full bg-green-100">
            <span
              className="block h-full rounded-full bg-green-700 transition-[width] duration-1000 ease-linear"
              style={{ width: `${(secondsLeft / PROMPT_SECONDS) * 100}%` }}
            />
          </span>
        </div>
      )}
      <p role="status" className={stage.kind === 'waiting' ? 'sr-only' : 'mt-3 font-medium text-slate-800'}>
        {stageStatus(stage, attempt)}
      </p>
      {(stage.kind === 'waiting' || stage.kind === 'still-waiting') && (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Waiting for M-Pesa to confirm…
        </p>
      )}
      {refusal && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
      {canAct && (
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={form.handleSubmit(({ mpesaPhone }) =>
            send('retry', normalizeMpesaPhone(mpesaPhone) ?? mpesaPhone.trim()),
          )}
        >
          <TextField
            label="M-Pesa number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="The PIN prompt goes to this phone; change it to use another number."
            error={form.formState.errors.mpesaPhone?.message}
            disabled={!!busy}
            {...form.register('mpesaPhone')}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" disabled={!!busy}>
              {busy === 'retry' ? 'Sending…' : 'Try again'}
            </Button>
            <Button variant="outline" disabled={!!busy} onClick={() => void send('card')}>
              {busy === 'card' ? 'Opening…' : 'Pay another way'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
