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
import { openTab, signIn } from '../admin/admin-pages.js';

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('journeys from the visitor to the back-office', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('a visitor books two hourly slots on two dates and pays; the e-mail has the invitation; staff see it on the calendar', async () => {
    const suffix = randomBytes(2).toString('hex');
    const room = `Amboseli Huddle Room ${suffix}`;
    const admin = await signInAdminApi();
    await admin.request('POST', '/api/admin/spaces', {
      name: room,
      type: 'meeting-room',
      rate: '1000',
      billingCycle: 'hourly',
      capacity: 6,
      availabilityCapacity: 2,
    });

    // The visitor, on the public site.
    const visitor = await browser.newPage();
    await visit(visitor, '/spaces');
    await visitor.getByRole('button', { name: `Book Now: ${room}` }).click();
    const dialog = visitor.getByRole('dialog');
    const [first, second] = [futureWeekday(9), futureWeekday(12)];
    await pickCalendarDate(visitor, first);
    await pickCalendarDate(visitor, second);
    await dialog.getByRole('button', { name: /^9:00 AM – 11:00 AM/ }).click();
    await dialog.getByRole('button', { name: /^1:00 PM – 3:00 PM/ }).click();
    expect(await dialog.getByTestId('booking-total').textContent()).toBe('KSh 8,000');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const firstName = `Zawadi${suffix}`;
    const email = `zawadi-${suffix}@example.com`;
    await fillContactDetails(visitor, { firstName, lastName: 'Chebet', email, phone: '0701234567' });
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await payInSandboxCheckout(visitor, 'success', 'mobile_money');
    await dialog.getByText('Payment Successful!').first().waitFor();

    const confirmation = await waitForMail(email, new RegExp(`Booking confirmed: ${escaped(room)}`));
    const invitation = confirmation.attachments.find((attachment) =>
      attachment.contentType.startsWith('text/calendar'),
    );
    expect(invitation).toBeDefined();
    // Four intervals: two slots on each of two dates.
    expect(invitation!.content.toString().match(/BEGIN:VEVENT/g)).toHaveLength(4);
    await waitForMail(email, /Payment received: KSh 8,000/);

    // Staff, in the back-office: the space's calendar on the first date shows the visitor in both slots.
    const staff = await browser.newPage();
    await signIn(staff);
    await openTab(staff, 'Spaces', 'Workspace Management');
    await staff.getByRole('button', { name: `View space calendar ${room}` }).click();
    const calendar = staff.getByRole('dialog', { name: `Space Calendar — ${room}` });
    await calendar.getByLabel('Date').fill(first);
    const table = calendar.getByRole('table', { name: `Calendar of ${room}` });
    await table.getByText(firstName).first().waitFor();
    // 09:00–11:00 and 13:00–15:00: four hourly columns carry the booking.
    expect(await table.getByText(firstName).count()).toBe(4);
  });

  it('a visitor requests a tour on /booking; staff approve it; the visitor is told by e-mail', async () => {
    const suffix = randomBytes(2).toString('hex');
    const firstName = `Imani${suffix}`;
    const email = `imani-${suffix}@example.com`;

    const visitor = await browser.newPage();
    await visit(visitor, '/booking');
    await visitor.getByText('Tour & Consultation').first().waitFor();
    await pickCalendarDate(visitor, futureWeekday(3), visitor.locator('main'));
    await visitor.getByLabel(/^Time/).selectOption('14:00');
    await fillContactDetails(
      visitor,
      { firstName, lastName: 'Achieng', email, phone: '0722334455' },
      visitor.locator('main'),
    );
    await visitor.getByRole('button', { name: 'Request Tour' }).click();
    await visitor.getByText('Booking Submitted Successfully!').first().waitFor();
    await waitForMail(email, /We received your tour request/);

    const staff = await browser.newPage();
    await signIn(staff);
    await openTab(staff, 'Bookings', 'Booking Management');
    const row = staff.getByTestId('booking-row').filter({ hasText: firstName });
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: /^Manage booking/ }).click();
    await staff
      .getByRole('dialog', { name: /Manage Booking/ })
      .getByRole('button', { name: 'Quick Approve' })
      .click();
    await row.getByText('Confirmed').waitFor();

    const notice = await waitForMail(email, /Booking confirmed/);
    expect(notice.attachments.some((attachment) => attachment.contentType.startsWith('text/calendar'))).toBe(true);
  });
});
