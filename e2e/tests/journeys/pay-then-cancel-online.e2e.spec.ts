import { randomBytes } from 'node:crypto';
import { signInAdminApi } from '../../support/admin-api.js';
import { type BrowserSession, openBrowser, PHONE_VIEWPORT } from '../../support/browser.js';
import { manageLinkIn, waitForMail } from '../../support/mailbox.js';
import {
  fillContactDetails,
  futureWeekday,
  payInSandboxCheckout,
  pickCalendarDate,
  visit,
} from '../../support/storefront.js';

const SLOT = /^2:00 PM – 4:00 PM/;

describe('journey: a booking paid at checkout, then cancelled online through the e-mailed link', () => {
  let browser: BrowserSession;
  const roomName = `Amboseli Call Room ${randomBytes(2).toString('hex')}`;

  beforeAll(async () => {
    browser = await openBrowser();
    const admin = await signInAdminApi();
    // A room of its own, so no other journey has taken the slot: KSh 1,500 an hour, one 2-hour slot is KSh 3,000.
    await admin.request('POST', '/api/admin/spaces', {
      name: roomName,
      type: 'meeting-room',
      rate: '1500',
      billingCycle: 'hourly',
      capacity: 4,
      availabilityCapacity: 1,
    });
  });
  afterAll(() => browser.close());

  it('states the policy before payment, e-mails the manage link, shows the receipt, and refunds on cancelling', async () => {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await visit(page, '/spaces');
    await page.getByRole('button', { name: `Book Now: ${roomName}` }).click();
    const dialog = page.getByRole('dialog');
    await pickCalendarDate(page, futureWeekday(12));
    await dialog.getByRole('button', { name: SLOT }).click();
    const policy = 'Free cancellation up to 2 hours before the start, with a full refund';
    await dialog.getByText(policy).waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const email = `refund-${randomBytes(4).toString('hex')}@example.com`;
    await fillContactDetails(page, { firstName: 'Wanjiku', lastName: 'Mutua', email, phone: '0722000333' });
    await dialog.getByRole('button', { name: 'Receipt for a company (optional)' }).click();
    await dialog.getByRole('textbox', { name: 'Company name' }).fill('Mutua Logistics Ltd');
    await dialog.getByRole('textbox', { name: 'KRA PIN' }).fill('P05123456');
    await dialog.getByText(policy).waitFor();
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await dialog.getByText('KRA PIN must be a letter, nine digits and a letter, like P051234567X').waitFor();
    await dialog.getByRole('textbox', { name: 'KRA PIN' }).fill('p051234567x');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await payInSandboxCheckout(page, 'success', 'card');
    await dialog.getByText('Payment Successful!').first().waitFor();

    const confirmation = await waitForMail(email, new RegExp(`Booking confirmed: ${roomName}`));
    const manageLink = manageLinkIn(confirmation);

    const manage = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await visit(manage, manageLink);
    await manage.getByRole('heading', { level: 2, name: roomName }).waitFor();
    expect(await manage.title()).toMatch(/^Manage Your Booking \|/);
    expect(await manage.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    const main = manage.locator('main');
    await main.getByText('Status: Confirmed').first().waitFor();
    await main.getByText('2:00 PM – 4:00 PM · 2 hours').waitFor();
    await main.getByText('KSh 3,000', { exact: true }).waitFor();
    await main.getByText('Card', { exact: true }).waitFor();
    const receipt = main.getByRole('link', { name: 'Download receipt (PDF)' });
    const receiptFile = await manage.request.get((await receipt.getAttribute('href'))!);
    expect(receiptFile.status()).toBe(200);
    expect(receiptFile.headers()['content-type']).toContain('application/pdf');
    expect(await main.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toMatch(/\/calendar$/);
    await main.getByText(/^You can cancel online until .+ \(Nairobi time\)\.$/).waitFor();

    await main.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = manage.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await confirm.getByText(/KSh 3,000 will be refunded to the card or M-Pesa account you paid with/).waitFor();
    await confirm.getByRole('button', { name: 'Yes, cancel booking' }).click();

    await manage
      .getByRole('status')
      .getByText(/^Your booking is cancelled\. KSh 3,000 is being refunded/)
      .waitFor();
    await main.getByText('Refund of KSh 3,000 pending — arrives in 7 to 14 business days').waitFor();
    await main.getByText('Status: Cancelled').first().waitFor();
    expect(await main.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    expect(await confirm.count()).toBe(0);
    // The focused button is gone: focus moves to the booking, not to the top of the document.
    expect(await manage.evaluate(() => document.activeElement?.textContent)).toBe(roomName);
  });

  it('explains a wrong or expired link in the server words and points to booking and contact', async () => {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await visit(page, `/bookings/manage/${'x'.repeat(43)}`);
    await page.getByText(/This booking link is not valid or has expired/).waitFor();
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'Make a new booking' }).getAttribute('href')).toBe('/booking');
    expect(await main.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });
});
