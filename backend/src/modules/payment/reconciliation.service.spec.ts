import { Logger } from '@nestjs/common';
import { type AppConfig, loadConfig } from '../../config/app-config.js';
import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type DomainEvent, type DomainEvents } from '../../common/events/domain-events.js';
import { Payment } from './entities/payment.entity.js';
import { type PaymentsRepository, type UnpaidStatus } from './payments.repository.js';
import { type FulfilmentOutcome, type PaymentsService } from './payments.service.js';
import { PaystackError, type PaystackClient } from './paystack/paystack.client.js';
import { type PaystackTransaction, type PaystackTransactionStatus } from './paystack/paystack.types.js';
import { PaymentClosedUnpaid } from './payment.events.js';
import { PaymentReconciliation, QUIET_MINUTES } from './reconciliation.service.js';
import { UnpaidPayments } from './unpaid-payments.service.js';

/**
 * Reconciliation's choice for each payment still pending (fulfil, close and announce it closed so its held slot is
 * freed, or wait), with the payments table, Paystack, fulfilment and the event bus replaced by in-memory fakes. `test/payment` runs it against
 * the real database and the Paystack sandbox.
 */

const STARTED = new Date('2026-12-01T06:00:00Z');
const minutesAfterStart = (minutes: number) => new Date(STARTED.getTime() + minutes * 60_000);
/** BOOKING_HOLD_MINUTES is 15 by default. */
const DURING_HOLD = minutesAfterStart(10);
const AFTER_HOLD = minutesAfterStart(16);

/** What Paystack answers for a reference: a transaction status, or an error. */
type PaystackAnswer = PaystackTransactionStatus | PaystackError | Error;

function setUp(options: { configured?: boolean } = {}) {
  const rows = new Map<string, Payment>();
  const answers = new Map<string, PaystackAnswer>();
  const released: string[] = [];
  const fulfilled: string[] = [];
  let cutoff: Date | undefined;

  const repository: Pick<PaymentsRepository, 'pendingCreatedBefore' | 'closePending'> = {
    pendingCreatedBefore: async (before) => {
      cutoff = before;
      return [...rows.values()].filter((row) => row.status === 'pending' && row.createdAt < before);
    },
    closePending: async (_tx, reference, status: UnpaidStatus) => {
      const row = rows.get(reference);
      if (row?.status !== 'pending') return false;
      row.status = status;
      return true;
    },
  };
  const paystack: Pick<PaystackClient, 'verify'> = {
    verify: async (reference) => {
      const answer = answers.get(reference) ?? new PaystackError('Transaction reference not found', 400);
      if (answer instanceof Error) throw answer;
      return {
        reference,
        status: answer,
        amount: rows.get(reference)!.amountCents,
        currency: 'KES',
      } as PaystackTransaction;
    },
  };
  // Fulfilment as PaymentsService does it: delivers a paid payment once, records a declined or abandoned one.
  const payments: Pick<PaymentsService, 'fulfil'> = {
    fulfil: async (transaction): Promise<FulfilmentOutcome> => {
      const row = rows.get(transaction.reference);
      if (!row) return 'unknown-reference';
      if (row.status === 'success') return 'already-fulfilled';
      if (transaction.status === 'success') {
        row.status = 'success';
        fulfilled.push(row.reference);
        return 'fulfilled';
      }
      if (transaction.status === 'failed' || transaction.status === 'abandoned') row.status = transaction.status;
      return 'not-paid';
    },
  };
  // The owner of a booking payment's target (booking) lets its held slot go when the payment is announced closed.
  const announced: PaymentClosedUnpaid[] = [];
  const events: Pick<DomainEvents, 'publish'> = {
    publish: async <Reaction>(event: DomainEvent<Reaction>) => {
      if (event instanceof PaymentClosedUnpaid) {
        announced.push(event);
        if (event.payment.purpose === 'booking') released.push(event.payment.targetId);
      }
      return [];
    },
  };
  const unitOfWork = new FakeUnitOfWork();
  const unpaid = new UnpaidPayments(
    unitOfWork.asUnitOfWork(),
    repository as PaymentsRepository,
    events as DomainEvents,
  );
  const config: AppConfig = loadConfig(
    options.configured === false
      ? { LOG_LEVEL: 'silent' }
      : { PAYSTACK_SECRET_KEY: 'sk_test_unit', PAYSTACK_PUBLIC_KEY: 'pk_test_unit', LOG_LEVEL: 'silent' },
  );
  const reconciliation = new PaymentReconciliation(
    repository as PaymentsRepository,
    paystack as PaystackClient,
    payments as PaymentsService,
    unpaid,
    config,
  );

  /** A payment started at STARTED, for a booking group named after its reference (or a plan booking). */
  const payment = (reference: string, answer?: PaystackAnswer, purpose: 'booking' | 'plan' = 'booking'): Payment => {
    const row = new Payment(reference, purpose, `group-of-${reference}`, 300_000, 'wanjiru@example.co.ke');
    row.createdAt = STARTED;
    rows.set(reference, row);
    if (answer) answers.set(reference, answer);
    return row;
  };
  return { reconciliation, payment, released, announced, unitOfWork, fulfilled, cutoff: () => cutoff };
}

