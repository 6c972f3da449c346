import { randomBytes } from 'node:crypto';
import { type AdminApi, signInAdminApi } from '../../support/admin-api.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import {
  fillContactDetails,
  futureWeekday,
  payInSandboxCheckout,
  pickCalendarDate,
  visit,
} from '../../support/storefront.js';

const SLOT = /^10:00 AM – 12:00 PM/;

describe('journey: a checkout abandoned at the payment page', () => {
  let browser: BrowserSession;
  let admin: AdminApi;
  const roomName = `Naivasha Focus Room ${randomBytes(2).toString('hex')}`;

  beforeAll(async () => {
    browser = await openBrowser();
    admin = await signInAdminApi();
    // One physical room, so one held booking makes the slot unavailable to everyone else.
    await admin.request('POST', '/api/admin/spaces', {
      name: roomName,
      type: 'meeting-room',
      rate: '800',
      billingCycle: 'hourly',
      capacity: 4,
      availabilityCapacity: 1,
    });
  });
  afterAll(() => browser.close());

  async function openSlots(date: string) {
    const page = await browser.newPage();
    await visit(page, '/spaces');
    await page.getByRole('button', { name: `Book Now: ${roomName}` }).click();
    await pickCalendarDate(page, date);
    return page;
  }

  it('holds the slot while the visitor pays, and frees it after the hold expires when they walk away', async () => {
    const date = futureWeekday(6);
    const visitor = await openSlots(date);
    const dialog = visitor.getByRole('dialog');
    await dialog.getByRole('button', { name: SLOT }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await fillContactDetails(visitor, {
      firstName: 'Kamau',
      lastName: 'Njoroge',
      email: `walkaway-${randomBytes(3).toString('hex')}@example.com`,
      phone: '0733000111',
    });
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await dialog.getByText(/We are holding your booking until/).waitFor();
    await payInSandboxCheckout(visitor, 'abandoned');
    await visitor.getByText('You cancelled the payment process.', { exact: true }).waitFor();

    // Another visitor sees the held slot as full (it offers its waitlist instead of a booking)...
    const other = await openSlots(date);
    const slot = other.getByRole('dialog').getByRole('button', { name: SLOT });
    await slot.waitFor();
    const full = async () => ((await slot.textContent()) ?? '').includes('Full — join the waitlist');
    expect(await full()).toBe(true);

    // ...until the hold (1 minute here) runs out and the worker releases it; the dialog refreshes every minute.
    const deadline = Date.now() + 150_000;
    while (await full()) {
      if (Date.now() > deadline) throw new Error('The abandoned hold was not released within 150 s');
      await other.waitForTimeout(5_000);
      await other.reload();
      await other.getByRole('button', { name: `Book Now: ${roomName}` }).click();
      await pickCalendarDate(other, date);
      await slot.waitFor();
    }
    expect(await slot.isDisabled()).toBe(false);
  }, 240_000);
});
