import { Payment } from './entities/payment.entity.js';
import { type PaymentCheckouts } from './payment-checkouts.service.js';
import { type FulfilmentOutcome, type PaymentFulfilment } from './payment-fulfilment.service.js';
import { type PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { type PaystackClient } from './paystack/paystack.client.js';
import { type PaystackTransaction } from './paystack/paystack.types.js';

const REFERENCE = 'SCH-0123456789AB';

function paystackTransaction(status: PaystackTransaction['status']): PaystackTransaction {
  return {
    id: 4000000001,
    status,
    reference: REFERENCE,
    amount: 300_000,
    currency: 'KES',
    channel: 'card',
    gateway_response: status === 'success' ? 'Approved' : 'Declined',
    paid_at: status === 'success' ? '2030-01-01T08:00:00.000Z' : null,
    created_at: '2030-01-01T07:58:00.000Z',
    metadata: null,
    customer: { email: 'wanjiku@example.com' },
  };
}

/** The service with one stored payment, a Paystack that answers `paystackSays`, and a fulfilment that records its calls. */
function verifyWithFakes(payment: Payment, paystackSays: PaystackTransaction) {
  const askedPaystack: string[] = [];
  const fulfilled: PaystackTransaction[] = [];
  const repository = { findByReference: async (reference: string) => (reference === REFERENCE ? payment : null) };
  const paystack = {
    verify: async (reference: string) => {
      askedPaystack.push(reference);
      return paystackSays;
    },
  };
  const fulfilment = {
    fulfil: async (transaction: PaystackTransaction): Promise<FulfilmentOutcome> => {
      fulfilled.push(transaction);
      if (transaction.status === 'success' && payment.status === 'pending') payment.status = 'success';
      return 'fulfilled';
    },
  };
  const service = new PaymentsService(
    repository as unknown as PaymentsRepository,
    paystack as unknown as PaystackClient,
    {} as PaymentCheckouts,
    fulfilment as unknown as PaymentFulfilment,
  );
  return { service, askedPaystack, fulfilled };
}

function payment(status: Payment['status'], providerData: Record<string, unknown> | null = null): Payment {
  return Object.assign(new Payment(REFERENCE, 'booking', 'group-1', 300_000, 'wanjiku@example.com'), {
    status,
    providerData,
  });
}

describe('PaymentsService.verify', () => {
  it('answers a payment confirmed already from what Paystack said then, asking Paystack nothing and delivering nothing', async () => {
    const kept = paystackTransaction('success');
    const { service, askedPaystack, fulfilled } = verifyWithFakes(
      payment('success', { ...kept }),
      paystackTransaction('failed'),
    );

    expect(await service.verify(REFERENCE)).toEqual({ status: 'success', transaction: kept });
    expect(askedPaystack).toEqual([]);
    expect(fulfilled).toEqual([]);
  });

  it('asks Paystack about a payment still pending and has it fulfilled when it was paid', async () => {
    const paid = paystackTransaction('success');
    const { service, askedPaystack, fulfilled } = verifyWithFakes(payment('pending'), paid);

    expect(await service.verify(REFERENCE)).toEqual({ status: 'success', transaction: paid });
    expect(askedPaystack).toEqual([REFERENCE]);
    expect(fulfilled).toEqual([paid]);
  });

  it('asks Paystack when a successful payment kept no answer of Paystack’s (or another one)', async () => {
    const paid = paystackTransaction('success');
    for (const providerData of [null, { ...paid, reference: 'SCH-OTHER0000000' }, { ...paid, status: 'failed' }]) {
      const { service, askedPaystack } = verifyWithFakes(payment('success', providerData), paid);

      expect(await service.verify(REFERENCE)).toEqual({ status: 'success', transaction: paid });
      expect(askedPaystack).toEqual([REFERENCE]);
    }
  });

  it('refuses a reference no payment has', async () => {
    const { service, askedPaystack } = verifyWithFakes(payment('pending'), paystackTransaction('success'));

    await expect(service.verify('SCH-NOBODY000000')).rejects.toMatchObject({ code: 'payment-not-found' });
    expect(askedPaystack).toEqual([]);
  });
});
