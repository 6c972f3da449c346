import { createHash, randomBytes } from 'node:crypto';
import { User } from '../../src/modules/identity/entities/user.entity.js';
import { MemberSignInToken } from '../../src/modules/identity/entities/member-sign-in-token.entity.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { ComparisonFeaturePlan } from '../../src/modules/membership/entities/comparison-feature-plan.entity.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { Refund } from '../../src/modules/payment/entities/refund.entity.js';
import { type PaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { futureWeekday } from '../booking/support.js';
import { createTestAppWithPaystack, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * Deleting a membership plan used to delete every plan booking on it by cascade: paid, active memberships went with
 * no refund and no notice, and ended ones took their history along. Now a plan with members is refused (409, with
 * what to do instead), a plan with only ended memberships is hidden but kept so their payments and receipts still
 * read, and the database itself refuses to erase plan bookings with their plan.
 */
describe('deleting a membership plan', () => {
  let testApp: TestApp;
  let sandbox: PaystackSandbox;
  let close: () => Promise<void>;
  let root: Session;
  let people = 0;

  const asReply = async <T>(response: Response): Promise<Reply<T>> => {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // a PDF or other non-JSON body: kept as text
    }
    return { status: response.status, body: body as T, headers: response.headers };
  };
  const admin = async <T>(method: string, path: string, body?: unknown) =>
    asReply<T>(await root.request(method, path, body));
  const publicCall = async <T>(method: string, path: string, body?: unknown, cookie?: string) =>
    asReply<T>(
      await fetch(`${testApp.api}${path}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }),
    );

  const makePlan = async (name: string, price = '10000') => {
    const created = await admin<{ id: string }>('POST', '/admin/membership-plans', { name, price });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  /** A visitor fills in the plan form: a pending plan booking, nothing paid. */
  const checkout = async (planId: string) => {
    people += 1;
    const email = `member${people}@example.com`;
    const booked = await publicCall<{ id: string }>('POST', '/plan-bookings', {
      planId,
      startDate: futureWeekday(),
      firstName: `Member${people}`,
      lastName: 'Test',
      email,
      phone: '+254700000000',
    });
    expect(booked.status).toBe(201);
    return { planBookingId: booked.body.id, email };
  };
  /** ...and opens the Paystack checkout for it: a payment under way. */
  const startPaying = async (planBookingId: string) => {
    const started = await publicCall<{ data: { reference: string } }>('POST', '/payments/subscription/initialize', {
      planBookingId,
    });
    expect(started.status).toBe(200);
    return started.body.data.reference;
  };
  const verify = (reference: string, planBookingId: string) =>
    publicCall<{ success: boolean }>('POST', '/payments/subscription/verify', { reference, planBookingId });
  /** A paid, active membership, through the storefront's own steps. */
  const subscribe = async (planId: string) => {
    const { planBookingId, email } = await checkout(planId);
    const reference = await startPaying(planBookingId);
    await sandbox.pay(reference, 'success');
    expect((await verify(reference, planBookingId)).body).toMatchObject({ success: true });
    const membership = await testApp.em().findOneOrFail(PlanBooking, { id: planBookingId });
    expect(membership.subscriptionStatus).toBe('active');
    return { planBookingId, email, reference };
  };
  /** What a refused deletion must leave exactly as it was: the membership, its payments, refunds and receipts. */
  const historyOf = async (planBookingId: string) => {
    const em = testApp.em();
    const membership = await em.findOneOrFail(PlanBooking, { id: planBookingId });
    const payments = await em.find(Payment, { targetId: planBookingId }, { orderBy: { createdAt: 'asc' } });
    return {
      membership: {
        status: membership.subscriptionStatus,
        periodNumber: membership.periodNumber,
        start: membership.currentPeriodStart,
        end: membership.currentPeriodEnd,
        endedAt: membership.endedAt,
      },
      payments: payments.map((payment) => ({
        reference: payment.reference,
        status: payment.status,
        amountCents: payment.amountCents,
        refundedCents: payment.refundedCents,
        receipt: payment.receiptNumber,
      })),
      refunds: await em.count(Refund, { payment: { $in: payments.map((payment) => payment.id) } }),
    };
  };
  const planNames = async () => ({
    public: (await publicCall<{ name: string }[]>('GET', '/membership-plans')).body.map((plan) => plan.name),
    admin: (await admin<{ name: string }[]>('GET', '/admin/membership-plans')).body.map((plan) => plan.name),
  });
  /** A member portal session for the address, through the portal's own sign-in step (the link's token). */
  const memberCookie = async (email: string) => {
    const em = testApp.em();
    const user = await em.findOneOrFail(User, { email });
    const token = randomBytes(32).toString('base64url');
    em.persist(
      new MemberSignInToken(createHash('sha256').update(token).digest('hex'), user, new Date(Date.now() + 60_000)),
    );
    await em.flush();
    const signedIn = await publicCall('POST', '/member/session', { token });
    expect(signedIn.status).toBe(200);
    return signedIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('member_session='))!
      .split(';')[0];
  };

  beforeAll(async () => {
    ({ testApp, sandbox, close } = await createTestAppWithPaystack('plan_deletion'));
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => close());

  it('refuses to delete a plan with an active member, and leaves the membership and its payment untouched', async () => {
    const planId = await makePlan('Dedicated Desk');
    const { planBookingId } = await subscribe(planId);
    const before = await historyOf(planBookingId);
    expect(before.payments).toEqual([expect.objectContaining({ status: 'success', refundedCents: 0 })]);
    expect(before.payments[0].receipt).toEqual(expect.any(String));

    const refused = await admin<{ message: string }>('DELETE', `/admin/membership-plans/${planId}`);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message:
          '"Dedicated Desk" has 1 member whose membership has not ended (or a payment under way): deactivate the plan instead, so nobody new can join, and delete it once every membership on it has ended.',
      },
    });
    expect(await historyOf(planBookingId)).toEqual(before);
    expect(sandbox.refunds()).toEqual([]);
    expect(await planNames()).toEqual({
      public: expect.arrayContaining(['Dedicated Desk']),
      admin: expect.arrayContaining(['Dedicated Desk']),
    });

    // Deactivating is the way out the message names: it works, and the member keeps their membership.
    const deactivated = await admin('PUT', `/admin/membership-plans/${planId}`, { isActive: false });
    expect(deactivated.status).toBe(200);
    expect((await planNames()).public).not.toContain('Dedicated Desk');
    expect(await historyOf(planBookingId)).toEqual(before);
    // Still refused while deactivated: the member has not gone anywhere.
    expect((await admin('DELETE', `/admin/membership-plans/${planId}`)).status).toBe(409);
  });

  it('counts every membership that has not ended, overdue and not renewing included, in the message', async () => {
    const planId = await makePlan('Hot Desk');
    const overdue = await subscribe(planId);
    const notRenewing = await subscribe(planId);
    const em = testApp.em();
    await em.nativeUpdate(PlanBooking, { id: overdue.planBookingId }, { subscriptionStatus: 'past_due' });
    await em.nativeUpdate(PlanBooking, { id: notRenewing.planBookingId }, { subscriptionStatus: 'non_renewing' });

    const refused = await admin<{ message: string }>('DELETE', `/admin/membership-plans/${planId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^"Hot Desk" has 2 members whose memberships have not ended/);
  });

  it('refuses while a checkout on the plan is being paid, and that payment then starts the membership', async () => {
    const planId = await makePlan('Private Office');
    const { planBookingId } = await checkout(planId);
    const reference = await startPaying(planBookingId);

    const refused = await admin<{ message: string }>('DELETE', `/admin/membership-plans/${planId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^"Private Office" has 1 member whose membership has not ended/);

    // The payer finishes: they get what they paid for, on a plan that still exists.
    await sandbox.pay(reference, 'success');
    expect((await verify(reference, planBookingId)).body).toMatchObject({ success: true });
    expect((await testApp.em().findOneOrFail(PlanBooking, { id: planBookingId })).subscriptionStatus).toBe('active');
    expect(sandbox.refunds()).toEqual([]);
  });

  it('deletes a plan whose memberships all ended, and their membership, payment and receipt stay readable', async () => {
    const planId = await makePlan('Team Room', '25000');
    const ended = await subscribe(planId);
    const cancelled = await admin('POST', `/admin/memberships/${ended.planBookingId}/cancel`, {
      reason: 'Moved to another city',
      refund: 'none',
    });
    expect(cancelled.status).toBe(200);
    // A form filled in and left (never paid): not a membership, and nothing to keep.
    const left = await checkout(planId);
    // A matrix cell of the plan.
    const feature = await admin<{ id: string }>('POST', '/admin/comparison-features', { name: 'Whiteboard' });
    await admin('POST', '/admin/comparison-feature-plans', {
      comparisonFeatureId: feature.body.id,
      membershipPlanId: planId,
      value: 'Yes',
    });
    const before = await historyOf(ended.planBookingId);
    expect(before.membership.status).toBe('cancelled');

    expect((await admin('DELETE', `/admin/membership-plans/${planId}`)).status).toBe(204);

    // Gone from every list and every way in.
    expect((await planNames()).public).not.toContain('Team Room');
    expect((await planNames()).admin).not.toContain('Team Room');
    expect((await admin('PUT', `/admin/membership-plans/${planId}`, { isActive: true })).status).toBe(404);
    expect((await admin('DELETE', `/admin/membership-plans/${planId}`)).status).toBe(404);
    const rebook = await publicCall<{ message: string }>('POST', '/plan-bookings', {
      planId,
      startDate: futureWeekday(),
      firstName: 'Late',
      lastName: 'Comer',
      email: 'late@example.com',
      phone: '+254700000009',
    });
    expect(rebook).toMatchObject({ status: 404, body: { message: 'Membership plan not found.' } });
    const em = testApp.em();
    expect(await em.count(ComparisonFeaturePlan, { membershipPlan: planId })).toBe(0);
    expect(await em.count(PlanBooking, { id: left.planBookingId })).toBe(0);

    // The ended membership and its money are all still there, and still name the plan.
    expect(await historyOf(ended.planBookingId)).toEqual(before);
    const listed = await admin<{ id: string; planName: string; status: string; staffActions: string[] }[]>(
      'GET',
      `/admin/memberships?planId=${planId}`,
    );
    const row = { id: ended.planBookingId, planName: 'Team Room', status: 'cancelled', staffActions: [] };
    expect(listed.body).toEqual([expect.objectContaining(row)]);
    expect((await admin('GET', `/admin/memberships/${ended.planBookingId}`)).body).toEqual(
      expect.objectContaining(row),
    );
    // Nothing starts again on a deleted plan: not even a free period from staff.
    const comp = await admin<{ message: string }>('POST', `/admin/memberships/${ended.planBookingId}/comp`, {
      reason: 'Goodwill',
    });
    expect(comp).toMatchObject({
      status: 409,
      body: { message: 'The plan of this membership was deleted: start a membership on another plan instead.' },
    });
    expect(await historyOf(ended.planBookingId)).toEqual(before);

    const payment = await em.findOneOrFail(Payment, { reference: ended.reference });
    const ledger = await admin<{ reference: string; targetLabel: string; status: string }[]>(
      'GET',
      `/admin/payments?purpose=plan&q=${ended.reference}`,
    );
    expect(ledger.body).toEqual([
      expect.objectContaining({
        reference: ended.reference,
        status: 'success',
        targetLabel: expect.stringContaining('Team Room'),
      }),
    ]);
    const staffReceipt = await admin<string>('GET', `/admin/payments/${payment.id}/receipt`);
    expect(staffReceipt.status).toBe(200);
    expect(staffReceipt.headers.get('content-type')).toMatch(/application\/pdf/);

    const cookie = await memberCookie(ended.email);
    const portal = await publicCall<{ id: string; status: string }[]>('GET', '/member/memberships', undefined, cookie);
    expect(portal.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: ended.planBookingId, status: 'cancelled' })]),
    );
    const documents = await publicCall<{ number: string }[]>('GET', '/member/documents', undefined, cookie);
    expect(documents.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ number: payment.receiptNumber })]),
    );
    const memberReceipt = await publicCall('GET', `/member/payments/${payment.id}/receipt`, undefined, cookie);
    expect(memberReceipt.status).toBe(200);

    // The plan row is kept, marked deleted and closed to bookings.
    const kept = await em.findOneOrFail(MembershipPlan, { id: planId });
    expect(kept).toMatchObject({ deletedAt: expect.any(Date), isActive: false, isAvailable: false });
  });

  it('refunds, and does not start, a checkout paid after its plan was deleted', async () => {
    const planId = await makePlan('Weekend Pass', '3000');
    const { planBookingId, email } = await checkout(planId);
    const reference = await startPaying(planBookingId);
    // The checkout sat open too long: the payment check closed it as abandoned (what reconciliation writes), so no
    // payment is under way any more and the plan can go. Paystack's page is still open in the payer's tab.
    await testApp.em().nativeUpdate(Payment, { reference }, { status: 'abandoned' });
    expect((await admin('DELETE', `/admin/membership-plans/${planId}`)).status).toBe(204);
    expect(await testApp.em().count(MembershipPlan, { id: planId, deletedAt: { $ne: null } })).toBe(1);

    // The payer comes back to the same checkout and pays after all.
    await sandbox.pay(reference, 'success');
    await verify(reference, planBookingId);

    const em = testApp.em();
    const membership = await em.findOneOrFail(PlanBooking, { id: planBookingId });
    expect(membership.subscriptionStatus).toBe('pending');
    expect(membership.periodNumber).toBe(0);
    const payment = await em.findOneOrFail(Payment, { reference });
    expect(payment.status).toBe('success');
    const refunds = await em.find(Refund, { payment: payment.id });
    expect(refunds).toEqual([expect.objectContaining({ amountCents: payment.amountCents })]);
    expect(sandbox.refunds()).toEqual(
      expect.arrayContaining([expect.objectContaining({ amount: payment.amountCents })]),
    );
    // The payer and staff are told.
    const mail = await em.find(MailOutbox, { recipient: email });
    expect(mail.map((row) => row.templateName)).toEqual(expect.arrayContaining(['payment-not-delivered']));
    // They read that the plan is gone, not that a membership they never had "had already ended".
    const notDelivered = mail.find((row) => row.templateName === 'payment-not-delivered')!;
    expect(notDelivered.variables.reason).toBe(
      'the Weekend Pass plan is no longer offered, so your membership could not start.',
    );
    expect(refunds[0].reason).toBe('Plan no longer offered');
    const staffAlerts = await em.find(MailOutbox, { templateName: 'payment-attention-staff' });
    expect(staffAlerts.map((row) => row.variables.reference)).toContain(reference);
    expect(staffAlerts.find((row) => row.variables.reference === reference)!.variables.headline).toBe(
      'payment for a deleted plan refunded',
    );
  });

  it('deletes a plan that never had a booking as before, with its matrix cells', async () => {
    const planId = await makePlan('Never Sold');
    const feature = await admin<{ id: string }>('POST', '/admin/comparison-features', { name: 'Phone booth' });
    await admin('POST', '/admin/comparison-feature-plans', {
      comparisonFeatureId: feature.body.id,
      membershipPlanId: planId,
      value: 'No',
    });

    expect((await admin('DELETE', `/admin/membership-plans/${planId}`)).status).toBe(204);
    const em = testApp.em();
    expect(await em.count(MembershipPlan, { id: planId })).toBe(0);
    expect(await em.count(ComparisonFeaturePlan, { membershipPlan: planId })).toBe(0);
    expect((await admin('DELETE', `/admin/membership-plans/${planId}`)).status).toBe(404);
  });

  it('has the database refuse to delete a plan that plan bookings name, so no mistake can erase them', async () => {
    const planId = await makePlan('Corner Desk');
    const { planBookingId } = await subscribe(planId);
    const before = await historyOf(planBookingId);

    await expect(testApp.em().execute('delete from membership_plans where id = ?', [planId])).rejects.toThrow(
      /plan_bookings_plan_id_foreign/,
    );
    expect(await historyOf(planBookingId)).toEqual(before);
    expect(await testApp.em().count(MembershipPlan, { id: planId })).toBe(1);
  });
});
