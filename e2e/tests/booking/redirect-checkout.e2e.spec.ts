import { randomBytes } from 'node:crypto';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
import { waitForMail } from '../../support/mailbox.js';
import { futureWeekday } from '../../support/storefront.js';

interface Space {
  id: string;
  name: string;
  billingCycle: string;
}

describe('the redirect checkout (Paystack hosted page, then back to the site)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('confirms the booking when the payer comes back from the hosted page', async () => {
    const { baseUrl } = productUnderTest();
    const spaces = (await (await fetch(`${baseUrl}/api/spaces`)).json()) as Space[];
    const dayPass = spaces.find((space) => space.billingCycle === 'daily')!;
    const email = `redirect-${randomBytes(4).toString('hex')}@example.com`;
    const response = await fetch(`${baseUrl}/api/payments/booking/initialize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Wairimu',
        lastName: 'Kariuki',
        email,
        phone: '0711222333',
        bookingData: { type: 'space', spaceId: dayPass.id, dates: [futureWeekday(8)] },
      }),
    });
    expect(response.status).toBe(200);
    const started = (await response.json()) as { data: { authorization_url: string } };

    const page = await browser.newPage();
    await page.goto(started.data.authorization_url);
    await page.locator('button[value=success]').click();
    await page.waitForURL(/\/checkout\/complete\?/);
    await page.getByText('Payment Successful!').waitFor();
    await waitForMail(email, new RegExp(`Booking confirmed: ${dayPass.name.replace(/[()]/g, '\\$&')}`));
  });

  it('says verification failed for a reference it does not know', async () => {
    const page = await browser.newPage();
    await page.goto('/checkout/complete?reference=SCH-NOT-REAL&trxref=SCH-NOT-REAL');
    await page.getByText('Payment Verification Failed').waitFor();
  });
});
