import { randomBytes } from 'node:crypto';
import { type BrowserSession, openBrowser, PHONE_VIEWPORT } from '../../support/browser.js';
import { waitForMail } from '../../support/mailbox.js';
import { fillContactDetails, futureWeekday, pickCalendarDate, visit } from '../../support/storefront.js';

describe('booking the free tour on /booking', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('shows the form messages, submits the tour and confirms it on screen and by e-mail (on a phone)', async () => {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await visit(page, '/booking');
    await page.getByRole('heading', { level: 1, name: 'Book a Space or Tour' }).waitFor();
    await page.getByText('Tour & Consultation').first().waitFor();

    await page.getByRole('button', { name: 'Request Tour' }).click();
    for (const message of [
      'At least one date is required',
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Phone number is required',
    ]) {
      await page.getByText(message).first().waitFor();
    }

    const date = futureWeekday(4);
    await pickCalendarDate(page, date, page.locator('main'));
    await page.getByLabel(/^Time/).selectOption('11:00');
    const email = `tour-${randomBytes(4).toString('hex')}@example.com`;
    await fillContactDetails(
      page,
      { firstName: 'Juma', lastName: 'Mwangi', email, phone: '0712345678' },
      page.locator('main'),
    );
    await page.getByRole('button', { name: 'Request Tour' }).click();

    await page.getByText('Booking Submitted Successfully!').first().waitFor();
    await page.getByText(/11:00 AM \(EAT \(Nairobi time\)\)/).waitFor();
    await waitForMail(email, /We received your tour request/);
  });
});
