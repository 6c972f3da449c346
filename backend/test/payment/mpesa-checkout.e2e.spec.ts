import { jest } from '@jest/globals';
import { MPESA_PHONE_MESSAGE, venueInstant, venueToday } from '@coworking/domain';
import { Clock } from '../../src/common/clock/clock.js';
import { BookingsService } from '../../src/modules/booking/bookings.service.js';
import { SpaceBooking } from '../../src/modules/booking/entities/space-booking.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { Refund } from '../../src/modules/payment/entities/refund.entity.js';
import { ConsentRecord } from '../../src/modules/privacy/entities/consent-record.entity.js';
import { ErasureRequestsService } from '../../src/modules/privacy/erasure/erasure-requests.service.js';
import { SmsOutbox } from '../../src/modules/sms/entities/sms-outbox.entity.js';
import { type PaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { CONTACT, futureWeekday, makeSpace } from '../booking/support.js';
import { signInMemberByLink } from '../support/member-sign-in.js';
import { createTestAppWithPaystack, ROOT, signIn, type TestApp } from '../support/test-app.js';

const PHONE = '254712345678';

interface Started {
  success: boolean;
  status: 'checkout' | 'pending' | 'failed' | 'free';
  channel: 'card' | 'mpesa' | null;
  mpesaPhone: string | null;
  data: { reference: string; authorization_url: string | null };
  holdExpiresAt: string | null;
  message: string;
}
interface Progress {
  reference: string;
  status: string;
  message: string;
  canRetry: boolean;
}

/**
 * M-Pesa by STK push over HTTP, with the Paystack sandbox's "phone": the checkout answers `pending` and the PIN prompt
 * waits on the phone; approved → confirmed once and receipted; declined → the hold stays until it expires and "Try
 * again" makes a new charge; pressing twice never makes two; Paystack is asked at most once per 10 s; a membership is
 * paid and renewed by STK push.
 */
describe('M-Pesa STK push checkouts', () => {
  let sandbox: PaystackSandbox;
  let testApp: TestApp;
  let closeApp: () => Promise<void>;
  let spaceId: string;
  let week = 0;

  const call = async <T>(method: string, path: string, body?: unknown, cookie?: string) => {
    const response = await fetch(`${testApp.api}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  /** A desk on a fresh date per checkout, paid by M-Pesa unless `extra` says otherwise. */
  const checkout = (email: string, extra: Record<string, unknown> = {}) =>
    call<Started>('POST', '/payments/booking/initialize', {
      ...CONTACT,
      email,
      bookingData: { type: 'space', spaceId, date: futureWeekday(15 + 7 * week++), times: ['10:00'] },
      channel: 'mpesa',
      mpesaPhone: '0712 345 678',
      ...extra,
    });
  const progress = (reference: string) => call<Progress>('GET', `/payments/${reference}/status`);
  /** Lets the next poll ask Paystack at once, as if 10 s had passed since the last check. */
  const tenSecondsLater = (reference: string) =>
    testApp.em().nativeUpdate(Payment, { reference }, { providerCheckedAt: new Date(Date.now() - 11_000) });
  const retry = (reference: string, body: Record<string, unknown> = {}) =>
    call<Started>('POST', `/payments/${reference}/retry`, body);
  const bookingsOf = (email: string) => testApp.em().find(SpaceBooking, { contact: { email } });
  const paymentsOf = (email: string) =>
    testApp.em().find(Payment, { email }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const receiptsTo = (email: string) =>
    testApp.em().find(MailOutbox, { recipient: email, templateName: 'payment-receipt' });
  const eventually = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what}: not reached in time`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    ({ testApp, sandbox, close: closeApp } = await createTestAppWithPaystack('mpesa_checkouts'));
    spaceId = (await makeSpace(testApp.em(), { name: 'M-Pesa hot desk', rate: '1500.00' })).space.id;
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await closeApp();
  });

  it('sends the PIN prompt, waits for the phone, then confirms the booking once with one receipt', async () => {
    const email = 'mpesa-approve@example.com';
    const started = await checkout(email, { smsConsent: true });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      success: true,
      status: 'pending',
      channel: 'mpesa',
      mpesaPhone: '0712 345 678',
      data: { authorization_url: null },
    });
    expect(started.body.message).toContain('enter your M-Pesa PIN');
    const reference = started.body.data.reference;
    expect(sandbox.promptsWaiting(PHONE).map((prompt) => prompt.reference)).toEqual([reference]);
    expect((await bookingsOf(email)).map((row) => row.status)).toEqual(['pending']);
    expect((await progress(reference)).body).toMatchObject({ status: 'pending', canRetry: false });

    await sandbox.answerOnPhone(reference, 'approve');
    await eventually(async () => (await bookingsOf(email))[0].status === 'confirmed', 'confirmed by the webhook');
    await tenSecondsLater(reference);
    expect((await progress(reference)).body).toMatchObject({
      status: 'success',
      message: 'Payment received. Thank you!',
    });
    const [payment] = await paymentsOf(email);
    expect(payment).toMatchObject({ status: 'success', channel: 'mobile_money', payerPhone: PHONE });
    expect(payment.receiptNumber).toBeTruthy();
    expect(await receiptsTo(email)).toHaveLength(1);
    // The ticked SMS box is a consent on record, with its wording and source.
    const consents = await testApp.em().find(ConsentRecord, { phone: PHONE, channel: 'sms' });
    expect(consents).toEqual([
      expect.objectContaining({
        granted: true,
        source: 'booking-checkout',
        email,
        wording: expect.stringContaining('SMS'),
      }),
    ]);
    // With the box ticked, the M-Pesa payment is confirmed by SMS to the number that paid, once.
    const texts = await testApp.em().find(SmsOutbox, { phone: PHONE, templateName: 'payment-received' });
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toContain(payment.receiptNumber!);
    // Paid is final: a retry is refused and nothing is charged again.
    expect(await retry(reference)).toMatchObject({ status: 409 });
    expect(sandbox.promptsWaiting(PHONE)).toHaveLength(0);
  });

  it('refuses a number M-Pesa cannot prompt, and M-Pesa without a number, holding nothing', async () => {
    const email = 'mpesa-bad-number@example.com';
    for (const extra of [{ mpesaPhone: '12345' }, { mpesaPhone: '+255712345678' }, { mpesaPhone: undefined }]) {
      const refused = await checkout(email, extra);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(MPESA_PHONE_MESSAGE);
    }
    expect(await bookingsOf(email)).toHaveLength(0);
    expect(await paymentsOf(email)).toHaveLength(0);
  });

  it('keeps the hold after a decline; "Try again" charges anew, and the booking is paid once', async () => {
    const email = 'mpesa-decline@example.com';
    const first = (await checkout(email)).body.data.reference;
    // Answered too early: the prompt is still on the phone, so no second charge is started beside it.
    expect(await retry(first)).toMatchObject({ status: 409, body: { message: expect.stringContaining('still open') } });

    await sandbox.answerOnPhone(first, 'decline');
    // Paystack was asked moments ago: the page hears of the decline only once 10 s have passed.
    expect((await progress(first)).body.status).toBe('pending');
    await tenSecondsLater(first);
    expect((await progress(first)).body).toMatchObject({
      status: 'failed',
      canRetry: true,
      message: 'The M-Pesa request was cancelled on the phone, so nothing was paid.',
    });
    expect((await bookingsOf(email)).map((row) => row.status)).toEqual(['pending']);

    const again = await retry(first);
    expect(again.body).toMatchObject({ status: 'pending', channel: 'mpesa', mpesaPhone: '0712 345 678' });
    const second = again.body.data.reference;
    expect(second).not.toBe(first);
    expect(sandbox.promptsWaiting(PHONE).map((prompt) => prompt.reference)).toEqual([second]);
    // The first attempt cannot be tried again now that a newer one exists.
    expect((await progress(first)).body.canRetry).toBe(false);

    await sandbox.answerOnPhone(second, 'approve');
    await eventually(async () => (await bookingsOf(email))[0].status === 'confirmed', 'confirmed');
    expect((await paymentsOf(email)).map((payment) => [payment.status, payment.retryOf])).toEqual([
      ['failed', null],
      ['success', first],
    ]);
    expect(await receiptsTo(email)).toHaveLength(1);
  });

  it('starts one new charge however many times "Try again" is pressed at once', async () => {
    const email = 'mpesa-double-press@example.com';
    const first = (await checkout(email)).body.data.reference;
    await sandbox.answerOnPhone(first, 'timeout');
    await tenSecondsLater(first);
    expect((await progress(first)).body).toMatchObject({ status: 'abandoned', canRetry: true });

    const presses = await Promise.all([retry(first), retry(first), retry(first)]);
    expect(presses.map((press) => press.status)).toEqual([200, 200, 200]);
    const references = new Set(presses.map((press) => press.body.data.reference));
    expect(references.size).toBe(1);
    expect(sandbox.promptsWaiting(PHONE)).toHaveLength(1);
    expect(await paymentsOf(email)).toHaveLength(2);
  });

  it('lets the held slot go when the hold runs out after a decline, and refuses to charge for it then', async () => {
    const email = 'mpesa-hold-over@example.com';
    const first = (await checkout(email)).body.data.reference;
    const waitingBefore = sandbox.promptsWaiting(PHONE).length - 1;
    await sandbox.answerOnPhone(first, 'decline');
    await tenSecondsLater(first);
    expect((await progress(first)).body.status).toBe('failed');
    expect((await bookingsOf(email))[0].status).toBe('pending');

    const holdMinutes = testApp.config.booking.holdMinutes;
    await testApp.app.get(BookingsService).releaseExpiredHolds(new Date(Date.now() + (holdMinutes + 1) * 60_000));
    expect((await bookingsOf(email))[0].status).toBe('cancelled');
    await testApp.em().nativeUpdate(Payment, { reference: first }, { holdExpiresAt: new Date(Date.now() - 1000) });
    expect(await retry(first)).toMatchObject({ status: 409, body: { message: expect.stringContaining('run out') } });
    expect(sandbox.promptsWaiting(PHONE)).toHaveLength(waitingBefore);
  });

  it('pays another way: a declined prompt tried again by card opens Paystack’s checkout for the same hold', async () => {
    const email = 'mpesa-then-card@example.com';
    const first = (await checkout(email)).body.data.reference;
    await sandbox.answerOnPhone(first, 'decline');
    await tenSecondsLater(first);
    await progress(first);
    const byCard = await retry(first, { channel: 'card' });
    expect(byCard.body).toMatchObject({ status: 'checkout', channel: 'card' });
    expect(byCard.body.data.authorization_url).toContain(sandbox.url);
    await sandbox.pay(byCard.body.data.reference, 'success', 'card');
    await eventually(async () => (await bookingsOf(email))[0].status === 'confirmed', 'confirmed by card');
  });

  it('refunds a second attempt that is paid too, so a booking is never paid twice', async () => {
    const email = 'mpesa-both-paid@example.com';
    // Paystack's checkout opened, then left open while the payer switched to an M-Pesa prompt.
    const card = (await checkout(email, { channel: 'card', mpesaPhone: undefined })).body;
    expect(card.status).toBe('checkout');
    const mpesa = await retry(card.data.reference, { channel: 'mpesa', mpesaPhone: '0712 345 678' });
    expect(mpesa.body.status).toBe('pending');
    await sandbox.answerOnPhone(mpesa.body.data.reference, 'approve');
    await eventually(async () => (await bookingsOf(email))[0].status === 'confirmed', 'confirmed by M-Pesa');
    // The forgotten card checkout is paid as well: nothing more is delivered and all of it goes back.
    await sandbox.pay(card.data.reference, 'success', 'card');
    await eventually(
      async () => (await paymentsOf(email)).every((payment) => payment.status === 'success'),
      'card payment recorded',
    );
    const refunds = await testApp.em().find(Refund, { payment: { reference: card.data.reference } });
    const cardPayment = await testApp.em().findOneOrFail(Payment, { reference: card.data.reference });
    expect(refunds.map((refund) => refund.amountCents)).toEqual([cardPayment.amountCents]);
    const viaMpesa = await testApp.em().find(Refund, { payment: { reference: mpesa.body.data.reference } });
    expect(viaMpesa).toHaveLength(0);
    expect((await bookingsOf(email)).map((row) => row.status)).toEqual(['confirmed']);
  });

  it('takes consent for both numbers a checkout gave, and an erasure reaches the M-Pesa number that paid', async () => {
    const email = 'mpesa-other-number@example.com';
    const started = await checkout(email, { phone: '+254722000555', mpesaPhone: '0798 765 432', smsConsent: true });
    const reference = started.body.data.reference;
    const consents = await testApp.em().find(ConsentRecord, { email }, { orderBy: { phone: 'asc' } });
    expect(consents.map((consent) => [consent.phone, consent.granted])).toEqual([
      ['254722000555', true],
      ['254798765432', true],
    ]);
    await sandbox.answerOnPhone(reference, 'approve');
    await eventually(async () => (await bookingsOf(email))[0].status === 'confirmed', 'confirmed');

    // The request names the booking's contact (its e-mail and phone); the M-Pesa number is found through the payment.
    const { id } = await testApp.app
      .get(ErasureRequestsService)
      .request({ emails: [email], phones: ['254722000555'] }, 'manage-link', null);
    const root = await signIn(testApp.api, ROOT.username, ROOT.password);
    expect((await root.request('POST', `/admin/erasure-requests/${id}/complete`)).status).toBe(200);
    const paid = await testApp.em().findOneOrFail(Payment, { reference });
    expect(paid.payerPhone).not.toContain('798765432');
    expect(paid).toMatchObject({ status: 'success', amountCents: 300_000 });
    expect(paid.receiptNumber).toBeTruthy();
    expect(await testApp.em().count(ConsentRecord, { phone: '254798765432', granted: true })).toBe(0);
  });

  it('pays a membership and then its renewal by STK push', async () => {
    const email = 'mpesa-member@example.com';
    const em = testApp.em();
    const plan = em.create(MembershipPlan, { name: 'M-Pesa monthly', price: '5000.00' });
    await em.flush();
    const created = await call<{ id: string }>('POST', '/plan-bookings', {
      planId: plan.id,
      firstName: 'Akinyi',
      lastName: 'Otieno',
      email,
      phone: '+254712345678',
      startDate: venueToday(),
    });
    expect(created.status).toBe(201);
    const started = await call<Started>('POST', '/payments/subscription/initialize', {
      planBookingId: created.body.id,
      channel: 'mpesa',
      mpesaPhone: '0712345678',
    });
    expect(started.body).toMatchObject({ status: 'pending', channel: 'mpesa' });
    await sandbox.answerOnPhone(started.body.data.reference, 'approve');
    const membership = () => testApp.em().findOneOrFail(PlanBooking, { id: created.body.id });
    await eventually(async () => (await membership()).subscriptionStatus === 'active', 'membership active');

    // On the period's last day the member pays the next one from the portal, by M-Pesa.
    const end = (await membership()).currentPeriodEnd!;
    const cookie = await signInMemberByLink(testApp, email);
    // The venue's calendar says it is the period's last day (the session's own expiry still reads the real time).
    jest.spyOn(testApp.app.get(Clock), 'today').mockReturnValue(venueToday(venueInstant(end, '08:00')));
    const paying = await call<{ status: string; reference: string; authorizationUrl: string | null }>(
      'POST',
      `/member/memberships/${created.body.id}/pay`,
      { channel: 'mpesa', mpesaPhone: '+254 712 345 678' },
      cookie,
    );
    expect(paying).toMatchObject({ status: 200, body: { status: 'pending', authorizationUrl: null } });
    await sandbox.answerOnPhone(paying.body.reference, 'approve');
    await eventually(async () => (await membership()).periodNumber === 2, 'period 2 paid');
    const renewal = await testApp.em().findOneOrFail(Payment, { reference: paying.body.reference });
    expect(renewal).toMatchObject({ status: 'success', periodNumber: 2, channel: 'mobile_money' });
    jest.restoreAllMocks();
  });
});
