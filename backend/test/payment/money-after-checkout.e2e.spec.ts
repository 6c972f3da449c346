import { KRA_PIN_MESSAGE, toVenueIso, venueInstant } from '@coworking/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { BookingsService } from '../../src/modules/booking/bookings.service.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { SpaceInstanceAssignment } from '../../src/modules/booking/entities/space-instance-assignment.entity.js';
import { AuditLogEntry } from '../../src/modules/identity/entities/audit-log-entry.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { Refund } from '../../src/modules/payment/entities/refund.entity.js';
import { PaymentsService } from '../../src/modules/payment/payments.service.js';
import { PaystackClient } from '../../src/modules/payment/paystack/paystack.client.js';
import { RefundsService } from '../../src/modules/payment/refunds/refunds.service.js';
import { type PaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { CONTACT, futureWeekday, makeSpace } from '../booking/support.js';
import { createTestAppWithPaystack, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

interface Started {
  data: { reference: string };
}

/**
 * Money after the checkout, over HTTP against the Paystack sandbox: cancelling within the policy and after it,
 * refunds by staff (once however often they click), late and duplicate payments, the locks between hold expiry
 * and confirmation, numbered receipts.
 */
/** The 50-way races take 25–50 s on a busy 2-core machine: room to finish, not a different verdict. */
const RACE_TIMEOUT_MS = 240_000;

describe('money after the checkout', () => {
  let sandbox: PaystackSandbox;
  let testApp: TestApp;
  let closeApp: () => Promise<void>;
  let root: Session;
  let spaceId: string;
  let dayOffset = 0;

  const request = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${testApp.api}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  };
  const adminJson = async <T>(method: string, path: string, body?: unknown) => {
    const response = await root.request(method, path, body);
    return { status: response.status, body: (await response.json()) as T, headers: response.headers };
  };
  const eventually = async (check: () => Promise<boolean>, what = 'condition') => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what} not reached in time`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** A fresh weekday far enough ahead for every test, so one test's bookings never meet another's. */
  const freshDate = () => futureWeekday(30 + 7 * dayOffset++);
  const checkout = (email: string, date: string, times = ['10:00'], space = spaceId) =>
    request<Started>('POST', '/payments/booking/initialize', {
      ...CONTACT,
      email,
      bookingData: { type: 'space', spaceId: space, dates: [date], times },
    });
  const bookingsOf = (email: string) =>
    testApp.em().find(SpaceBooking, { contact: { email } }, { orderBy: { date: 'asc', time: 'asc' } });
  const mailTo = async (email: string, template?: string) =>
    (await testApp.em().find(MailOutbox, { recipient: email }, { orderBy: { createdAt: 'asc' } })).filter(
      (row) => !template || row.templateName === template,
    );
  const assignmentsOf = async (email: string) =>
    testApp.em().count(SpaceInstanceAssignment, { booking: { contact: { email } } });
  /** Pays a booking through the sandbox and waits until it is confirmed; returns the payment and manage token. */
  const paidBooking = async (email: string, date = freshDate(), times = ['10:00']) => {
    const started = await checkout(email, date, times);
    expect(started.status).toBe(200);
    await sandbox.pay(started.body.data.reference, 'success', 'card');
    await eventually(async () => (await bookingsOf(email)).every((booking) => booking.status === 'confirmed'));
    const [confirmation] = await mailTo(email, 'booking-confirmed');
    const manageUrl = String(confirmation.variables.manageUrl);
    return {
      reference: started.body.data.reference,
      token: manageUrl.slice(manageUrl.lastIndexOf('/') + 1),
      manageUrl,
    };
  };
  const paymentOf = (reference: string) => testApp.em().findOneOrFail(Payment, { reference });
  const refundsOf = async (reference: string) =>
    testApp.em().find(Refund, { payment: { reference } }, { orderBy: { createdAt: 'asc' } });

  beforeAll(async () => {
    ({ testApp, sandbox, close: closeApp } = await createTestAppWithPaystack('money_after_checkout'));
    spaceId = (await makeSpace(testApp.em(), { name: 'Hot desk', rate: '500.00' })).space.id;
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(async () => {
    await closeApp();
  });

  it('cancels within the policy from the manage link: instances freed, full refund, one e-mail when processed', async () => {
    const email = 'cancel-in-time@example.com';
    const paid = await paidBooking(email, freshDate(), ['10:00', '12:00']);
    expect(paid.manageUrl).toMatch(/^http:\/\/coworking\.example\/bookings\/manage\/[A-Za-z0-9_-]{43}$/);
    const [confirmation] = await mailTo(email, 'booking-confirmed');
    expect(confirmation.variables).toMatchObject({
      cancellationPolicy: expect.stringContaining('2 hours before the start'),
      cancelUntil: expect.stringMatching(/, 08:00 \(Nairobi time\)$/),
    });

    const view = await request<{
      status: string;
      cancellation: { allowed: boolean; deadlineText: string };
      payment: { amountCents: number; receiptNumber: string; receiptUrl: string };
    }>('GET', `/bookings/manage/${paid.token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      status: 'confirmed',
      cancellation: { allowed: true },
      payment: { amountCents: 200_000, receiptNumber: expect.stringMatching(/^SCH-\d{4}-\d{6}$/) },
    });
    const receipt = await fetch(`${testApp.api.replace(/\/api$/, '')}${view.body.payment.receiptUrl}`);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const calendar = await fetch(`${testApp.api}/bookings/manage/${paid.token}/calendar`);
    expect(await calendar.text()).toContain('BEGIN:VEVENT');

    const cancelled = await request<{ message: string; booking: { status: string } }>(
      'POST',
      `/bookings/manage/${paid.token}/cancel`,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(
      'Your booking is cancelled. KSh 2,000 is being refunded to the card or M-Pesa account you paid with.',
    );
    expect((await bookingsOf(email)).map((booking) => [booking.status, booking.cancelledBy])).toEqual([
      ['cancelled', 'customer'],
      ['cancelled', 'customer'],
    ]);
    expect(await assignmentsOf(email)).toBe(0);
    const [refund] = await refundsOf(paid.reference);
    expect(refund).toMatchObject({ amountCents: 200_000, requestedBy: 'customer', status: 'pending' });
    expect(refund.paystackRefundId).not.toBeNull();
    expect(sandbox.refunds().find((candidate) => String(candidate.id) === refund.paystackRefundId)).toMatchObject({
      amount: 200_000,
      transaction_reference: paid.reference,
    });
    // Paid through Paystack: the e-mail promises the refund to the card or M-Pesa account, not from the front desk.
    expect((await mailTo(email, 'booking-cancelled'))[0].variables).toMatchObject({
      refundAmount: '2,000',
      refundAtDesk: null,
    });

    await sandbox.settleRefund(Number(refund.paystackRefundId), 'processed');
    await eventually(async () => (await paymentOf(paid.reference)).refundedCents === 200_000, 'refund processed');
    const hook = sandbox.webhooksSent().find((sent) => sent.body.includes('refund.processed'))!;
    await fetch(`${testApp.api}/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': hook.signature },
      body: hook.body,
    });
    const processed = await mailTo(email, 'refund-processed');
    expect(processed).toHaveLength(1);
    expect(processed[0].attachments[0].filename).toMatch(/^credit-note-SCH-CN-\d{4}-\d{6}\.pdf$/);
    // A Paystack refund keeps the card networks' 7 to 14 business days: nothing was handed back at the desk.
    expect(processed[0].variables).toMatchObject({ handBackMethod: null, handedBackOn: null });
    expect((await refundsOf(paid.reference))[0]).toMatchObject({ status: 'processed' });
    expect((await paymentOf(paid.reference)).refundedCents).toBe(200_000);

    // The slots are free again for the next customer.
    expect((await checkout('next-customer@example.com', (await bookingsOf(email))[0].date)).status).toBe(200);
  });

  it('refuses to cancel after the deadline with 409 naming it, and changes nothing', async () => {
    const email = 'cancel-late@example.com';
    const paid = await paidBooking(email);
    const [booking] = await bookingsOf(email);
    const lateNow = venueInstant(booking.date, '08:30');
    await expect(
      testApp.app.get(BookingsService).cancelGroupByCustomer(booking.bookingGroupId!, lateNow),
    ).rejects.toThrow(`This booking can no longer be cancelled online: the deadline was`);
    // Over HTTP the clock is real: moved to start in an hour, the booking is past its 2-hour deadline.
    const inAnHour = toVenueIso(new Date(Date.now() + 60 * 60_000));
    await testApp
      .em()
      .nativeUpdate(SpaceBooking, { id: booking.id }, { date: inAnHour.slice(0, 10), time: inAnHour.slice(11, 16) });
    const refused = await request<{ message: string }>('POST', `/bookings/manage/${paid.token}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^This booking can no longer be cancelled online: the deadline was .+ \(Nairobi time\)\./,
    );
    expect((await bookingsOf(email)).map((row) => row.status)).toEqual(['confirmed']);
    expect(await assignmentsOf(email)).toBe(1);
    expect(await refundsOf(paid.reference)).toEqual([]);
  });

  it('answers a wrong manage token with 404 and a message', async () => {
    const response = await request<{ message: string }>('GET', `/bookings/manage/${'x'.repeat(43)}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toContain('This booking link is not valid or has expired');
  });

  it('lets staff refund part of a payment, audited, and two clicks never refund twice', async () => {
    const email = 'staff-refund@example.com';
    const paid = await paidBooking(email, freshDate(), ['10:00', '12:00']);
    const payment = await paymentOf(paid.reference);
    const key = crypto.randomUUID();
    const clicks = await Promise.all(
      [1, 2, 3].map(() =>
        adminJson<{ id: string; amountCents: number }>('POST', `/admin/payments/${payment.id}/refunds`, {
          amountCents: 50_000,
          reason: 'Projector did not work',
          idempotencyKey: key,
        }),
      ),
    );
    expect(clicks.map((click) => click.status)).toEqual([201, 201, 201]);
    expect(new Set(clicks.map((click) => click.body.id)).size).toBe(1);
    expect(await refundsOf(paid.reference)).toHaveLength(1);
    expect(sandbox.refunds().filter((refund) => refund.transaction_reference === paid.reference)).toHaveLength(1);
    expect(
      await testApp.em().count(AuditLogEntry, { action: 'refund', resource: 'payments', resourceId: payment.id }),
    ).toBe(1);

    // Two different "refund everything left" requests at once: one refunds 1,500, the other finds nothing left.
    const rest = await Promise.all(
      [1, 2].map(() =>
        adminJson<{ message?: string }>('POST', `/admin/payments/${payment.id}/refunds`, {
          reason: 'Cancelled by phone',
          idempotencyKey: crypto.randomUUID(),
        }),
      ),
    );
    expect(rest.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(rest.find((response) => response.status === 409)!.body.message).toBe(
      'Nothing is left to refund on this payment.',
    );
    const tooMuch = await adminJson<{ message: string }>('POST', `/admin/payments/${payment.id}/refunds`, {
      amountCents: 1,
      reason: 'One more',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(tooMuch).toMatchObject({
      status: 409,
      body: { message: 'At most KSh 0 of this payment can still be refunded.' },
    });
    expect((await refundsOf(paid.reference)).reduce((sum, refund) => sum + refund.amountCents, 0)).toBe(200_000);

    const detail = await adminJson<{ refundableCents: number; refunds: unknown[]; refundState: string }>(
      'GET',
      `/admin/payments/${payment.id}`,
    );
    expect(detail.body).toMatchObject({ refundableCents: 0, refundState: 'pending' });
    expect(detail.body.refunds).toHaveLength(2);
  });

  it('refunds a row when staff cancel it, unless they say not to', async () => {
    const email = 'staff-cancel@example.com';
    const paid = await paidBooking(email, freshDate(), ['10:00', '12:00']);
    const [first, second] = await bookingsOf(email);
    expect((await adminJson('PUT', `/admin/bookings/${first.id}`, { status: 'cancelled' })).status).toBe(200);
    expect((await refundsOf(paid.reference)).map((refund) => [refund.amountCents, refund.requestedBy])).toEqual([
      [100_000, 'staff'],
    ]);
    expect((await mailTo(email, 'booking-status-changed'))[0].variables).toMatchObject({
      refundAmount: '1,000',
      refundAtDesk: null,
    });
    expect(
      (await adminJson('PUT', `/admin/bookings/${second.id}`, { status: 'cancelled', refund: false })).status,
    ).toBe(200);
    expect(await refundsOf(paid.reference)).toHaveLength(1);
  });

  it('confirms a late payment when its slot is still free', async () => {
    const email = 'late-free@example.com';
    const started = await checkout(email, freshDate());
    await testApp.app.get(BookingsService).releaseExpiredHolds(new Date(Date.now() + 16 * 60_000));
    expect((await bookingsOf(email)).map((booking) => booking.status)).toEqual(['cancelled']);

    await sandbox.pay(started.body.data.reference, 'success');
    await eventually(async () => (await bookingsOf(email))[0].status === 'confirmed');
    expect(await assignmentsOf(email)).toBe(1);
    expect(await refundsOf(started.body.data.reference)).toEqual([]);
    expect((await mailTo(email)).map((row) => row.templateName).sort()).toEqual([
      'booking-confirmed',
      'payment-receipt',
    ]);
  });

  it('refunds a late payment whose slot was sold meanwhile, and tells the customer and staff', async () => {
    const email = 'late-taken@example.com';
    const date = freshDate();
    const started = await checkout(email, date);
    await testApp.app.get(BookingsService).releaseExpiredHolds(new Date(Date.now() + 16 * 60_000));
    const other = await checkout('took-it@example.com', date);
    await sandbox.pay(other.body.data.reference, 'success');
    await eventually(async () => (await bookingsOf('took-it@example.com'))[0].status === 'confirmed');

    await sandbox.pay(started.body.data.reference, 'success', 'mobile_money');
    await eventually(async () => (await refundsOf(started.body.data.reference)).length === 1, 'automatic refund');
    expect((await refundsOf(started.body.data.reference))[0]).toMatchObject({
      amountCents: 100_000,
      requestedBy: 'system',
    });
    expect((await paymentOf(started.body.data.reference)).status).toBe('success');
    expect((await bookingsOf(email)).map((booking) => booking.status)).toEqual(['cancelled']);
    expect((await mailTo(email)).map((row) => row.templateName).sort()).toEqual([
      'payment-not-delivered',
      'payment-receipt',
    ]);
    expect((await mailTo(testApp.config.mail.staffEmail, 'payment-attention-staff')).length).toBeGreaterThan(0);
  });

  it('refunds a second payment for a plan booking already paid', async () => {
    const plan = (
      await adminJson<{ id: string }>('POST', '/admin/membership-plans', { name: 'Dedicated', price: '15000' })
    ).body;
    const booking = (
      await request<{ id: string }>('POST', '/plan-bookings', {
        ...CONTACT,
        email: 'twice@example.com',
        planId: plan.id,
        startDate: futureWeekday(),
      })
    ).body;
    const [first, second] = await Promise.all(
      [1, 2].map(() => request<Started>('POST', '/payments/subscription/initialize', { planBookingId: booking.id })),
    );
    await sandbox.pay(first.body.data.reference, 'success');
    await sandbox.pay(second.body.data.reference, 'success');
    await eventually(async () => (await refundsOf(second.body.data.reference)).length === 1, 'duplicate refund');
    expect(await refundsOf(first.body.data.reference)).toEqual([]);
    expect((await refundsOf(second.body.data.reference))[0].amountCents).toBe(1_500_000);
    expect(await mailTo('twice@example.com', 'subscription-activated')).toHaveLength(1);
    expect(await mailTo('twice@example.com', 'payment-not-delivered')).toHaveLength(1);
    // Once paid, a new checkout for it is refused.
    const third = await request<{ message: string }>('POST', '/payments/subscription/initialize', {
      planBookingId: booking.id,
    });
    expect(third).toMatchObject({ status: 409, body: { message: expect.stringContaining('already paid') } });
  });

  it(
    'never leaves a confirmed booking without its instance when hold expiry races confirmation (50 times)',
    async () => {
      const bookings = testApp.app.get(BookingsService);
      const payments = testApp.app.get(PaymentsService);
      const paystack = testApp.app.get(PaystackClient);
      const date = freshDate();
      const slots = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];
      const space = (await makeSpace(testApp.em(), { name: 'Race room', rate: '100.00' })).space;
      // The webhook stays away, so the only fulfilment of each payment is the one racing the expiry.
      sandbox.setWebhookUrl(undefined);
      try {
        for (let round = 0; round < 50; round++) {
          const email = `race-${round}@example.com`;
          const started = await checkout(email, date, [slots[round % slots.length]], space.id);
          expect(started.status).toBe(200);
          await sandbox.pay(started.body.data.reference, 'success');
          const transaction = await paystack.verify(started.body.data.reference);
          await testApp
            .em()
            .nativeUpdate(SpaceBooking, { contact: { email } }, { holdExpiresAt: new Date(Date.now() - 1000) });
          await Promise.all([payments.fulfil(transaction, 'webhook'), bookings.releaseExpiredHolds()]);
          const [booking] = await bookingsOf(email);
          // Whichever committed first, the paid booking ends confirmed on its instance (the slot was free again).
          expect(booking.status).toBe('confirmed');
          expect(await assignmentsOf(email)).toBe(1);
          // Free the slot for the next round on it.
          await testApp.em().nativeDelete(SpaceInstanceAssignment, { booking: booking.id });
          await testApp
            .em()
            .nativeUpdate(SpaceBooking, { id: booking.id }, { status: 'cancelled', cancelledBy: 'staff' });
        }
      } finally {
        sandbox.setWebhookUrl(`${testApp.api}/payments/webhook`);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it('treats a lapsed hold as free even when the worker has not released it', async () => {
    const date = freshDate();
    const held = await checkout('abandoned@example.com', date);
    expect(held.status).toBe(200);
    const availability = async () =>
      (
        await request<{ timeSlots: { time: string; available: boolean }[] }>(
          'GET',
          `/spaces/${spaceId}/availability?date=${date}`,
        )
      ).body.timeSlots.find((slot) => slot.time === '10:00')!.available;
    expect(await availability()).toBe(false);
    await testApp
      .em()
      .nativeUpdate(
        SpaceBooking,
        { contact: { email: 'abandoned@example.com' } },
        { holdExpiresAt: new Date(Date.now() - 1000) },
      );
    expect(await availability()).toBe(true);
    const next = await checkout('next-in-line@example.com', date);
    expect(next.status).toBe(200);
    expect((await bookingsOf('abandoned@example.com'))[0]).toMatchObject({ status: 'cancelled', cancelledBy: 'hold' });
  });

  it(
    'numbers receipts without gaps under 50 concurrent fulfilments, and the PDF carries the number and VAT',
    async () => {
      expect(
        (
          await adminJson('PUT', '/admin/settings/business', {
            businessName: 'Syokimau Coworking Hub Ltd',
            address: 'EENS Business Park, Syokimau',
            kraPin: 'P051234567X',
            vatRegistered: true,
            vatRatePercent: 16,
            cancellation: { hourlyHoursBefore: 2, dailyHoursBefore: 24, monthlyDaysBefore: 7 },
          })
        ).status,
      ).toBe(200);
      const space = (await makeSpace(testApp.em(), { name: 'Receipt room', rate: '1500.00', instances: 50 })).space;
      const date = freshDate();
      // Checkouts one after another (each holds its own instance); then the 50 fulfilments race for numbers.
      const started: { status: number; body: Started }[] = [];
      for (let index = 0; index < 50; index++)
        started.push(
          await request<Started>('POST', '/payments/booking/initialize', {
            ...CONTACT,
            email: `receipt-${index}@example.com`,
            companyName: 'Acme Kenya Ltd',
            kraPin: 'A123456789B',
            bookingData: { type: 'space', spaceId: space.id, dates: [date], times: ['10:00'] },
          }),
        );
      expect(started.map((one) => [one.status, one.status === 200 ? null : one.body])).toEqual(
        started.map(() => [200, null]),
      );
      sandbox.setWebhookUrl(undefined);
      try {
        for (const one of started) await sandbox.pay(one.body.data.reference, 'success');
        const paystack = testApp.app.get(PaystackClient);
        const transactions = await Promise.all(started.map((one) => paystack.verify(one.body.data.reference)));
        await Promise.all(
          transactions.map((transaction) => testApp.app.get(PaymentsService).fulfil(transaction, 'webhook')),
        );
      } finally {
        sandbox.setWebhookUrl(`${testApp.api}/payments/webhook`);
      }
      const numbers = (await testApp.em().find(Payment, { receiptNumber: { $ne: null } })).map((payment) =>
        Number(payment.receiptNumber!.slice(-6)),
      );
      numbers.sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));

      const payment = await paymentOf(started[0].body.data.reference);
      const pdf = await fetch(`${testApp.api}/admin/payments/${payment.id}/receipt`, {
        headers: { cookie: root.cookie },
      });
      expect(pdf.status).toBe(200);
      const document = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
      const { text } = await extractText(document, { mergePages: true });
      expect(text).toContain(payment.receiptNumber!);
      expect(text).toContain('VAT 16%');
      expect(text).toContain('2,586.21');
      expect(text).toContain('413.79');
      expect(text).toContain('3,000.00');
      expect(text).toContain('Acme Kenya Ltd');
      expect(text).toContain('A123456789B');
      expect(text).toContain('P051234567X');
    },
    RACE_TIMEOUT_MS,
  );

  it('takes a blank company name and KRA PIN as not given, and refuses a malformed PIN by name', async () => {
    const blank = await request<Started>('POST', '/payments/booking/initialize', {
      ...CONTACT,
      email: 'no-company@example.com',
      companyName: '  ',
      kraPin: ' ',
      bookingData: { type: 'space', spaceId, dates: [freshDate()], times: ['10:00'] },
    });
    expect(blank.status).toBe(200);
    expect(await paymentOf(blank.body.data.reference)).toMatchObject({ companyName: null, kraPin: null });

    const malformed = await request<{ message: string }>('POST', '/payments/booking/initialize', {
      ...CONTACT,
      email: 'bad-pin@example.com',
      kraPin: '12345',
      bookingData: { type: 'space', spaceId, dates: [freshDate()], times: ['10:00'] },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(KRA_PIN_MESSAGE);

    const settings = await adminJson<{ kraPin: string | null }>('GET', '/admin/settings/business');
    const cleared = await adminJson<{ kraPin: string | null }>('PUT', '/admin/settings/business', {
      ...settings.body,
      kraPin: '',
    });
    expect(cleared.status).toBe(200);
    expect((await adminJson<{ kraPin: string | null }>('GET', '/admin/settings/business')).body.kraPin).toBeNull();
    await adminJson('PUT', '/admin/settings/business', settings.body);
  });

  it('lists payments for staff with paging, search and filters, and refuses those without the permission', async () => {
    const page = await adminJson<{ reference: string; status: string }[]>('GET', '/admin/payments?_start=0&_end=5');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(5);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(50);
    // A sorted ledger's pages join up into one long page, each row with what it paid for (read after the page is
    // chosen: decision 0319).
    type LedgerRow = { id: string; amountCents: number; purpose: string; targetLabel: string };
    const sorted = '/admin/payments?_sort=amountCents&_order=DESC';
    const whole = (await adminJson<LedgerRow[]>('GET', `${sorted}&_start=0&_end=30`)).body;
    const pages: LedgerRow[] = [];
    for (const start of [0, 10, 20])
      pages.push(...(await adminJson<LedgerRow[]>('GET', `${sorted}&_start=${start}&_end=${start + 10}`)).body);
    expect(pages).toEqual(whole);
    expect(whole.map((row) => row.amountCents)).toEqual(whole.map((row) => row.amountCents).sort((a, b) => b - a));
    expect(whole.filter((row) => row.purpose === 'booking').length).toBeGreaterThan(0);
    for (const row of whole.filter((entry) => entry.purpose === 'booking'))
      expect(row.targetLabel).toMatch(/^.+ · \d{4}-\d{2}-\d{2}( \+\d+)?$/);
    const search = await adminJson<{ email: string }[]>('GET', '/admin/payments?q=receipt-7%40example');
    expect(search.body.map((row) => row.email)).toEqual(['receipt-7@example.com']);
    const refunded = await adminJson<{ refundedCents: number; amountCents: number }[]>(
      'GET',
      '/admin/payments?status=refunded',
    );
    expect(refunded.body.length).toBeGreaterThan(0);
    expect(refunded.body.every((row) => row.refundedCents === row.amountCents)).toBe(true);
    const bad = await adminJson<{ message: string }>('GET', '/admin/payments?status=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('status must be one of');

    // The front desk sees payments but cannot refund them.
    await makeAdmin(testApp.em(), { username: 'front-desk', role: 'moderator' });
    const frontDesk = await signIn(testApp.api, 'front-desk');
    expect((await frontDesk.request('GET', '/admin/payments')).status).toBe(200);
    const payment = await testApp.em().findOneOrFail(Payment, { email: 'receipt-7@example.com' });
    const refused = await frontDesk.request('POST', `/admin/payments/${payment.id}/refunds`, {
      reason: 'Trying',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(refused.status).toBe(403);
    expect(await refundsOf(payment.reference)).toEqual([]);
  });

  it('follows a refund whose webhook was lost through the scheduled check', async () => {
    const email = 'lost-webhook@example.com';
    const paid = await paidBooking(email);
    sandbox.setWebhookUrl(undefined);
    try {
      expect((await request('POST', `/bookings/manage/${paid.token}/cancel`)).status).toBe(200);
      const [refund] = await refundsOf(paid.reference);
      await sandbox.settleRefund(Number(refund.paystackRefundId), 'processed');
      expect((await refundsOf(paid.reference))[0].status).toBe('pending');
      await testApp.app.get(RefundsService).check();
      expect((await refundsOf(paid.reference))[0].status).toBe('processed');
      expect(await mailTo(email, 'refund-processed')).toHaveLength(1);
    } finally {
      sandbox.setWebhookUrl(`${testApp.api}/payments/webhook`);
    }
  });
});
