import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { waitForMail } from '../../support/mailbox.js';
import { bookTour, expectToast, openTab, signIn, uniqueSuffix } from './admin-pages.js';

describe('spaces and bookings in the back-office', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('creates, edits and deletes a space, manages its instances and opens its calendar', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Spaces', 'Workspace Management');
    const name = `Focus Room ${uniqueSuffix()}`;

    await page.getByRole('button', { name: 'Add Space' }).click();
    const form = page.getByRole('dialog', { name: 'Create Workspace Space' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Meeting Room' }).click();
    await form.getByLabel('Instances').fill('2');
    await form.getByLabel('Rate (KES)').fill('');
    await form.getByRole('button', { name: 'Create Space' }).click();
    await form.getByText('Rate is required').waitFor();
    await form.getByLabel('Rate (KES)').fill('2000');
    await form.getByRole('combobox', { name: 'Billing cycle' }).click();
    await page.getByRole('option', { name: 'Hourly' }).click();
    await form.getByLabel('New amenities entry').fill('  Whiteboard ');
    await form.getByLabel('New amenities entry').press('Enter');
    await form
      .getByRole('button', { name: 'Whiteboard' })
      .or(form.getByText('Whiteboard', { exact: true }))
      .first()
      .waitFor();
    // Available requires Active.
    await form.getByLabel('Active', { exact: true }).uncheck();
    expect(await form.getByLabel('Available (Requires Active)').isDisabled()).toBe(true);
    await form.getByLabel('Active', { exact: true }).check();
    await form.getByRole('button', { name: 'Create Space' }).click();
    await expectToast(page, 'Workspace space created successfully');
    const card = page.getByTestId('space-card').filter({ hasText: name });
    await card.getByText('KES 2,000 / hour').waitFor();

    const renamed = `${name} (renamed)`;
    await card.getByRole('button', { name: `Edit space ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Workspace Space' });
    await edit.getByLabel('Name').fill(renamed);
    await edit.getByRole('button', { name: 'Update Space' }).click();
    await expectToast(page, 'Workspace space updated successfully');
    const renamedCard = page.getByTestId('space-card').filter({ hasText: renamed });

    await renamedCard.getByRole('button', { name: `Manage space instances ${renamed}` }).click();
    const instances = page.getByRole('dialog', { name: /Manage Space Instances/ });
    await instances.getByRole('listitem').nth(1).waitFor();
    expect(await instances.getByRole('listitem').count()).toBe(2);
    await instances.getByRole('button', { name: 'Add Instance' }).click();
    const instanceForm = page.getByRole('dialog', { name: 'Create Space Instance' });
    await instanceForm.getByRole('button', { name: 'Create Instance' }).click();
    await instanceForm.getByText('Instance label is required').waitFor();
    await instanceForm.getByLabel('Label').fill('Window pod');
    await instanceForm.getByRole('button', { name: 'Create Instance' }).click();
    await expectToast(page, 'Space instance created successfully');
    await instances.getByText('Window pod').waitFor();
    await instances
      .getByRole('listitem')
      .filter({ hasText: 'Window pod' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expectToast(page, 'Space instance deactivated successfully');
    await instances
      .getByRole('listitem')
      .filter({ hasText: 'Window pod' })
      .getByRole('button', { name: 'Activate' })
      .waitFor();
    await instances.getByRole('button', { name: 'Close' }).click();

    await renamedCard.getByRole('button', { name: `View space calendar ${renamed}` }).click();
    const calendar = page.getByRole('dialog', { name: `Space Calendar — ${renamed}` });
    await calendar.getByText(/Hourly view \(one day\)/).waitFor();
    await calendar.getByRole('columnheader', { name: '23:00' }).waitFor();
    await calendar
      .getByRole('rowheader', { name: 'Window pod' })
      .or(calendar.getByRole('cell', { name: /Window pod/ }))
      .first()
      .waitFor();
    const before = await calendar.getByLabel('Date').inputValue();
    await calendar.getByRole('button', { name: 'Next' }).click();
    expect(await calendar.getByLabel('Date').inputValue()).not.toBe(before);
    await calendar.getByRole('button', { name: 'Close' }).click();

    await renamedCard.getByRole('button', { name: `Delete space ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Workspace Space' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Workspace space deleted successfully');
    await renamedCard.waitFor({ state: 'detached' });
  });

  it('approves a pending booking, which e-mails the customer', async () => {
    const firstName = `Approved${uniqueSuffix()}`;
    const email = `${firstName.toLowerCase()}@example.com`;
    await bookTour(firstName, email);
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Bookings', 'Booking Management');
    const row = page.getByTestId('booking-row').filter({ hasText: firstName });
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: /^Manage booking/ }).click();
    const dialog = page.getByRole('dialog', { name: /Manage Booking/ });
    expect(await dialog.getByRole('button', { name: 'Update Booking' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Quick Approve' }).click();
    await expectToast(page, 'Booking status updated to confirmed');
    await row.getByText('Confirmed').waitFor();
    await waitForMail(email, /confirmed/i);
  });
});
