import { createHmac } from 'node:crypto';
import { loadConfig } from '../../src/config/app-config.js';
import { PaystackClient } from '../../src/modules/payment/paystack/paystack.client.js';
import {
  isPaystackRefundEvent,
  type PaystackEnvelope,
  type PaystackEvent,
  type PaystackRefund,
  type PaystackRefundEvent,
  refundEventAmount,
} from '../../src/modules/payment/paystack/paystack.types.js';
import { type PaystackSandbox, startPaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { type ReceivedWebhook, startWebhookReceiver, waitFor } from '../support/webhook-receiver.js';

const SECRET = 'sk_test_refund_sandbox';

/** Paystack's envelope; `data` is absent when it refuses. */
interface Answer<T> {
  status: number;
  body: PaystackEnvelope<T> & { meta: Record<string, unknown> };
}

function refundHook(received: ReceivedWebhook[], event: string, id: number): ReceivedWebhook | undefined {
  return received.find((hook) => {
    const parsed = JSON.parse(hook.body) as PaystackRefundEvent;
    return parsed.event === event && parsed.data.id === id;
  });
}

describe('refunds, fees and authorizations in the Paystack sandbox over HTTP', () => {
  let sandbox: PaystackSandbox;
  let client: PaystackClient;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let counter = 0;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startPaystackSandbox({ secretKey: SECRET, publicKey: 'pk_test_refunds', webhookUrl: receiver.url });
    client = new PaystackClient(
      loadConfig({
        PAYSTACK_SECRET_KEY: SECRET,
        PAYSTACK_PUBLIC_KEY: 'pk_test_refunds',
        PAYSTACK_BASE_URL: sandbox.url,
      }),
    );
  });
  afterAll(async () => {
    await sandbox.close();
    await receiver.close();
  });

  async function paid(amount: number, channel: 'card' | 'mobile_money' = 'card'): Promise<string> {
    const reference = `SCH-REFUND-${++counter}`;
    await client.initialize({ email: 'refunded@example.com', amount, currency: 'KES', reference });
    await sandbox.pay(reference, 'success', channel);
    return reference;
  }

  async function postRefund(body: Record<string, unknown>, secret = SECRET): Promise<Answer<PaystackRefund>> {
    const response = await fetch(`${sandbox.url}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer<PaystackRefund>['body'] };
  }

  async function get<T = PaystackRefund>(path: string): Promise<Answer<T>> {
    const response = await fetch(`${sandbox.url}${path}`, { headers: { authorization: `Bearer ${SECRET}` } });
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
  }

  const list = (path: string) => get<PaystackRefund[]>(path);

  it('has no fees or authorization before payment, and Paystack-like ones after paying by card or M-Pesa', async () => {
    await client.initialize({ email: 'a@example.com', amount: 1_000_000, currency: 'KES', reference: 'SCH-FEES-CARD' });
    expect(await client.verify('SCH-FEES-CARD')).toMatchObject({ fees: null, authorization: null });
    await sandbox.pay('SCH-FEES-CARD', 'success', 'card');
    const card = await client.verify('SCH-FEES-CARD');
    expect(card.fees).toBe(29_000);
    expect(card.authorization).toEqual({
      authorization_code: expect.stringMatching(/^AUTH_\w+$/),
      reusable: true,
      channel: 'card',
      last4: '4081',
      brand: 'visa',
    });

    await client.initialize({ email: 'a@example.com', amount: 1_050, currency: 'KES', reference: 'SCH-FEES-MPESA' });
    await sandbox.pay('SCH-FEES-MPESA', 'success', 'mobile_money');
    const mpesa = await client.verify('SCH-FEES-MPESA');
    expect(mpesa.fees).toBe(16);
    expect(mpesa.authorization).toEqual({
      authorization_code: expect.stringMatching(/^AUTH_\w+$/),
      reusable: false,
      channel: 'mobile_money',
    });
    expect(mpesa.authorization?.authorization_code).not.toBe(card.authorization?.authorization_code);

    const charge = receiver.received
      .map((hook) => JSON.parse(hook.body) as PaystackEvent)
      .find((event) => event.event === 'charge.success' && event.data.reference === 'SCH-FEES-CARD');
    expect(charge?.data).toMatchObject({ fees: 29_000, authorization: { reusable: true, channel: 'card' } });

    await client.initialize({ email: 'a@example.com', amount: 5_000, currency: 'KES', reference: 'SCH-FEES-DECLINED' });
    await sandbox.pay('SCH-FEES-DECLINED', 'failed', 'card');
    expect(await client.verify('SCH-FEES-DECLINED')).toMatchObject({ fees: null, authorization: null });
  });

  it('refunds a whole transaction when no amount is given, queued as pending, with a signed refund.pending webhook', async () => {
    const reference = await paid(600_000, 'mobile_money');
    const transaction = await client.verify(reference);
    const answer = await postRefund({ transaction: reference, merchant_note: 'Booking cancelled' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        amount: 600_000,
        currency: 'KES',
        status: 'pending',
        refunded_at: null,
        transaction_reference: reference,
        transaction: { id: transaction.id, reference, amount: 600_000, currency: 'KES' },
        merchant_note: 'Booking cancelled',
        customer_note: `Refund for transaction ${reference}`,
        deducted_amount: 600_000,
      },
    });
    const id = answer.body.data.id;
    expect(Number.isInteger(id)).toBe(true);
    expect(Date.parse(answer.body.data.expected_at!)).toBeGreaterThan(Date.parse(answer.body.data.createdAt));

    const hook = await waitFor(() => refundHook(receiver.received, 'refund.pending', id), 'refund.pending');
    expect(hook.signature).toBe(createHmac('sha512', SECRET).update(hook.body).digest('hex'));
    expect(JSON.parse(hook.body)).toEqual({
      event: 'refund.pending',
      data: {
        id,
        status: 'pending',
        transaction_reference: reference,
        refund_reference: null,
        amount: '600000',
        currency: 'KES',
        customer: { email: 'refunded@example.com' },
        merchant_note: 'Booking cancelled',
      },
    });
    // The sandbox records a webhook once our receiver has answered it, which can be just after the receiver saw it.
    await waitFor(() => sandbox.webhooksSent().find((sent) => sent.body === hook.body), 'the sandbox to record it');
    expect(sandbox.webhooksSent().some((sent) => sent.body === hook.body && sent.status === 200)).toBe(true);

    expect(await postRefund({ transaction: reference, amount: 1 })).toEqual({
      status: 400,
      body: expect.objectContaining({ status: false, message: 'Transaction has been fully reversed' }),
    });
  });

  it('refunds in parts, refuses more than remains, then answers that the transaction is fully reversed', async () => {
    const reference = await paid(1_000_000);
    const first = await postRefund({ transaction: reference, amount: 400_000, currency: 'KES' });
    expect(first.body.data).toMatchObject({ amount: 400_000, status: 'pending' });

    const over = await postRefund({ transaction: reference, amount: 600_001 });
    expect(over).toEqual({
      status: 400,
      body: expect.objectContaining({
        status: false,
        message: 'Refund amount cannot be greater than transaction amount',
      }),
    });

    const rest = await postRefund({ transaction: reference });
    expect(rest.status).toBe(200);
    expect(rest.body.data.amount).toBe(600_000);
    expect(await postRefund({ transaction: reference })).toEqual({
      status: 400,
      body: expect.objectContaining({ status: false, message: 'Transaction has been fully reversed' }),
    });
  });

  it('refuses what Paystack refuses: unknown or unpaid transactions, bad amounts, a wrong currency, a bad key', async () => {
    expect(await postRefund({ transaction: 'SCH-NOPE' })).toEqual({
      status: 400,
      body: expect.objectContaining({ status: false, message: 'Transaction reference not found' }),
    });
    expect((await postRefund({})).body.message).toBe('Transaction reference not found');

    await client.initialize({ email: 'a@example.com', amount: 5_000, currency: 'KES', reference: 'SCH-UNPAID' });
    expect(await postRefund({ transaction: 'SCH-UNPAID' })).toEqual({
      status: 400,
      body: expect.objectContaining({ status: false, message: 'Cannot refund a transaction that was not successful' }),
    });

    const reference = await paid(5_000);
    for (const amount of [0, -5, 10.5, 'abc', '', true])
      expect(await postRefund({ transaction: reference, amount })).toEqual({
        status: 400,
        body: expect.objectContaining({ status: false, message: 'Invalid Amount Sent' }),
      });
    expect((await postRefund({ transaction: reference, amount: 5_000, currency: 'NGN' })).status).toBe(400);
    expect(await postRefund({ transaction: reference }, 'sk_wrong')).toEqual({
      status: 401,
      body: { status: false, message: 'Invalid key' },
    });
    expect(sandbox.refunds().filter((refund) => refund.transaction_reference === reference)).toEqual([]);
  });

  it('finds the transaction by its numeric id too, and reads refunds back one by one and per transaction', async () => {
    const reference = await paid(300_000);
    const { id: transactionId } = await client.verify(reference);
    const first = await postRefund({ transaction: String(transactionId), amount: 100_000 });
    expect(first.body.data.transaction_reference).toBe(reference);
    const second = await postRefund({ transaction: reference, amount: 50_000 });
    const other = await postRefund({ transaction: await paid(9_000) });

    const fetched = await get(`/refund/${first.body.data.id}`);
    expect(fetched).toEqual({
      status: 200,
      body: {
        status: true,
        message: 'Refund retrieved',
        data: expect.objectContaining({
          id: first.body.data.id,
          transaction: transactionId,
          transaction_reference: reference,
          amount: 100_000,
          currency: 'KES',
          status: 'pending',
          refunded_at: null,
        }),
      },
    });
    expect(await get('/refund/99')).toEqual({ status: 404, body: { status: false, message: 'Refund not found' } });
    expect((await get('/refund/not-a-number')).status).toBe(404);

    const listed = await list(`/refund?transaction=${reference}`);
    expect(listed.body).toMatchObject({ status: true, meta: { total: 2, page: 1, pageCount: 1 } });
    expect(listed.body.data.map((refund) => refund.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect((await list(`/refund?transaction=${transactionId}`)).body.data).toHaveLength(2);
    const page = await list(`/refund?transaction=${reference}&perPage=1`);
    expect(page.body.data.map((refund) => refund.id)).toEqual([second.body.data.id]);
    expect(page.body.meta).toMatchObject({ total: 2, perPage: '1', pageCount: 2 });
    const all = await list('/refund');
    expect(all.body.data[0].id).toBe(other.body.data.id);
  });

  it('settles a refund as processed with a signed webhook whose string amount refundEventAmount reads', async () => {
    const reference = await paid(250_000);
    const { body } = await postRefund({ transaction: reference, amount: 100_000 });
    const id = body.data.id;
    await sandbox.settleRefund(id, 'processed');

    const hook = refundHook(receiver.received, 'refund.processed', id);
    expect(hook).toBeDefined();
    expect(hook!.signature).toBe(createHmac('sha512', SECRET).update(hook!.body).digest('hex'));
    const event = JSON.parse(hook!.body) as PaystackEvent;
    expect(isPaystackRefundEvent(event)).toBe(true);
    if (!isPaystackRefundEvent(event)) return;
    expect(event.data).toMatchObject({
      id,
      status: 'processed',
      transaction_reference: reference,
      refund_reference: `RFD_${id}`,
      amount: '100000',
      currency: 'KES',
      customer: { email: 'refunded@example.com' },
    });
    expect(refundEventAmount(event.data)).toBe(100_000);
    // The pending webhook of the same refund was delivered first.
    const order = receiver.received.map((received) => received.body);
    expect(order.indexOf(refundHook(receiver.received, 'refund.pending', id)!.body)).toBeLessThan(
      order.indexOf(hook!.body),
    );

    const fetched = await get(`/refund/${id}`);
    expect(fetched.body.data.status).toBe('processed');
    expect(Date.parse(fetched.body.data.refunded_at!)).not.toBeNaN();
    expect(sandbox.refunds().find((refund) => refund.id === id)).toMatchObject({ status: 'processed' });
    await expect(sandbox.settleRefund(id, 'failed')).rejects.toThrow(`Refund ${id} is already processed`);
    await expect(sandbox.settleRefund(424242, 'processed')).rejects.toThrow('The sandbox has no refund 424242');
    // A processed refund still counts against the transaction.
    expect((await postRefund({ transaction: reference, amount: 150_001 })).body.message).toBe(
      'Refund amount cannot be greater than transaction amount',
    );
  });

  it('makes a failed refund amount refundable again, after passing through processing', async () => {
    const reference = await paid(80_000);
    const { body } = await postRefund({ transaction: reference });
    const id = body.data.id;
    expect((await postRefund({ transaction: reference })).body.message).toBe('Transaction has been fully reversed');

    await sandbox.settleRefund(id, 'processing');
    expect((await get(`/refund/${id}`)).body.data.status).toBe('processing');
    await sandbox.settleRefund(id, 'failed');
    const failed = JSON.parse(refundHook(receiver.received, 'refund.failed', id)!.body) as PaystackRefundEvent;
    expect(failed.data).toMatchObject({ status: 'failed', amount: '80000' });
    expect((await get(`/refund/${id}`)).body.data).toMatchObject({ status: 'failed', refunded_at: null });

    const again = await postRefund({ transaction: reference });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ amount: 80_000, status: 'pending' });
    expect((await list(`/refund?transaction=${reference}`)).body.meta.failedRefundCount).toBe(1);
  });

  it('processes new refunds by itself after autoProcessRefundsAfterMs', async () => {
    const hooks = await startWebhookReceiver();
    const automatic = await startPaystackSandbox({
      secretKey: SECRET,
      publicKey: 'pk_test_refunds',
      webhookUrl: hooks.url,
      autoProcessRefundsAfterMs: 50,
    });
    try {
      const automaticClient = new PaystackClient(
        loadConfig({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_PUBLIC_KEY: 'pk', PAYSTACK_BASE_URL: automatic.url }),
      );
      await automaticClient.initialize({ email: 'b@example.com', amount: 7_000, currency: 'KES', reference: 'AUTO-1' });
      await automatic.pay('AUTO-1', 'success');
      const refund = await automaticClient.refund({ transaction: 'AUTO-1' });
      expect(refund.status).toBe('pending');
      await waitFor(() => refundHook(hooks.received, 'refund.processed', refund.id), 'refund.processed');
      const refundEvents = hooks.received
        .map((hook) => JSON.parse(hook.body) as PaystackEvent)
        .filter(isPaystackRefundEvent)
        .map((event) => event.event);
      expect(refundEvents).toEqual(['refund.pending', 'refund.processed']);
      expect(await automaticClient.fetchRefund(refund.id)).toMatchObject({ status: 'processed' });
    } finally {
      await automatic.close();
      await hooks.close();
    }
  });

  it('leaves refunds pending when autoProcessRefundsAfterMs is not set', async () => {
    const reference = await paid(3_000);
    const { body } = await postRefund({ transaction: reference });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await get(`/refund/${body.data.id}`)).body.data.status).toBe('pending');
  });
});

describe('refundEventAmount', () => {
  it('reads the amount whether Paystack sent a number or a string, and refuses anything else', () => {
    expect(refundEventAmount({ amount: 10_000 })).toBe(10_000);
    expect(refundEventAmount({ amount: '10000' })).toBe(10_000);
    for (const amount of ['', 'ten', '10.5', '-1', -1])
      expect(() => refundEventAmount({ amount })).toThrow("The refund webhook's amount is not a whole number");
  });
});
