import { type BillingCycle, centsToKes, selectionPriceCents } from '@coworking/domain';
import { Payment } from '../../src/modules/payment/entities/payment.entity.js';
import { type PaystackSandbox, startPaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { CONTACT, futureWeekday, makeSpace, nextDay } from './support.js';

const SECRET = 'sk_test_checkout_pricing';

/**
 * The amount a checkout asks for is the shared pricing formula (@coworking/domain) on the space's rate:
 * the same function the booking dialog's total uses (storefront booking-selection.spec.ts), so what a
 * visitor is shown is what Paystack is asked to charge.
 */
describe('what a checkout charges', () => {
  let sandbox: PaystackSandbox;
  let testApp: TestApp;

  beforeAll(async () => {
    sandbox = await startPaystackSandbox({ secretKey: SECRET, publicKey: 'pk_test_checkout_pricing' });
    testApp = await createTestApp({
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_PUBLIC_KEY: 'pk_test_checkout_pricing',
      PAYSTACK_BASE_URL: sandbox.url,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await sandbox.close();
  });

  const cases: Array<{ billing: BillingCycle; rate: string; dates: number; times: string[] }> = [
    { billing: 'hourly', rate: '1500.00', dates: 2, times: ['10:00', '14:00'] },
    { billing: 'hourly', rate: '999.99', dates: 1, times: ['08:00'] },
    { billing: 'daily', rate: '1500.50', dates: 3, times: [] },
    { billing: 'monthly', rate: '35000.00', dates: 1, times: [] },
  ];

  it.each(cases)(
    '$billing at KES $rate for $dates date(s) and $times.length slot(s) charges the shared formula',
    async ({ billing, rate, dates, times }) => {
      const { space } = await makeSpace(testApp.em(), {
        name: `${billing} ${rate}`,
        billingCycle: billing,
        rate,
        instances: 2,
      });
      const first = futureWeekday(30);
      const chosen = Array.from({ length: dates }, (_, index) => nextDay(first, index * 7));
      const response = await fetch(`${testApp.api}/payments/booking/initialize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...CONTACT,
          email: `${billing}-${dates}@example.com`,
          bookingData: { type: 'space', spaceId: space.id, dates: chosen, times },
        }),
      });
      const body = (await response.json()) as { amount: number; data: { reference: string } };
      expect(response.status).toBe(200);

      const expectedCents = selectionPriceCents(billing, rate, dates, billing === 'hourly' ? times.length : 0);
      expect(body.amount).toBe(centsToKes(expectedCents));
      expect((await testApp.em().findOneOrFail(Payment, { reference: body.data.reference })).amountCents).toBe(
        expectedCents,
      );
    },
  );
});