beforeAll(() => Logger.overrideLogger(false));

describe('reconciling payments still pending with Paystack', () => {
  it('fulfils a payment whose webhook never arrived', async () => {
    const { reconciliation, payment, fulfilled, released } = setUp();
    const paid = payment('SCH-PAID', 'success');

    expect(await reconciliation.run(DURING_HOLD)).toEqual({ fulfilled: 1, closed: 0 });

    expect(paid.status).toBe('success');
    expect(fulfilled).toEqual(['SCH-PAID']);
    expect(released).toEqual([]);
  });

  it('leaves payments of the last few minutes to the webhook and the payer', async () => {
    const { reconciliation, payment, fulfilled, cutoff } = setUp();
    payment('SCH-PAID', 'success');

    expect(await reconciliation.run(minutesAfterStart(QUIET_MINUTES - 1))).toEqual({ fulfilled: 0, closed: 0 });

    expect(cutoff()).toEqual(minutesAfterStart(-1));
    expect(fulfilled).toEqual([]);
  });

  it('waits while the hold lasts for a payer who has not finished paying', async () => {
    const { reconciliation, payment, released } = setUp();
    const open = payment('SCH-OPEN', 'ongoing');
    const unseen = payment('SCH-UNSEEN');

    expect(await reconciliation.run(DURING_HOLD)).toEqual({ fulfilled: 0, closed: 0 });

    expect([open.status, unseen.status]).toEqual(['pending', 'pending']);
    expect(released).toEqual([]);
  });

  it('closes an unpaid payment once its hold is over and frees the held slot', async () => {
    const { reconciliation, payment, released, announced, unitOfWork } = setUp();
    const open = payment('SCH-OPEN', 'ongoing');

    expect(await reconciliation.run(AFTER_HOLD)).toEqual({ fulfilled: 0, closed: 1 });

    expect(open.status).toBe('abandoned');
    expect(released).toEqual(['group-of-SCH-OPEN']);
    // Closed and announced in one transaction, so the slot is let go with its payment.
    expect(announced).toEqual([
      expect.objectContaining({ tx: unitOfWork.tx, payment: open, reason: 'Payment abandoned' }),
    ]);
    expect(unitOfWork.commits).toBe(1);
  });

  it('closes a payment Paystack never saw (the payer never reached checkout) once its hold is over', async () => {
    const { reconciliation, payment, released } = setUp();
    const unseen = payment('SCH-UNSEEN', new PaystackError('Transaction reference not found', 400));

    expect(await reconciliation.run(AFTER_HOLD)).toEqual({ fulfilled: 0, closed: 1 });

    expect(unseen.status).toBe('abandoned');
    expect(released).toEqual(['group-of-SCH-UNSEEN']);
  });

  it('leaves a declined payment as fulfilment recorded it; the hold expiry frees its slot', async () => {
    const { reconciliation, payment, released } = setUp();
    const declined = payment('SCH-DECLINED', 'failed');
    const cancelled = payment('SCH-CANCELLED', 'abandoned');

    expect(await reconciliation.run(AFTER_HOLD)).toEqual({ fulfilled: 0, closed: 0 });

    expect([declined.status, cancelled.status]).toEqual(['failed', 'abandoned']);
    expect(released).toEqual([]);
  });

  it('tries again on the next run when Paystack does not answer', async () => {
    const { reconciliation, payment, released } = setUp();
    const down = payment('SCH-DOWN', new PaystackError('Paystack answered 503', 503));
    const unreachable = payment('SCH-UNREACHABLE', new Error('fetch failed'));

    expect(await reconciliation.run(AFTER_HOLD)).toEqual({ fulfilled: 0, closed: 0 });

    expect([down.status, unreachable.status]).toEqual(['pending', 'pending']);
    expect(released).toEqual([]);
  });

  it('frees no booking when it closes a plan payment', async () => {
    const { reconciliation, payment, released, announced } = setUp();
    const plan = payment('SCH-PLAN', 'ongoing', 'plan');

    expect(await reconciliation.run(AFTER_HOLD)).toEqual({ fulfilled: 0, closed: 1 });

    expect(plan.status).toBe('abandoned');
    expect(released).toEqual([]);
    expect(announced.map((event) => event.payment)).toEqual([plan]);
  });

  it('handles each payment on its own: one failure does not stop the others', async () => {
    const { reconciliation, payment } = setUp();
    payment('SCH-DOWN', new Error('fetch failed'));
    payment('SCH-PAID', 'success');
    payment('SCH-OPEN', 'pending');

    expect(await reconciliation.run(AFTER_HOLD)).toEqual({ fulfilled: 1, closed: 1 });
  });

  it('does nothing when no Paystack keys are configured', async () => {
    const { reconciliation, payment, fulfilled } = setUp({ configured: false });
    payment('SCH-PAID', 'success');

    expect(await reconciliation.run(AFTER_HOLD)).toEqual({ fulfilled: 0, closed: 0 });
    expect(fulfilled).toEqual([]);
  });
});
