import { type Clock } from '../../../common/clock/clock.js';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type PaymentStartedDto } from '../dto/payment.dto.js';
import { Payment, type PaymentStatus } from '../entities/payment.entity.js';
import { type PaymentCheckouts } from '../payment-checkouts.service.js';
import { type PaymentFulfilment } from '../payment-fulfilment.service.js';
import { PaymentError } from '../payment.errors.js';
import { type PaymentsRepository } from '../payments.repository.js';
import { type PaystackClient, PaystackError } from '../paystack/paystack.client.js';
import { type PaystackTransaction } from '../paystack/paystack.types.js';
import { type PayMethod } from './mpesa-prompts.service.js';
import { CHARGE_CHECK_GAP_MS, PaymentAttempts } from './payment-attempts.service.js';

const NOW = new Date('2026-12-04T07:00:00Z');
const PHONE = '254712345678';

/** Payments as the attempts see them: rows by reference, the newest attempt of a checkout, the 10 s check claim. */
class AttemptsTable {
  readonly rows: Payment[] = [];
  checkedAt = new Map<string, Date>();

  add(status: PaymentStatus, fields: Partial<Payment> = {}): Payment {
    const payment = new Payment(`SCH-${this.rows.length + 1}`, 'booking', 'group-1', 300_000, 'payer@example.com');
    Object.assign(payment, { status, channel: 'mobile_money', payerPhone: PHONE, createdAt: new Date(NOW) }, fields);
    payment.createdAt = new Date(NOW.getTime() + this.rows.length);
    this.rows.push(payment);
    return payment;
  }

  repository(): PaymentsRepository {
    const byReference = (reference: string) => this.rows.find((row) => row.reference === reference) ?? null;
    const newest = (first: string) =>
      this.rows.filter((row) => row.reference === first || row.retryOf === first).at(-1) ?? null;
    const fake: Pick<
      PaymentsRepository,
      | 'findByReference'
      | 'newestAttemptOf'
      | 'lockByReference'
      | 'latestAttempt'
      | 'add'
      | 'claimProviderCheck'
      | 'closePending'
    > = {
      findByReference: async (reference) => byReference(reference),
      newestAttemptOf: async (payment) => newest(payment.retryOf ?? payment.reference),
      lockByReference: async (_tx, reference) => byReference(reference),
      latestAttempt: async (_tx, first) => newest(first),
      add: (_tx, payment) => {
        payment.createdAt = new Date(NOW.getTime() + this.rows.length);
        this.rows.push(payment);
      },
      claimProviderCheck: async (reference, now, gap) => {
        const last = this.checkedAt.get(reference);
        if (last && now.getTime() - last.getTime() < gap) return false;
        this.checkedAt.set(reference, now);
        return true;
      },
      closePending: async (_tx, reference, status) => {
        const row = byReference(reference);
        if (row?.status !== 'pending') return false;
        row.status = status;
        return true;
      },
    };
    return fake as PaymentsRepository;
  }
}

