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

const ROOM = 'Tsavo Meeting Room (8 Seats)'; // demo seed: hourly, KSh 1,500 per hour

describe('booking a space from /spaces', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('opens the dialog, shows live slots and the total, checks the contact form and pays through the checkout', async () => {
    const page = await browser.newPage();
    await visit(page, '/spaces');
    await page.getByRole('button', { name: `Book Now: ${ROOM}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Book ${ROOM}` }).waitFor();
    await expectDisabled(dialog.getByRole('button', { name: 'Continue' }));

    const [first, second] = [futureWeekday(3), futureWeekday(10)];
    await pickCalendarDate(page, first);
    await pickCalendarDate(page, second);
    // Screen readers hear what is free once availability for both dates is in.
    await dialog
      .getByRole('status')
      .getByText(/^\d+ of \d+ time slots? (is|are) free on all 2 chosen dates\.$/)
      .waitFor();
    await dialog.getByRole('button', { name: /^9:00 AM – 11:00 AM/ }).click();
    await dialog.getByRole('button', { name: /^2:00 PM – 4:00 PM/ }).click();
    // 1,500 × 2 hours × 2 dates × 2 slots
    expect(await dialog.getByTestId('booking-total').textContent()).toBe('KSh 12,000');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await dialog.getByRole('heading', { name: 'Complete Your Booking' }).waitFor();
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
    ]) {
      await dialog.getByText(message).waitFor();
    }
    const email = `visitor-${randomBytes(4).toString('hex')}@example.com`;
    await fillContactDetails(page, { firstName: 'Achieng', lastName: 'Otieno', email, phone: '0712 345 678' });
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await dialog.getByText('Phone number cannot contain spaces').waitFor();
    await dialog.getByRole('textbox', { name: 'Phone number', exact: true }).fill('0712345678');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();

    await payInSandboxCheckout(page, 'success', 'mobile_money');
    await dialog.getByText('Payment Successful!').first().waitFor();

    const confirmation = await waitForMail(email, new RegExp(`Booking confirmed: ${ROOM.replace(/[()]/g, '\\$&')}`));
    expect(confirmation.attachments.some((attachment) => attachment.contentType.startsWith('text/calendar'))).toBe(
      true,
    );
  });
});

async function expectDisabled(locator: { isDisabled(): Promise<boolean> }): Promise<void> {
  expect(await locator.isDisabled()).toBe(true);
}
