import { jest } from '@jest/globals';
import { addVenueDays, venueInstant, venueToday } from '@coworking/domain';
import { createHttpApp } from '../../src/bootstrap/http-app.js';
import { Clock } from '../../src/common/clock/clock.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { Refund } from '../../src/modules/payment/entities/refund.entity.js';
import { MembershipRenewals } from '../../src/modules/membership/renewals/membership-renewals.service.js';
import { PayLinks } from '../../src/modules/membership/renewals/pay-links.js';
import { type PaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { signInMemberByLink } from '../support/member-sign-in.js';
import { createTestAppWithPaystack, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

/**
 * Memberships over HTTP with the Paystack sandbox, moving the clock the services read instead of waiting:
 * card renewals (charged once however many workers run), declines and the grace period, pay-link renewals for
 * M-Pesa members with their reminders, cancelling renewal, and staff cancelling with a prorated refund.
 */
describe('memberships that renew and end', () => {
  let sandbox: PaystackSandbox;
  let testApp: TestApp;
  let closeApp: () => Promise<void>;
  let root: Session;
  let monthlyPlanId: string;
  let clockAt: (date: string) => void;

  const request = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${testApp.api}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null) as T,
      location: response.headers.get('location'),
    };
  };
  const eventually = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what} not reached in time`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const membershipOf = (email: string) =>
    testApp.em().findOneOrFail(PlanBooking, { contact: { email } }, { populate: ['plan', 'user'] });
  const mailTo = async (email: string, template: string) =>
    (await testApp.em().find(MailOutbox, { recipient: email }, { orderBy: { createdAt: 'asc' } })).filter(
      (row) => row.templateName === template,
    );
  const paymentsOf = async (planBookingId: string) =>
    testApp.em().find(Payment, { targetId: planBookingId }, { orderBy: { createdAt: 'asc' } });
  const chargesFor = (email: string) => sandbox.charges().filter((charge) => charge.customer.email === email);
  const renewals = () => testApp.app.get(MembershipRenewals);

  /** Subscribes to the monthly plan from today and pays the first period in the sandbox; waits until active. */
  const subscribe = async (email: string, channel: 'card' | 'mobile_money') => {
    const created = await request<{ id: string }>('POST', '/plan-bookings', {
      planId: monthlyPlanId,
      firstName: 'Akinyi',
      lastName: 'Odhiambo',
      email,
      phone: '+254712345678',
      startDate: venueToday(),
    });
    expect(created.status).toBe(201);
    const started = await request<{ data: { reference: string } }>('POST', '/payments/subscription/initialize', {
      planBookingId: created.body.id,
    });
    expect(started.status).toBe(200);
    await sandbox.pay(started.body.data.reference, 'success', channel);
    await eventually(async () => (await membershipOf(email)).subscriptionStatus === 'active', 'membership active');
    return membershipOf(email);
  };
  const signInToPortal = (email: string) => signInMemberByLink(testApp, email);
  /** Follows an e-mailed pay link (its origin is the public one) to the sandbox's checkout and pays there. */
  const payByLink = async (payUrl: string, planBookingId: string, channel: 'card' | 'mobile_money') => {
    const link = new URL(payUrl);
    const followed = await request('GET', `${link.pathname.replace(/^\/api/, '')}${link.search}`);
    expect(followed.status).toBe(303);
    expect(followed.location).toMatch(new RegExp(`^${sandbox.url}/checkout/`));
    const pending = (await paymentsOf(planBookingId)).find((payment) => payment.status === 'pending')!;
    await sandbox.pay(pending.reference, 'success', channel);
    return pending;
  };

  beforeAll(async () => {
    ({ testApp, sandbox, close: closeApp } = await createTestAppWithPaystack('membership_renewals'));
    const em = testApp.em();
    const plan = em.create(MembershipPlan, { name: 'Dedicated Desk', price: '12000.00', period: 'monthly' });
    await em.flush();
    monthlyPlanId = plan.id;
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    clockAt = (date) => jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(venueInstant(date, '09:00'));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await closeApp();
  });

  it('starts a card membership with a period and a saved card, and makes the payer a member', async () => {
    const email = 'card-member@example.com';
    const membership = await subscribe(email, 'card');
    const today = venueToday();
    expect(membership).toMatchObject({
      subscriptionStatus: 'active',
      periodNumber: 1,
      currentPeriodStart: today,
      paymentChannel: 'card',
      cardLast4: '4081',
      cardBrand: 'visa',
      user: { email },
    });
    expect(membership.currentPeriodEnd! > addVenueDays(today, 27)).toBe(true);
    expect(membership.authorizationCode).toMatch(/^AUTH_/);
    const [payment] = await paymentsOf(membership.id);
    expect(payment).toMatchObject({ status: 'success', periodNumber: 1, amountCents: 1_200_000 });
    expect(await mailTo(email, 'subscription-activated')).toHaveLength(1);
    const staff = await testApp.em().find(MailOutbox, { templateName: 'membership-staff-notice' });
    expect(
      staff.filter((row) => row.variables.headline === 'new membership' && row.variables.email === email),
    ).toHaveLength(1);
  });

  it('charges the saved card once at the period end however many workers run, and extends the period', async () => {
    const email = 'renews-by-card@example.com';
    const membership = await subscribe(email, 'card');
    const end = membership.currentPeriodEnd!;
    clockAt(addVenueDays(end, -1));
    await renewals().run();
    expect(chargesFor(email)).toHaveLength(0);

    // A second worker: another application on the same database and Redis, with its own connections.
    const secondWorker = await createHttpApp(testApp.config, { serveFrontends: false });
    await secondWorker.init();
    try {
      clockAt(end);
      jest.spyOn(secondWorker.get(Clock), 'now').mockReturnValue(venueInstant(end, '09:00'));
      const other = secondWorker.get(MembershipRenewals);
      await Promise.all([renewals().run(), other.run(), renewals().renew(membership.id), other.run()]);
      await renewals().run();
    } finally {
      await secondWorker.close();
    }

    expect(chargesFor(email)).toEqual([expect.objectContaining({ status: 'success', amount: 1_200_000 })]);
    const renewed = await membershipOf(email);
    expect(renewed).toMatchObject({ subscriptionStatus: 'active', periodNumber: 2, currentPeriodStart: end });
    expect(renewed.currentPeriodEnd! > addVenueDays(end, 27)).toBe(true);
    const payments = await paymentsOf(membership.id);
    expect(payments.map((payment) => [payment.status, payment.periodNumber])).toEqual([
      ['success', 1],
      ['success', 2],
    ]);
    expect(payments[1].reference).toMatch(/^SCH-RNW-[0-9A-F]{12}-P2-T1$/);
    expect(payments[1].receiptNumber).toMatch(/^SCH-\d{4}-\d{6}$/);
    const receipts = await mailTo(email, 'payment-receipt');
    expect(receipts).toHaveLength(2);
    expect(receipts[1].attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(await mailTo(email, 'membership-renewed')).toHaveLength(1);
  });

  it('turns a declined renewal past due, e-mails a pay link, and a paid link makes it active again', async () => {
    const email = 'declined-card@example.com';
    const membership = await subscribe(email, 'card');
    sandbox.declineNextCharges(membership.authorizationCode!, 1);
    const end = membership.currentPeriodEnd!;
    clockAt(end);
    await renewals().run();
    await renewals().run();

    expect(chargesFor(email).map((charge) => charge.status)).toEqual(['failed']);
    expect((await membershipOf(email)).subscriptionStatus).toBe('past_due');
    const [overdue] = await mailTo(email, 'membership-payment-failed');
    expect(overdue.variables).toMatchObject({ reason: 'your card was declined: Insufficient Funds' });
    expect(await mailTo(email, 'membership-payment-failed')).toHaveLength(1);
    expect(
      (await testApp.em().find(MailOutbox, { templateName: 'membership-staff-notice' })).some((row) =>
        String(row.variables.details).includes('card declined'),
      ),
    ).toBe(true);

    await payByLink(String(overdue.variables.payUrl), membership.id, 'card');
    await eventually(async () => (await membershipOf(email)).subscriptionStatus === 'active', 'active again');
    const renewed = await membershipOf(email);
    expect(renewed).toMatchObject({ periodNumber: 2, currentPeriodStart: end, renewalAttempts: 0 });
    // The retry a day later finds the period paid and charges nothing.
    clockAt(addVenueDays(end, 1));
    await renewals().run();
    expect(chargesFor(email)).toHaveLength(1);
    // The old link now names a paid period: it leads to the portal, not to a second payment.
    const staleLink = new URL(String(overdue.variables.payUrl));
    const stale = await request('GET', `${staleLink.pathname.replace(/^\/api/, '')}${staleLink.search}`);
    expect(stale).toMatchObject({ status: 303, location: 'http://coworking.example/member-portal' });
  });

  it('retries a declined card after 1 and 3 days, then expires the membership when the grace period is over', async () => {
    const email = 'always-declined@example.com';
    const membership = await subscribe(email, 'card');
    sandbox.declineNextCharges(membership.authorizationCode!, 5);
    const end = membership.currentPeriodEnd!;
    for (const day of [0, 1, 2, 3, 4, 6]) {
      clockAt(addVenueDays(end, day));
      await renewals().run();
    }
    expect(chargesFor(email).map((charge) => charge.status)).toEqual(['failed', 'failed', 'failed']);
    expect((await membershipOf(email)).subscriptionStatus).toBe('past_due');

    clockAt(addVenueDays(end, 7));
    await renewals().run();
    const expired = await membershipOf(email);
    expect(expired.subscriptionStatus).toBe('expired');
    expect(expired.authorizationCode).toBeNull();
    expect(await mailTo(email, 'membership-ended')).toHaveLength(1);
    clockAt(addVenueDays(end, 40));
    await renewals().run();
    expect(chargesFor(email)).toHaveLength(3);
  });

  it('reminds an M-Pesa member 7 days and 1 day ahead, once each, and renews when the link is paid', async () => {
    const email = 'mpesa-member@example.com';
    const membership = await subscribe(email, 'mobile_money');
    expect(membership).toMatchObject({ paymentChannel: 'mobile_money', authorizationCode: null });
    const end = membership.currentPeriodEnd!;
    clockAt(addVenueDays(end, -8));
    await renewals().run();
    expect(await mailTo(email, 'membership-renewal-reminder')).toHaveLength(0);

    clockAt(addVenueDays(end, -7));
    await renewals().run();
    await renewals().run();
    clockAt(addVenueDays(end, -3));
    await renewals().run();
    expect(await mailTo(email, 'membership-renewal-reminder')).toHaveLength(1);
    clockAt(addVenueDays(end, -1));
    await renewals().run();
    const reminders = await mailTo(email, 'membership-renewal-reminder');
    expect(reminders.map((row) => row.variables.daysLeft)).toEqual(['7 days left', 'tomorrow is the last day']);
    expect(reminders[0].variables.payUrl).toBe(reminders[1].variables.payUrl);

    await payByLink(String(reminders[1].variables.payUrl), membership.id, 'mobile_money');
    await eventually(async () => (await membershipOf(email)).periodNumber === 2, 'renewed by link');
    expect(await membershipOf(email)).toMatchObject({ subscriptionStatus: 'active', currentPeriodStart: end });
    expect(chargesFor(email)).toHaveLength(0);
    clockAt(end);
    await renewals().run();
    expect((await membershipOf(email)).subscriptionStatus).toBe('active');
  });

  it('lets an unpaid M-Pesa renewal fall past due at the period end', async () => {
    const email = 'mpesa-unpaid@example.com';
    const membership = await subscribe(email, 'mobile_money');
    clockAt(membership.currentPeriodEnd!);
    await renewals().run();
    expect((await membershipOf(email)).subscriptionStatus).toBe('past_due');
    expect(await mailTo(email, 'membership-payment-failed')).toHaveLength(1);
  });

  it('refunds a renewal paid after the membership expired instead of keeping the money or reviving it', async () => {
    const email = 'paid-too-late@example.com';
    const membership = await subscribe(email, 'mobile_money');
    const end = membership.currentPeriodEnd!;
    clockAt(end);
    await renewals().run();
    const [overdue] = await mailTo(email, 'membership-payment-failed');
    // The member opens the checkout while past due, but only pays once the grace period is over.
    const payLink = new URL(String(overdue.variables.payUrl));
    expect((await request('GET', `${payLink.pathname.replace(/^\/api/, '')}${payLink.search}`)).status).toBe(303);
    const pending = (await paymentsOf(membership.id)).find((payment) => payment.status === 'pending')!;
    clockAt(addVenueDays(end, 7));
    await renewals().run();
    expect((await membershipOf(email)).subscriptionStatus).toBe('expired');

    await sandbox.pay(pending.reference, 'success', 'mobile_money');
    await eventually(async () => (await paymentsOf(membership.id)).every((p) => p.status !== 'pending'), 'paid');
    await eventually(
      async () => (await testApp.em().count(Refund, { payment: { reference: pending.reference } })) === 1,
      'refund written',
    );
    const [refund] = await testApp.em().find(Refund, { payment: { reference: pending.reference } });
    expect(refund.amountCents).toBe(1_200_000);
    expect(await membershipOf(email)).toMatchObject({ subscriptionStatus: 'expired', periodNumber: 1 });
    expect(await mailTo(email, 'payment-not-delivered')).toHaveLength(1);
    expect(await mailTo(email, 'membership-renewed')).toHaveLength(0);
  });

  it('sends a pay link followed before anything is due, or with a bad signature, to the portal; a second first payment is refused', async () => {
    const email = 'too-early@example.com';
    const membership = await subscribe(email, 'mobile_money');
    const early = new URL(testApp.app.get(PayLinks).url(membership.id, 2));
    const followed = await request('GET', `${early.pathname.replace(/^\/api/, '')}${early.search}`);
    expect(followed).toMatchObject({ status: 303, location: 'http://coworking.example/member-portal' });
    const forged = await request('GET', `/memberships/${membership.id}/pay?period=2&signature=forged`);
    expect(forged).toMatchObject({ status: 303, location: 'http://coworking.example/member-portal' });
    expect((await paymentsOf(membership.id)).map((payment) => payment.status)).toEqual(['success']);
    const again = await request<{ message: string }>('POST', `/payments/subscription/initialize`, {
      planBookingId: membership.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This membership is already paid. Check your e-mail for the receipt, or contact us.',
    );
  });

  it('ends a membership whose renewal was cancelled at its period end, with no charge', async () => {
    const email = 'cancels-renewal@example.com';
    const membership = await subscribe(email, 'card');
    const cookie = await signInToPortal(email);
    const cancelled = await fetch(`${testApp.api}/member/memberships/${membership.id}/cancel-renewal`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'non_renewing', endsOn: membership.currentPeriodEnd });
    expect((await membershipOf(email)).subscriptionStatus).toBe('non_renewing');
    expect(await mailTo(email, 'membership-renewal-cancelled')).toHaveLength(1);
    const end = membership.currentPeriodEnd!;
    clockAt(addVenueDays(end, -1));
    await renewals().run();
    expect((await membershipOf(email)).subscriptionStatus).toBe('non_renewing');
    clockAt(end);
    await renewals().run();
    expect((await membershipOf(email)).subscriptionStatus).toBe('expired');
    expect(chargesFor(email)).toHaveLength(0);
    expect(await mailTo(email, 'membership-renewal-reminder')).toHaveLength(0);
  });

  it('refunds the unused days when staff cancel with a prorated refund', async () => {
    const email = 'staff-cancelled@example.com';
    const membership = await subscribe(email, 'card');
    const start = membership.currentPeriodStart!;
    const end = membership.currentPeriodEnd!;
    const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
    clockAt(addVenueDays(start, 10));
    const cancelled = await root.request('POST', `/admin/memberships/${membership.id}/cancel`, {
      reason: 'Member relocated',
      refund: 'prorated',
    });
    expect(cancelled.status).toBe(200);
    expect((await membershipOf(email)).subscriptionStatus).toBe('cancelled');
    const refunds = await testApp.em().find(Refund, { payment: { targetId: membership.id } });
    expect(refunds.map((refund) => refund.amountCents)).toEqual([Math.floor((1_200_000 * (days - 10)) / days)]);
    expect(refunds[0]).toMatchObject({ requestedBy: 'staff', requestedByUsername: ROOT.username });
    await eventually(
      async () =>
        (await testApp.em().find(Refund, { payment: { targetId: membership.id } }))[0].paystackRefundId !== null,
      'refund sent to Paystack',
    );
    clockAt(end);
    await renewals().run();
    expect(chargesFor(email)).toHaveLength(0);
  });
});
