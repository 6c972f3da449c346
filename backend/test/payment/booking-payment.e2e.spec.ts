import { createHmac } from 'node:crypto';
import { BookingsService } from '../../src/modules/booking/bookings.service.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { PaymentsRepository } from '../../src/modules/payment/payments.repository.js';
import { PaymentsService } from '../../src/modules/payment/payments.service.js';
import { PaystackClient } from '../../src/modules/payment/paystack/paystack.client.js';
import { PaymentReconciliation } from '../../src/modules/payment/reconciliation.service.js';
import { UnpaidPayments } from '../../src/modules/payment/unpaid-payments.service.js';
import { type PaystackSandbox, startPaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { CONTACT, futureWeekday, makeSpace } from '../booking/support.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SECRET = 'sk_test_payments_secret';

interface Started {
  success: boolean;
  isFree: boolean;
  amount: number;
  data: { reference: string; authorization_url: string };
  holdExpiresAt: string;
  message?: string;
}

describe('paying for a booking through Paystack (the sandbox, over HTTP)', () => {
  let sandbox: PaystackSandbox;
  let testApp: TestApp;
  let spaceId: string;
  let nextDay = 0;

  const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${testApp.api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  /** A fresh date per test, so holds of one test never block another. */
  const startCheckout = (email: string, extra: Record<string, unknown> = {}) =>
    post<Started>('/payments/booking/initialize', {
      ...CONTACT,
      email,
      bookingData: {
        type: 'space',
        spaceId,
        date: futureWeekday(20 + 7 * nextDay++),
        times: ['10:00'],
        price: 'KSh 1',
        ...extra,
      },
    });
  const bookingsOf = (email: string) => testApp.em().find(SpaceBooking, { contact: { email } });
  const mailTo = (email: string) =>
    testApp.em().find(MailOutbox, { recipient: email }, { orderBy: { templateName: 'asc' } });
  const eventually = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('condition not reached in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    sandbox = await startPaystackSandbox({ secretKey: SECRET, publicKey: 'pk_test_payments' });
    testApp = await createTestApp({
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_PUBLIC_KEY: 'pk_test_payments',
      PAYSTACK_BASE_URL: sandbox.url,
    });
    sandbox.setWebhookUrl(`${testApp.api}/payments/webhook`);
    spaceId = (await makeSpace(testApp.em(), { name: 'Paid boardroom', rate: '1500.00' })).space.id;
  });
  afterAll(async () => {
    await testApp.close();
    await sandbox.close();
  });

  it('holds the slot, takes the payment, confirms on the webhook, and verify agrees', async () => {
    const started = await startCheckout('paid@example.com');
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      success: true,
      isFree: false,
      amount: 3000,
      message: 'Payment Required: complete payment of KSh 3,000',
    });
    expect(started.body.data.authorization_url).toContain(`${sandbox.url}/checkout/`);
    expect((await bookingsOf('paid@example.com')).map((booking) => booking.status)).toEqual(['pending']);

    await sandbox.pay(started.body.data.reference, 'success', 'mobile_money');
    await eventually(async () => (await bookingsOf('paid@example.com'))[0].status === 'confirmed');
    const payment = await testApp.em().findOneOrFail(Payment, { reference: started.body.data.reference });
    expect(payment).toMatchObject({ status: 'success', amountCents: 300_000, channel: 'mobile_money' });
    expect((await mailTo('paid@example.com')).map((row) => row.templateName)).toEqual([
      'booking-confirmed',
      'payment-receipt',
    ]);

    const verified = await post<{ success: boolean; message: string; data: { status: string } }>('/payments/verify', {
      reference: started.body.data.reference,
    });
    expect(verified.body).toMatchObject({ success: true, message: 'Payment Successful!', data: { status: 'success' } });
    expect(await mailTo('paid@example.com')).toHaveLength(2);
  });

  it('fulfils on verify alone when the webhook never arrives', async () => {
    sandbox.setWebhookUrl(undefined);
    try {
      const started = await startCheckout('returned@example.com');
      await sandbox.pay(started.body.data.reference, 'success');
      expect((await bookingsOf('returned@example.com'))[0].status).toBe('pending');
      expect(
        (await post<{ success: boolean }>('/payments/verify', { reference: started.body.data.reference })).body.success,
      ).toBe(true);
      expect((await bookingsOf('returned@example.com'))[0].status).toBe('confirmed');
    } finally {
      sandbox.setWebhookUrl(`${testApp.api}/payments/webhook`);
    }
  });

  it('confirms nothing when the payer declines or cancels, and the hold then expires', async () => {
    for (const [email, outcome] of [
      ['declined@example.com', 'failed'],
      ['cancelled@example.com', 'abandoned'],
    ] as const) {
      const started = await startCheckout(email);
      await sandbox.pay(started.body.data.reference, outcome);
      const verified = await post<{ success: boolean; data: { status: string } }>('/payments/verify', {
        reference: started.body.data.reference,
      });
      expect(verified.body).toMatchObject({ success: false, data: { status: outcome } });
      expect((await testApp.em().findOneOrFail(Payment, { reference: started.body.data.reference })).status).toBe(
        outcome,
      );
      expect((await bookingsOf(email))[0].status).toBe('pending');
      await testApp.app.get(BookingsService).releaseExpiredHolds(new Date(Date.now() + 16 * 60_000));
      expect((await bookingsOf(email))[0].status).toBe('cancelled');
      expect(await mailTo(email)).toEqual([]);
    }
  });

  it('ignores any amount the client sends: the server prices the booking', async () => {
    const started = await startCheckout('tamper@example.com', { price: 'KSh 1', amount: 100, totalItems: 99 });
    expect(started.body.amount).toBe(3000);
    expect((await testApp.em().findOneOrFail(Payment, { reference: started.body.data.reference })).amountCents).toBe(
      300_000,
    );
  });

  it('refuses a webhook with a bad signature', async () => {
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: 'SCH-FAKE', status: 'success', amount: 1, currency: 'KES' },
    });
    expect((await post('/payments/webhook', body, { 'x-paystack-signature': 'f'.repeat(128) })).status).toBe(401);
    expect((await post('/payments/webhook', body)).status).toBe(401);
  });

  it('gives one fulfilment and one set of e-mails for ten replays of the same webhook', async () => {
    const started = await startCheckout('replay@example.com');
    await sandbox.pay(started.body.data.reference, 'success');
    await eventually(async () => (await bookingsOf('replay@example.com'))[0].status === 'confirmed');
    const sent = sandbox.webhooksSent().find((hook) => hook.body.includes(started.body.data.reference))!;
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/payments/webhook', sent.body, { 'x-paystack-signature': sent.signature }),
      ),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect((await mailTo('replay@example.com')).map((row) => row.templateName)).toEqual([
      'booking-confirmed',
      'payment-receipt',
    ]);
  });

  it('rejects a signed payment whose amount differs from what was asked, confirms nothing and refunds it', async () => {
    const started = await startCheckout('short@example.com');
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        id: 1,
        reference: started.body.data.reference,
        status: 'success',
        amount: 100,
        currency: 'KES',
        channel: 'card',
        gateway_response: 'Approved',
        paid_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
        metadata: null,
        customer: { email: 'short@example.com' },
      },
    });
    const signature = createHmac('sha512', SECRET).update(body).digest('hex');
    expect((await post('/payments/webhook', body, { 'x-paystack-signature': signature })).status).toBe(200);
    // Rejected, not kept: all of it goes back (test/security/money-leaks.e2e.spec.ts follows the refund through).
    expect(await testApp.em().findOneOrFail(Payment, { reference: started.body.data.reference })).toMatchObject({
      status: 'rejected',
      receivedCents: 100,
      receivedCurrency: 'KES',
    });
    expect((await bookingsOf('short@example.com'))[0].status).toBe('pending');
  });

  it('reconciles: fulfils a payment whose webhook never arrived, closes one never paid and frees its slot', async () => {
    const reconciliation = new PaymentReconciliation(
      testApp.app.get(PaymentsRepository),
      testApp.app.get(PaystackClient),
      testApp.app.get(PaymentsService),
      testApp.app.get(UnpaidPayments),
      testApp.config,
    );
    sandbox.setWebhookUrl(undefined);
    try {
      const paid = await startCheckout('lost-webhook@example.com');
      await sandbox.pay(paid.body.data.reference, 'success');
      const unpaid = await startCheckout('walked-away@example.com');

      // Within the first minutes nothing is touched: the webhook or the payer's return may still come.
      expect(await reconciliation.run(new Date())).toEqual({ fulfilled: 0, closed: 0 });
      const later = await reconciliation.run(new Date(Date.now() + 4 * 60_000));
      expect(later.fulfilled).toBeGreaterThanOrEqual(1);
      expect((await bookingsOf('lost-webhook@example.com'))[0].status).toBe('confirmed');
      expect((await bookingsOf('walked-away@example.com'))[0].status).toBe('pending');

      await reconciliation.run(new Date(Date.now() + 20 * 60_000));
      expect((await testApp.em().findOneOrFail(Payment, { reference: unpaid.body.data.reference })).status).toBe(
        'abandoned',
      );
      expect((await bookingsOf('walked-away@example.com'))[0].status).toBe('cancelled');
    } finally {
      sandbox.setWebhookUrl(`${testApp.api}/payments/webhook`);
    }
  });

  it('tells the checkout widget which key and script to use', async () => {
    const config = (await (await fetch(`${testApp.api}/payments/config`)).json()) as {
      publicKey: string;
      currency: string;
    };
    expect(config).toMatchObject({ publicKey: 'pk_test_payments', currency: 'KES' });
  });

  it('refuses malformed checkout data with the booking page’s messages instead of failing', async () => {
    const checkout = (bookingData: Record<string, unknown>) =>
      post<{ message: string }>('/payments/booking/initialize', {
        ...CONTACT,
        email: 'bad@example.com',
        bookingData: { type: 'space', spaceId, ...bookingData },
      });
    expect(await checkout({ date: 'tomorrow', times: ['10:00'] })).toMatchObject({
      status: 400,
      body: { message: 'Date must be in YYYY-MM-DD format' },
    });
    expect(await checkout({ dates: [], times: ['10:00'] })).toMatchObject({
      status: 400,
      body: { message: 'At least one date is required' },
    });
    expect(await checkout({ date: futureWeekday(), times: ['noon'] })).toMatchObject({ status: 400 });
    expect(await checkout({ spaceId: 'not-a-space', date: futureWeekday(), times: ['10:00'] })).toMatchObject({
      status: 404,
      body: { message: 'Space not found.' },
    });
    expect(
      await post<{ message: string }>('/payments/booking/initialize', {
        ...CONTACT,
        phone: '0712 345 678',
        bookingData: { type: 'space', spaceId, date: futureWeekday(), times: ['10:00'] },
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Phone number cannot contain spaces' },
    });
    expect(await testApp.em().count(SpaceBooking, { contact: { email: 'bad@example.com' } })).toBe(0);
  });

  it("books the slot an older client names with the spec's single date and time", async () => {
    const date = futureWeekday(20 + 7 * nextDay++);
    const started = await post<Started & { amountCents: number }>('/payments/booking/initialize', {
      ...CONTACT,
      email: 'older-client@example.com',
      bookingData: { type: 'space', spaceId, date, time: '14:00', duration: 2 },
    });
    expect(started.body).toMatchObject({ success: true, amount: 3000, amountCents: 300_000 });
    expect((await bookingsOf('older-client@example.com')).map((booking) => [booking.date, booking.time])).toEqual([
      [date, '14:00'],
    ]);
  });

  it('answers an unknown reference on verify with 404', async () => {
    expect((await post<{ message: string }>('/payments/verify', { reference: 'SCH-NOPE' })).body.message).toBe(
      'Payment not found.',
    );
  });
});
