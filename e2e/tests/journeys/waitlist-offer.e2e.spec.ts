import { randomBytes } from 'node:crypto';
import { signInAdminApi } from '../../support/admin-api.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { waitForMail } from '../../support/mailbox.js';
import { fillContactDetails, futureWeekday, pickCalendarDate, visit } from '../../support/storefront.js';

/** A visitor waits for a full room; a cancellation frees it; the worker offers it and the e-mailed link takes payment. */
describe('the waitlist of a full room', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('offers the freed slot to the visitor waiting, who follows the e-mail and pays', async () => {
    const suffix = randomBytes(3).toString('hex');
    const roomName = `Waitlist Room ${suffix}`;
    const date = futureWeekday(9);
    const admin = await signInAdminApi();
    const room = await admin.request<{ id: string }>('POST', '/api/admin/spaces', {
      name: roomName,
      type: 'meeting-room',
      rate: '1500',
      billingCycle: 'hourly',
      capacity: 4,
      availabilityCapacity: 1,
    });
    const walkIn = await admin.request<{ bookingIds: string[] }>('POST', '/api/admin/bookings', {
      spaceId: room.id,
      dates: [date],
      slots: ['10:00'],
      firstName: 'Baraka',
      lastName: 'Kiprop',
      email: `walk-in-${suffix}@example.com`,
      paymentKind: 'cash',
    });

    const page = await browser.newPage();
    await visit(page, '/spaces');
    await page.getByRole('button', { name: `Book Now: ${roomName}` }).click();
    const dialog = page.getByRole('dialog');
    await pickCalendarDate(page, date);
    await dialog.getByRole('button', { name: '10:00 AM – 12:00 PM Full — join the waitlist' }).click();
    const form = dialog.getByRole('region', { name: 'Join the waitlist' });
    const email = `waiting-${suffix}@example.com`;
    await fillContactDetails(page, { firstName: 'Zawadi', lastName: 'Mwangi', email, phone: '0712345678' }, form);
    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    await form
      .getByRole('status')
      .getByText(/You're on the waitlist for .*, number 1 in line\./)
      .waitFor();
    await waitForMail(email, /You're on the waitlist/);

    // The walk-in cancels: within a run of the worker (every 30 s), the slot is held for the visitor and e-mailed.
    await admin.request('PUT', `/api/admin/bookings/${walkIn.bookingIds[0]}`, { status: 'cancelled', refund: false });
    const offer = await waitForMail(email, /is held for you/, 60_000);
    const payUrl = /https?:\/\/\S+\/api\/waitlist\/offers\/[\w-]+/.exec(offer.text ?? '')![0];

    const payment = await browser.newPage();
    await payment.goto(new URL(payUrl).pathname);
    await payment.getByText('KES 3,000.00').first().waitFor();
    await payment.locator('button[value=success]').click();
    await payment.waitForURL(/\/checkout\/complete\?/);
    await payment.getByText('Payment Successful!').waitFor();
    await waitForMail(email, new RegExp(`Booking confirmed: ${roomName}`));
  });
});
