import { type Schemas } from '../../api/client';
import {
  attemptOf,
  countdownAnnouncement,
  countdownText,
  EXTRA_WAIT_SECONDS,
  type MpesaAttempt,
  PROMPT_SECONDS,
  shouldPoll,
  stageHeading,
  stageOf,
  stageStatus,
  withProgress,
} from './mpesa-progress';

const SENT_AT = 1_000_000;
const at = (seconds: number) => SENT_AT + seconds * 1000;

const sent = (): MpesaAttempt =>
  attemptOf(
    {
      reference: 'SCH-1',
      status: 'pending',
      mpesaPhone: '0712 345 678',
      message: 'Check your phone (0712 345 678) and enter your M-Pesa PIN to pay.',
    },
    SENT_AT,
  );

const progress = (values: Partial<Schemas['PaymentProgressDto']>): Schemas['PaymentProgressDto'] => ({
  reference: 'SCH-1',
  status: 'pending',
  channel: 'mpesa',
  mpesaPhone: '0712 345 678',
  message: 'Check your phone',
  canRetry: false,
  holdExpiresAt: null,
  checkAgainInSeconds: 10,
  ...values,
});

describe('following an M-Pesa PIN prompt', () => {
  it('counts down about a minute from when the prompt was sent, then keeps waiting a little, then offers to retry', () => {
    const attempt = sent();
    expect(stageOf(attempt, at(0))).toEqual({ kind: 'waiting', secondsLeft: PROMPT_SECONDS });
    expect(stageOf(attempt, at(15.4))).toEqual({ kind: 'waiting', secondsLeft: PROMPT_SECONDS - 15 });
    expect(stageOf(attempt, at(PROMPT_SECONDS))).toEqual({ kind: 'still-waiting' });
    expect(stageOf(attempt, at(PROMPT_SECONDS + EXTRA_WAIT_SECONDS - 1))).toEqual({ kind: 'still-waiting' });
    expect(stageOf(attempt, at(PROMPT_SECONDS + EXTRA_WAIT_SECONDS))).toEqual({ kind: 'no-answer' });
    expect(stageHeading(stageOf(attempt, at(0)))).toBe('Check your phone and enter your M-Pesa PIN');
    expect(stageHeading(stageOf(attempt, at(PROMPT_SECONDS)))).toBe('Still waiting for M-Pesa…');
  });

  it('keeps asking the server while the prompt has no outcome, however long the countdown ran, and stops after', () => {
    expect(shouldPoll(sent())).toBe(true);
    expect(shouldPoll(withProgress(sent(), progress({ status: 'success', message: 'Paid' })))).toBe(false);
    expect(shouldPoll(withProgress(sent(), progress({ status: 'failed', message: 'Cancelled' })))).toBe(false);
  });

  it('ends paid, or failed with the server words and whether a new attempt may be made', () => {
    expect(stageOf(withProgress(sent(), progress({ status: 'success' })), at(5))).toEqual({ kind: 'paid' });
    const declined = withProgress(
      sent(),
      progress({
        status: 'failed',
        message: 'The M-Pesa request was cancelled on the phone, so nothing was paid.',
        canRetry: true,
      }),
    );
    expect(stageOf(declined, at(5))).toEqual({ kind: 'failed' });
    expect(declined.canRetry).toBe(true);
    expect(stageStatus(stageOf(declined, at(5)), declined)).toBe(
      'The M-Pesa request was cancelled on the phone, so nothing was paid.',
    );
    expect(stageOf(withProgress(sent(), progress({ status: 'abandoned' })), at(5))).toEqual({ kind: 'failed' });
  });

  it("ignores an answer about an earlier prompt, and never undoes an outcome with a late poll's answer", () => {
    const attempt = sent();
    expect(withProgress(attempt, progress({ reference: 'SCH-0', status: 'failed' }))).toBe(attempt);
    const paid = withProgress(attempt, progress({ status: 'success' }));
    expect(withProgress(paid, progress({ status: 'pending' }))).toBe(paid);
  });

  it('treats a prompt that could not be sent as failed and retryable from the start', () => {
    const notSent = attemptOf(
      { reference: 'SCH-2', status: 'failed', mpesaPhone: '0712 345 678', message: 'We could not send it.' },
      SENT_AT,
    );
    expect(stageOf(notSent, at(0))).toEqual({ kind: 'failed' });
    expect(notSent.canRetry).toBe(true);
    expect(shouldPoll(notSent)).toBe(false);
  });

  it('shows every second but announces the countdown only in a few steps', () => {
    expect(countdownText(60)).toBe('1:00');
    expect(countdownText(9)).toBe('0:09');
    const said = new Set(Array.from({ length: PROMPT_SECONDS }, (_, index) => countdownAnnouncement(index + 1)));
    expect(said.size).toBe(3);
  });
});