function setUp() {
  const table = new AttemptsTable();
  const paystack = {
    chargeStatus: 'pending',
    checks: 0,
    checkCharge: async () => {
      paystack.checks += 1;
      if (paystack.chargeStatus === 'missing') throw new PaystackError('Charge not found', 404);
      return { status: paystack.chargeStatus } as PaystackTransaction;
    },
    verify: async (reference: string) => ({ reference, status: paystack.chargeStatus }) as PaystackTransaction,
  };
  const fulfilled: PaystackTransaction[] = [];
  const fulfilment = {
    fulfil: async (transaction: PaystackTransaction) => {
      fulfilled.push(transaction);
      const row = table.rows.find((payment) => payment.reference === transaction.reference)!;
      if (transaction.status === 'failed' || transaction.status === 'abandoned') row.status = transaction.status;
      return 'not-paid' as const;
    },
  };
  const started: { attempt: Payment; method: PayMethod }[] = [];
  const checkouts = {
    startAttempt: async (attempt: Payment, method: PayMethod) => {
      started.push({ attempt, method });
      return { status: 'pending', data: { reference: attempt.reference } } as PaymentStartedDto;
    },
  };
  let now = NOW;
  const clock = { now: () => now } as Clock;
  const unitOfWork = new FakeUnitOfWork();
  const attempts = new PaymentAttempts(
    unitOfWork.asUnitOfWork(),
    table.repository(),
    paystack as unknown as PaystackClient,
    fulfilment as unknown as PaymentFulfilment,
    checkouts as unknown as PaymentCheckouts,
    clock,
  );
  return { table, paystack, fulfilled, started, attempts, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const refusal = (code: string) => expect.objectContaining({ code }) as unknown as PaymentError;

describe('PaymentAttempts', () => {
  it('asks Paystack about an open prompt at most once per 10 s, and settles an outcome through fulfilment', async () => {
    const { table, paystack, fulfilled, attempts, later } = setUp();
    const payment = table.add('pending');
    expect((await attempts.progress(payment.reference)).status).toBe('pending');
    paystack.chargeStatus = 'failed';
    expect((await attempts.progress(payment.reference)).status).toBe('pending');
    expect(paystack.checks).toBe(1);
    later(CHARGE_CHECK_GAP_MS);
    const progress = await attempts.progress(payment.reference);
    expect(paystack.checks).toBe(2);
    expect(fulfilled.map((transaction) => transaction.status)).toEqual(['failed']);
    expect(progress).toMatchObject({ status: 'failed', canRetry: true, mpesaPhone: '0712 345 678' });
  });

  it('closes a charge Paystack never saw as failed, so it can be tried again', async () => {
    const { table, paystack, attempts } = setUp();
    const payment = table.add('pending');
    paystack.chargeStatus = 'missing';
    expect(await attempts.progress(payment.reference)).toMatchObject({ status: 'failed', canRetry: true });
  });

  it('refuses a new charge while the prompt is still open, once paid, and after the hold', async () => {
    const { table, attempts, started } = setUp();
    await expect(attempts.retry(table.add('pending').reference, {})).rejects.toEqual(refusal('payment-still-waiting'));
    await expect(attempts.retry(table.add('success').reference, {})).rejects.toEqual(refusal('payment-already-paid'));
    const held = table.add('failed', { holdExpiresAt: new Date(NOW.getTime() - 1) });
    await expect(attempts.retry(held.reference, {})).rejects.toEqual(refusal('payment-hold-over'));
    await expect(attempts.retry('SCH-NONE', {})).rejects.toBeInstanceOf(PaymentError);
    expect(started).toHaveLength(0);
  });

  it('makes one new attempt for the same target, pointing at the first, paid as the last one was', async () => {
    const { table, attempts, started } = setUp();
    const first = table.add('failed', { discountCents: 5_000, promoCode: 'SAVE', kraPin: 'P051234567X' });
    await attempts.retry(first.reference, {});
    expect(started).toHaveLength(1);
    expect(started[0].method).toEqual({ channel: 'mpesa', phone: PHONE });
    expect(started[0].attempt).toMatchObject({
      purpose: 'booking',
      targetId: 'group-1',
      amountCents: 300_000,
      discountCents: 5_000,
      promoCode: 'SAVE',
      kraPin: 'P051234567X',
      retryOf: first.reference,
      status: 'pending',
    });
    // A second press on the old reference answers the attempt the first press made: no second charge.
    const again = await attempts.retry(first.reference, {});
    expect(again.data.reference).toBe(started[0].attempt.reference);
    expect(started).toHaveLength(1);
    // Its own failure is retried from the first attempt's chain, by card when asked.
    started[0].attempt.status = 'failed';
    await attempts.retry(started[0].attempt.reference, { channel: 'card' });
    expect(started[1]).toMatchObject({ method: { channel: 'card' }, attempt: { retryOf: first.reference } });
  });
});
