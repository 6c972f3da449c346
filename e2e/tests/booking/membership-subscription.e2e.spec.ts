import { randomBytes } from 'node:crypto';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { waitForMail } from '../../support/mailbox.js';
import {
  fillContactDetails,
  futureWeekday,
  payInSandboxCheckout,
  pickCalendarDate,
  visit,
} from '../../support/storefront.js';

describe('subscribing to a plan on /membership', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('shows plans and the comparison, then start date → contact details → payment → activated', async () => {
    const page = await browser.newPage();
    await visit(page, '/membership');
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('img', { name: 'Included' }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Subscribe to Flexible', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Start Your Subscription' }).waitFor();
    await pickCalendarDate(page, futureWeekday(2));
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await dialog.getByRole('heading', { name: 'Complete Your Booking' }).waitFor();
    const email = `member-${randomBytes(4).toString('hex')}@example.com`;
    await fillContactDetails(page, { firstName: 'Njeri', lastName: 'Wambui', email, phone: '+254712345678' });
    await dialog.getByRole('button', { name: /^Pay KSh/ }).click();

    await payInSandboxCheckout(page, 'success', 'card');
    await dialog.getByText('Subscription activated successfully! Welcome to Flexible').waitFor();
    await waitForMail(email, /Welcome to Flexible/);
  });

  it('says the payment was cancelled when the payer cancels, and lets them try again', async () => {
    const page = await browser.newPage();
    await visit(page, '/membership');
    await page.getByRole('button', { name: 'Subscribe to Virtual', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await pickCalendarDate(page, futureWeekday(5));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await fillContactDetails(page, {
      firstName: 'Otieno',
      lastName: 'Odhiambo',
      email: `cancel-${randomBytes(4).toString('hex')}@example.com`,
      phone: '0722000111',
    });
    await dialog.getByRole('button', { name: /^Pay KSh/ }).click();
    await payInSandboxCheckout(page, 'abandoned');
    await page.getByText('You cancelled the payment process.', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Try Payment Again' }).waitFor();
  });
});
