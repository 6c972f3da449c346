import { randomBytes } from 'node:crypto';
import { signInAdminApi } from '../../support/admin-api.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
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
  const lastUse = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;
  beforeAll(async () => {
    browser = await openBrowser();
    const admin = await signInAdminApi();
    await admin.request('POST', '/api/admin/promo-codes', { code, percentOff: 10 });
    await admin.request('POST', '/api/admin/promo-codes', { code: lastUse, percentOff: 10, maxRedemptions: 1 });
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

  it('says at the field when the checkout refuses the code, and pays the full price without it', async () => {
    const page = await browser.newPage();
    await visit(page, '/spaces');
    await page.getByRole('button', { name: `Book Now: ${ROOM}` }).click();
    const dialog = page.getByRole('dialog');
    await pickCalendarDate(page, futureWeekday(13));
    await dialog.getByRole('button', { name: /^11:00 AM – 1:00 PM/ }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Complete Your Booking' }).waitFor();
    const email = `promo-${randomBytes(4).toString('hex')}@example.com`;
    await fillContactDetails(page, { firstName: 'Kiprono', lastName: 'Langat', email, phone: '0712345678' });
    await dialog.getByRole('button', { name: 'Have a promo code?' }).click();
    await dialog.getByRole('textbox', { name: 'Promo code' }).fill(lastUse);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Total KSh 2,700').first().waitFor();

    // Between Apply and Pay, someone else's checkout takes the code's only use.
    const { baseUrl } = productUnderTest();
    const spaces = (await (await fetch(`${baseUrl}/api/spaces`)).json()) as Array<{ id: string; name: string }>;
    const taken = await fetch(`${baseUrl}/api/payments/booking/initialize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Chebet',
        lastName: 'Rotich',
        email: `promo-other-${randomBytes(4).toString('hex')}@example.com`,
        phone: '0722334455',
        bookingData: {
          type: 'space',
          spaceId: spaces.find((space) => space.name === ROOM)!.id,
          dates: [futureWeekday(14)],
          times: ['09:00'],
        },
        promoCode: lastUse,
      }),
    });
    expect(taken.status).toBe(200);

    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    // Back on the form as it was sent, the refusal at the field and the total the full price again.
    await dialog.getByRole('alert').getByText(`The promo code ${lastUse} has been used up.`).waitFor();
    const field = dialog.getByRole('textbox', { name: 'Promo code' });
    expect(await field.inputValue()).toBe('');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await dialog.getByTestId('booking-total').textContent()).toBe('KSh 3,000');
    expect(await dialog.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(email);
    expect(await page.getByText('Payment Error').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    const checkout = page.frameLocator('iframe[title="Paystack checkout"]');
    await checkout.getByText('KES 3,000.00').first().waitFor();
    await payInSandboxCheckout(page, 'success', 'mobile_money');
    await dialog.getByText('Payment Successful!').first().waitFor();
    await waitForMail(email, /Booking confirmed/);
  });
});
