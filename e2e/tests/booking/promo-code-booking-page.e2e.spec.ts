import { randomBytes } from 'node:crypto';
import { signInAdminApi } from '../../support/admin-api.js';
import { type BrowserSession, openBrowser, PHONE_VIEWPORT } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
import { waitForMail } from '../../support/mailbox.js';
import {
  fillContactDetails,
  futureWeekday,
  payInSandboxCheckout,
  pickCalendarDate,
  visit,
} from '../../support/storefront.js';

const DAY_PASS = 'Hot Desk Day Pass'; // demo seed: daily, KSh 1,500 a day

describe('a promo code on the /booking page', () => {
  let browser: BrowserSession;
  const code = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;
  beforeAll(async () => {
    browser = await openBrowser();
    const admin = await signInAdminApi();
    await admin.request('POST', '/api/admin/promo-codes', { code, percentOff: 10, maxRedemptions: 1 });
  });
  afterAll(() => browser.close());

  it('shows the discounted total before paying; a code whose last use went meanwhile is refused at its field, and the visitor pays the full price', async () => {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await visit(page, '/booking');
    const main = page.locator('main');
    await main.locator('label').filter({ hasText: DAY_PASS }).click();
    await main.getByRole('heading', { name: `Book ${DAY_PASS}` }).waitFor();
    await pickCalendarDate(page, futureWeekday(15), main);
    const email = `page-promo-${randomBytes(4).toString('hex')}@example.com`;
    await fillContactDetails(page, { firstName: 'Wambui', lastName: 'Kamau', email, phone: '0712345678' }, main);
    await main.getByRole('button', { name: 'Have a promo code?' }).click();
    const field = main.getByRole('textbox', { name: 'Promo code' });
    await field.fill(code.toLowerCase());
    await main.getByRole('button', { name: 'Apply' }).click();
    await main.getByText('Total KSh 1,350').waitFor();

    // Between Apply and Pay, someone else's checkout takes the code's only use.
    const { baseUrl } = productUnderTest();
    const spaces = (await (await fetch(`${baseUrl}/api/spaces`)).json()) as Array<{ id: string; name: string }>;
    const taken = await fetch(`${baseUrl}/api/payments/booking/initialize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Otieno',
        lastName: 'Ouma',
        email: `page-promo-other-${randomBytes(4).toString('hex')}@example.com`,
        phone: '0722334455',
        bookingData: {
          type: 'space',
          spaceId: spaces.find((space) => space.name === DAY_PASS)!.id,
          dates: [futureWeekday(16)],
        },
        promoCode: code,
      }),
    });
    expect(taken.status).toBe(200);

    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    // Said at the field, as a refusal from Apply is, with the code dropped: no discounted total, nothing to remove.
    await main.getByRole('alert').getByText(`The promo code ${code} has been used up.`).waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await main.getByText('Total KSh 1,350').count()).toBe(0);
    expect(await page.getByText('Booking Failed').count()).toBe(0);
    // What was typed is still there.
    expect(await main.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(email);

    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    const checkout = page.frameLocator('iframe[title="Paystack checkout"]');
    await checkout.getByText('KES 1,500.00').first().waitFor();
    await payInSandboxCheckout(page, 'success', 'mobile_money');
    await main.getByText('Payment Successful!').first().waitFor();
    await waitForMail(email, /Booking confirmed/);
  });
});
