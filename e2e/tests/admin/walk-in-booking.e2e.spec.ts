import { randomBytes } from 'node:crypto';
import { signInAdminApi } from '../../support/admin-api.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
import { futureWeekday } from '../../support/storefront.js';
import { expectToast, openTab, signIn, uniqueSuffix } from './admin-pages.js';

/** An M-Pesa transaction code no other run has used: 10 capital letters and digits. */
function mpesaCode(): string {
  return `QA${randomBytes(4).toString('hex').toUpperCase()}`;
}

describe('a walk-in booked from the space calendar', () => {
  let browser: BrowserSession;
  const roomName = `Walk-in Room ${uniqueSuffix()}`;

  beforeAll(async () => {
    browser = await openBrowser();
    const admin = await signInAdminApi();
    await admin.request('POST', '/api/admin/spaces', {
      name: roomName,
      type: 'meeting-room',
      rate: '1500',
      billingCycle: 'hourly',
      capacity: 4,
      availabilityCapacity: 2,
    });
  });
  afterAll(() => browser.close());

  it('books an empty Gantt cell paid by M-Pesa, moves it by dragging, and finds it in the payments ledger', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Spaces', 'Workspace Management');
    const card = page.getByTestId('space-card').filter({ hasText: roomName });
    await card.getByRole('button', { name: `View space calendar ${roomName}` }).click();
    const calendar = page.getByRole('dialog', { name: `Space Calendar — ${roomName}` });
    const date = futureWeekday(9);
    await calendar.getByLabel('Date').fill(date);

    await calendar.getByRole('button', { name: new RegExp(`^Available: book .*1, ${date} 10:00$`) }).click();
    const form = page.getByRole('dialog', { name: `New booking — ${roomName}` });
    const firstName = `Walkin${uniqueSuffix()}`;
    await form.getByLabel('First name').fill(firstName);
    await form.getByLabel('Last name').fill('Otieno');
    await form.getByLabel('Email').fill(`${firstName.toLowerCase()}@example.com`);
    await form.getByText('KES 3,000', { exact: false }).first().waitFor();
    await form.getByRole('radio', { name: 'M-Pesa (till)' }).check();
    await form.getByLabel('M-Pesa transaction code').fill('QGH4K2');
    await form.getByRole('button', { name: 'Book and record payment' }).click();
    await form.getByText(/10 capital letters and digits/).waitFor();
    const code = mpesaCode();
    await form.getByLabel('M-Pesa transaction code').fill(code);
    await form.getByRole('button', { name: 'Book and record payment' }).click();
    await expectToast(page, /Booking [0-9A-F]{8} confirmed, receipt SCH-\d{4}-\d{6}/);
    await form.waitFor({ state: 'detached' });

    const bar = calendar.getByRole('button', { name: new RegExp(`^${firstName}: booking, Confirmed`) }).first();
    await bar.waitFor();
    await bar.click();
    await page.getByRole('menuitem', { name: 'Manage booking' }).click();
    const manage = page.getByRole('dialog', { name: /Manage Booking/ });
    await manage.getByText(new RegExp(`for ${firstName} Otieno`)).waitFor();
    await manage.getByRole('button', { name: 'Cancel' }).click();
    await manage.waitFor({ state: 'detached' });

    // Dragged onto the second room at 14:00, the booking moves there once the server has checked the slot.
    await bar.dragTo(calendar.getByRole('button', { name: new RegExp(`^Available: book .*2, ${date} 14:00$`) }));
    const move = page.getByRole('dialog', { name: `Move booking — ${roomName}` });
    expect(await move.getByLabel('Date').inputValue()).toBe(date);
    await move.getByRole('button', { name: 'Move booking' }).click();
    await expectToast(page, 'Booking moved');
    await calendar
      .getByRole('button', { name: new RegExp(`^${firstName}: booking, Confirmed, 14:00`) })
      .first()
      .waitFor();
    await calendar.getByRole('button', { name: 'Close' }).click();

    await openTab(page, 'Payments', 'Payments');
    await page.getByLabel('Search').fill(firstName);
    const row = page.getByTestId('payment-row').filter({ hasText: firstName });
    await row.getByText('M-Pesa (offline)').waitFor();
    await row.getByText(`Recorded by ${productUnderTest().admin.username}`).waitFor();
    await row.getByText('KES 3,000').waitFor();
    await row.getByText('Paid', { exact: true }).waitFor();
  });
});
