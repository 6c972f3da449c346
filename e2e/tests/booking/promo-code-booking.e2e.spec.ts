import { randomBytes } from 'node:crypto';
import { signInAdminApi } from '../../support/admin-api.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { waitForMail } from '../../support/mailbox.js';
import {
  fillContactDetails,
  futureWeekday,
  payInSandboxCheckout,
  pickCalendarDate,
  visit,
} from '../../support/storefront.js';

const ROOM = 'Tsavo Meeting Room (8 Seats)'; // demo seed: hourly, KSh 1,500 per hour

describe('a promo code in the booking dialog', () => {
  let browser: BrowserSession;
  const code = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;
  beforeAll(async () => {
    browser = await openBrowser();
    const admin = await signInAdminApi();
    await admin.request('POST', '/api/admin/promo-codes', { code, percentOff: 10 });
  });
  afterAll(() => browser.close());

  it('shows the discounted total before paying, and Paystack is asked for it', async () => {
    const page = await browser.newPage();
    await visit(page, '/spaces');
    await page.getByRole('button', { name: `Book Now: ${ROOM}` }).click();
    const dialog = page.getByRole('dialog');
    await pickCalendarDate(page, futureWeekday(12));
    await dialog.getByRole('button', { name: /^9:00 AM – 11:00 AM/ }).click();
    expect(await dialog.getByTestId('booking-total').textContent()).toBe('KSh 3,000');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Complete Your Booking' }).waitFor();

    const email = `promo-${randomBytes(4).toString('hex')}@example.com`;
    await fillContactDetails(page, { firstName: 'Njeri', lastName: 'Mutua', email, phone: '0712345678' });
    await dialog.getByRole('button', { name: 'Have a promo code?' }).click();
    await dialog.getByRole('textbox', { name: 'Promo code' }).fill('NOSUCHCODE');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('There is no promo code NOSUCHCODE. Please check the spelling.').first().waitFor();
    await dialog.getByRole('textbox', { name: 'Promo code' }).fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Total KSh 2,700').first().waitFor();

    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    const checkout = page.frameLocator('iframe[title="Paystack checkout"]');
    await checkout.getByText('KES 2,700.00').first().waitFor();
    await payInSandboxCheckout(page, 'success', 'mobile_money');
    await dialog.getByText('Payment Successful!').first().waitFor();
    await waitForMail(email, /Booking confirmed/);
  });
});
