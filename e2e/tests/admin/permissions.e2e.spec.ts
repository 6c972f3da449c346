import { type AdminApi, signInAdminApi } from '../../support/admin-api.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { bookTour, expectToast, openTab, signIn, uniqueSuffix, type Credentials } from './admin-pages.js';

describe('an admin whose custom role only allows bookings', () => {
  let browser: BrowserSession;
  let api: AdminApi;
  let deskAdmin: Credentials;
  let roleName: string;

  beforeAll(async () => {
    browser = await openBrowser();
    api = await signInAdminApi();
    const suffix = uniqueSuffix();
    roleName = `Bookings viewer ${suffix}`;
    const role = await api.request<{ id: string }>('POST', '/api/admin/roles', {
      name: roleName,
      description: 'Sees bookings only',
      isActive: true,
      permissions: { bookings: { view: true } },
    });
    deskAdmin = { username: `desk-${suffix}`, password: `desk-${suffix}-pass` };
    await api.request('POST', '/api/admin/admins', {
      username: deskAdmin.username,
      email: `desk-${suffix}@example.com`,
      firstName: 'Achieng',
      lastName: 'Odhiambo',
      password: deskAdmin.password,
      role: 'admin',
      customRoleId: role.id,
      isActive: true,
    });
  });
  afterAll(() => browser.close());

  it('sees only Overview, Bookings and the Waitlist, and a direct visit to another panel is refused without loading it', async () => {
    const page = await browser.newPage();
    const panelRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/admin/panels/')) panelRequests.push(new URL(request.url()).pathname);
    });
    await signIn(page, deskAdmin);
    await page.getByTestId('signed-in-admin').getByText('Achieng Odhiambo').waitFor();
    await page.getByTestId('signed-in-admin').getByText(roleName).waitFor();
    // The waitlists are part of bookings (bookings.view).
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Overview', 'Bookings', 'Waitlist']);
    // Without analytics.view the overview loads nothing.
    await page.getByText('No analytics data available').waitFor();

    await openTab(page, 'Bookings', 'Booking Management');

    for (const path of ['/admin/dashboard/users', '/admin/dashboard/email', '/admin/dashboard/spaces']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Permission denied' }).waitFor();
    }
    expect(
      panelRequests.filter(
        (path) => path.startsWith('/admin/panels/identity/') || path.startsWith('/admin/panels/mail/'),
      ),
    ).toEqual([]);
  });

  it('is told "Permission denied" when the server refuses a change, and stays signed in', async () => {
    const firstName = `Refused${uniqueSuffix()}`;
    await bookTour(firstName, `${firstName.toLowerCase()}@example.com`);
    const page = await browser.newPage();
    await signIn(page, deskAdmin);
    await openTab(page, 'Bookings', 'Booking Management');
    const row = page.getByTestId('booking-row').filter({ hasText: firstName });
    await row.getByRole('button', { name: /^Manage booking/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Quick Approve' }).click();
    await expectToast(page, 'Permission denied');
    // The dialog stays open with the admin's input, and the session goes on.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await row.getByText('Pending').waitFor();
    await page.getByRole('tab', { name: 'Bookings' }).waitFor();
    expect(page.url()).toMatch(/\/admin\/dashboard\/bookings$/);
  });
});
