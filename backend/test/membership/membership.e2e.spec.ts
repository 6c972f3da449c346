import { demoPlans } from '../../src/database/seeders/demo-content.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { PlanBooking } from '../../src/modules/membership/entities/plan-booking.entity.js';
import { type PaystackSandbox, startPaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { futureWeekday } from '../booking/support.js';
import { createTestApp, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

const SECRET = 'sk_test_membership';

describe('membership plans, the comparison matrix and subscriptions', () => {
  let sandbox: PaystackSandbox;
  let testApp: TestApp;
  let root: Session;
  const post = async <T>(path: string, body: unknown) => {
    const response = await fetch(`${testApp.api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const get = async <T>(path: string) => (await (await fetch(`${testApp.api}${path}`)).json()) as T;
  const admin = async <T>(method: string, path: string, body?: unknown) => {
    const response = await root.request(method, path, body);
    return { status: response.status, body: (response.status === 204 ? undefined : await response.json()) as T };
  };

  beforeAll(async () => {
    sandbox = await startPaystackSandbox({ secretKey: SECRET, publicKey: 'pk_test_membership' });
    testApp = await createTestApp({
      SEED_DEMO: 'true',
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_PUBLIC_KEY: 'pk_test_membership',
      PAYSTACK_BASE_URL: sandbox.url,
    });
    sandbox.setWebhookUrl(`${testApp.api}/payments/webhook`);
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(async () => {
    await testApp.close();
    await sandbox.close();
  });

  it('lists active plans in display order, the features and the matrix cells', async () => {
    const plans = await get<{ name: string; price: string; promoText: string | null }[]>('/membership-plans');
    expect(plans.map((plan) => plan.name)).toEqual(demoPlans.map((plan) => plan.name));
    expect(plans[0]).toMatchObject({ name: 'Virtual', price: '5000.00', promoText: '30% OFF - Limited Time!' });
    const features = await get<{ id: string }[]>('/comparison-features');
    const cells = await get<{ comparisonFeatureId: string }[]>('/comparison-feature-plans');
    expect(features.length).toBeGreaterThan(0);
    expect(cells.every((cell) => features.some((feature) => feature.id === cell.comparisonFeatureId))).toBe(true);
  });

  it('manages plans with the admin form rules, and deletes a plan with its checkouts never paid', async () => {
    expect(
      (await admin<{ message: string }>('POST', '/admin/membership-plans', { name: 'No price' })).body.message,
    ).toBe('Price is required');
    expect(
      (
        await admin<{ message: string }>('POST', '/admin/membership-plans', {
          name: 'Ghost',
          price: '100',
          isActive: false,
          isAvailable: true,
        })
      ).body.message,
    ).toBe('Inactive membership plans cannot be available for booking');
    const created = await admin<{ id: string; price: string; features: string[]; period: string }>(
      'POST',
      '/admin/membership-plans',
      { name: 'Weekend Pass', price: '2,500', features: ['Sat-Sun access', ' Sat-Sun access '] },
    );
    expect(created.body).toMatchObject({ price: '2500.00', period: 'monthly', features: ['Sat-Sun access'] });
    const inactive = await admin<{ isActive: boolean; isAvailable: boolean }>(
      'PUT',
      `/admin/membership-plans/${created.body.id}`,
      { isActive: false },
    );
    expect(inactive.body).toMatchObject({ isActive: false, isAvailable: false });
    await admin('PUT', `/admin/membership-plans/${created.body.id}`, { isActive: true, isAvailable: true });

    const booking = await post<{ id: string }>('/plan-bookings', {
      planId: created.body.id,
      startDate: futureWeekday(),
      firstName: 'Kip',
      lastName: 'Rono',
      email: 'kip@example.com',
      phone: '+254711111111',
    });
    expect(booking.status).toBe(201);
    expect((await admin('DELETE', `/admin/membership-plans/${created.body.id}`)).status).toBe(204);
    expect(await testApp.em().count(PlanBooking, { id: booking.body.id })).toBe(0);
  });

  it('keeps one matrix cell per feature and plan', async () => {
    const feature = await admin<{ id: string; displayOrder: number }>('POST', '/admin/comparison-features', {
      name: 'Lockers',
      displayOrder: '',
    });
    expect(feature.body.displayOrder).toBeGreaterThan(0);
    const [plan] = await get<{ id: string }[]>('/membership-plans');
    await admin('POST', '/admin/comparison-feature-plans', {
      comparisonFeatureId: feature.body.id,
      membershipPlanId: plan.id,
      value: 'No',
    });
    const second = await admin<{ value: string }>('POST', '/admin/comparison-feature-plans', {
      comparisonFeatureId: feature.body.id,
      membershipPlanId: plan.id,
      value: 'Yes',
    });
    expect(second.body.value).toBe('Yes');
    const cells = (await get<{ comparisonFeatureId: string; value: string }[]>('/comparison-feature-plans')).filter(
      (cell) => cell.comparisonFeatureId === feature.body.id,
    );
    expect(cells).toEqual([expect.objectContaining({ value: 'Yes' })]);
  });

  it('subscribes end to end: plan booking, payment at the plan’s price, verify, activation and e-mails', async () => {
    const plans = await get<{ id: string; name: string; price: string }[]>('/membership-plans');
    const flexible = plans.find((plan) => plan.name === 'Flexible')!;
    const contact = { firstName: 'Amina', lastName: 'Hassan', email: 'amina@example.com', phone: '+254722222222' };
    expect(
      (await post<{ message: string }>('/plan-bookings', { ...contact, planId: flexible.id, startDate: '2020-01-01' }))
        .body.message,
    ).toBe('Please choose today or a later date.');
    expect(
      (
        await post<{ message: string }>('/plan-bookings', {
          ...contact,
          phone: '0722 222 222',
          planId: flexible.id,
          startDate: futureWeekday(),
        })
      ).body.message,
    ).toBe('Phone number cannot contain spaces');

    const booking = await post<{ id: string; subscriptionStatus: string }>('/plan-bookings', {
      ...contact,
      planId: flexible.id,
      startDate: futureWeekday(),
    });
    expect(booking.body.subscriptionStatus).toBe('pending');
    const started = await post<{ amount: number; data: { reference: string } }>('/payments/subscription/initialize', {
      planBookingId: booking.body.id,
      amount: 1,
      email: 'someone-else@example.com',
      currency: 'KES',
    });
    expect(started.body.amount).toBe(10_500);

    await sandbox.pay(started.body.data.reference, 'success');
    const verified = await post<{ success: boolean; message: string }>('/payments/subscription/verify', {
      reference: started.body.data.reference,
      planBookingId: booking.body.id,
    });
    expect(verified.body).toEqual(
      expect.objectContaining({ success: true, message: 'Subscription activated successfully! Welcome to Flexible' }),
    );
    expect((await testApp.em().findOneOrFail(PlanBooking, { id: booking.body.id })).subscriptionStatus).toBe('active');
    const mail = await testApp
      .em()
      .find(MailOutbox, { recipient: 'amina@example.com' }, { orderBy: { templateName: 'asc' } });
    expect(mail.map((row) => row.templateName)).toEqual(['payment-receipt', 'subscription-activated']);
  });

  it('refuses to start a subscription to a plan that is not available', async () => {
    const plan = (
      await admin<{ id: string }>('POST', '/admin/membership-plans', { name: 'Soon', price: '100', isAvailable: false })
    ).body;
    const refused = await post<{ message: string }>('/plan-bookings', {
      planId: plan.id,
      startDate: futureWeekday(),
      firstName: 'A',
      lastName: 'B',
      email: 'ab@example.com',
      phone: '+254733333333',
    });
    expect(refused).toEqual({
      status: 409,
      body: expect.objectContaining({ message: 'This membership plan is not available right now.' }),
    });
  });
});
