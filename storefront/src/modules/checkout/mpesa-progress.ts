import { type Schemas } from '../../api/client';

// Where an M-Pesa PIN prompt stands, as the checkout's panel shows it: pure rules of the countdown and the polling, so
// they are tested without a browser (mpesa-progress.spec.ts). The panel (mpesa-panel.tsx) only keeps the clock.

/** About how long M-Pesa keeps a PIN prompt open on the phone. */
export const PROMPT_SECONDS = 60;
/** After the countdown, how long the page keeps waiting (answers can arrive late) before offering to try again. */
export const EXTRA_WAIT_SECONDS = 45;
/** How often the page asks where the payment stands (the server asks Paystack at most once per 10 s itself). */
export const POLL_EVERY_MS = 3_000;

export type PaymentProgressStatus = Schemas['PaymentProgressDto']['status'];

/** One prompt (one payment reference) and what is known of it. */
export interface MpesaAttempt {
  reference: string;
  /** The phone prompted, as its owner reads it ('0712 345 678'). */
  phone: string | null;
  status: PaymentProgressStatus;
  /** The server's words for where it stands. */
  message: string;
  /** Whether a new attempt may be made (declined or timed out, while the booking is still held). */
  canRetry: boolean;
  /** When the page learned the prompt was sent (ms, the page's clock): the countdown runs from here. */
  sentAt: number;
}

export type MpesaStage =
  /** The prompt is on the phone: the countdown runs. */
  | { kind: 'waiting'; secondsLeft: number }
  /** The countdown ran out but M-Pesa may still answer: the page keeps asking. */
  | { kind: 'still-waiting' }
  /** Still no answer long after the countdown: the payer may try again (the page keeps asking meanwhile). */
  | { kind: 'no-answer' }
  | { kind: 'paid' }
  /** Declined, cancelled or timed out on the phone, or never sent: the server's message says which. */
  | { kind: 'failed' };

/** The answer to starting (or retrying) a checkout, for the fields the panel reads. */
export type PromptStarted = Pick<Schemas['PaymentStartedDto'], 'status' | 'mpesaPhone' | 'message'> & {
  reference: string;
};

/** A prompt just sent (`pending`), or one that could not be sent (`failed`), as an attempt to follow. */
export function attemptOf(started: PromptStarted, now: number): MpesaAttempt {
  const sent = started.status === 'pending' || started.status === 'checkout';
  return {
    reference: started.reference,
    phone: started.mpesaPhone,
    status: started.status === 'free' ? 'success' : sent ? 'pending' : 'failed',
    message: started.message,
    canRetry: !sent,
    sentAt: now,
  };
}

/**
 * The attempt with the server's latest word on it. An answer about another reference (a poll sent before "Try
 * again" started a new prompt) changes nothing, and an outcome is never undone by a late answer.
 */
export function withProgress(attempt: MpesaAttempt, progress: Schemas['PaymentProgressDto']): MpesaAttempt {
  if (progress.reference !== attempt.reference || attempt.status !== 'pending') return attempt;
  return {
    ...attempt,
    status: progress.status,
    message: progress.message,
    canRetry: progress.canRetry,
    phone: progress.mpesaPhone ?? attempt.phone,
  };
}

export function stageOf(attempt: MpesaAttempt, now: number): MpesaStage {
  if (attempt.status === 'success') return { kind: 'paid' };
  if (attempt.status !== 'pending') return { kind: 'failed' };
  const elapsed = Math.max(0, Math.floor((now - attempt.sentAt) / 1000));
  if (elapsed < PROMPT_SECONDS) return { kind: 'waiting', secondsLeft: PROMPT_SECONDS - elapsed };
  return elapsed < PROMPT_SECONDS + EXTRA_WAIT_SECONDS ? { kind: 'still-waiting' } : { kind: 'no-answer' };
}

/** The page keeps asking while the prompt has no outcome, whatever the countdown says. */
export function shouldPoll(attempt: MpesaAttempt): boolean {
  return attempt.status === 'pending';
}

/** '0:45': the countdown as shown (not announced: see `countdownAnnouncement`). */
export function countdownText(secondsLeft: number): string {
  const seconds = Math.max(0, secondsLeft);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What a screen reader hears of the countdown: a few steps, not every second (a polite status announces each change).
 */
export function countdownAnnouncement(secondsLeft: number): string {
  if (secondsLeft > 30) return 'You have about a minute to enter your PIN.';
  if (secondsLeft > 10) return 'About 30 seconds left to enter your PIN.';
  return 'About 10 seconds left to enter your PIN.';
}

/** The heading of the panel for each stage. */
export function stageHeading(stage: MpesaStage): string {
  switch (stage.kind) {
    case 'waiting':
      return 'Check your phone and enter your M-Pesa PIN';
    case 'still-waiting':
      return 'Still waiting for M-Pesa…';
    case 'no-answer':
      return 'No answer from M-Pesa yet';
    case 'paid':
      return 'Payment received';
    case 'failed':
      return 'The M-Pesa payment did not go through';
  }
}

/** What the status line says (and a screen reader announces) in each stage. */
export function stageStatus(stage: MpesaStage, attempt: MpesaAttempt): string {
  switch (stage.kind) {
    case 'waiting':
      return countdownAnnouncement(stage.secondsLeft);
    case 'still-waiting':
      return 'If you entered your PIN, the payment can take a few more moments to arrive. This page keeps checking.';
    case 'no-answer':
      return 'M-Pesa has not answered yet. If no prompt came, or you closed it, try again or pay another way.';
    case 'paid':
    case 'failed':
      return attempt.message;
  }
}
