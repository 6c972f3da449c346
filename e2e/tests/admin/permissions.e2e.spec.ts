import { type AdminApi, signInAdminApi } from '../../support/admin-api.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import {
  bookTour,
  dashboardNavigation,
  dashboardSections,
  expectToast,
  openTab,
  sectionLink,
  signIn,
  uniqueSuffix,
  type Credentials,
} from './admin-pages.js';

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
    expect(await dashboardSections(page)).toEqual([
      ['Today', ['Overview']],
      ['Bookings & Payments', ['Bookings', 'Waitlist']],
    ]);
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
    await sectionLink(page, 'Bookings').waitFor();
    expect(page.url()).toMatch(/\/admin\/dashboard\/bookings$/);
  });
});

describe('a front-desk role in the grouped navigation', () => {
  let browser: BrowserSession;
  let desk: Credentials;
  const deskSections = [
    ['Today', ['Overview', 'Front Desk']],
    ['Bookings & Payments', ['Bookings', 'Waitlist']],
  ];
  const isFocused = (locator: ReturnType<typeof sectionLink>) =>
    locator.evaluate((element) => element === document.activeElement);

  beforeAll(async () => {
    browser = await openBrowser();
    const api = await signInAdminApi();
    const suffix = uniqueSuffix();
    const role = await api.request<{ id: string }>('POST', '/api/admin/roles', {
      name: `Front desk ${suffix}`,
      description: 'Checks people in and reads their bookings',
      isActive: true,
      permissions: { checkins: { manage: true }, bookings: { view: true } },
    });
    desk = { username: `reception-${suffix}`, password: `reception-${suffix}-pass` };
    await api.request('POST', '/api/admin/admins', {
      username: desk.username,
      email: `reception-${suffix}@example.com`,
      firstName: 'Wanjiru',
      lastName: 'Mwangi',
      password: desk.password,
      role: 'admin',
      customRoleId: role.id,
      isActive: true,
    });
  });
  afterAll(() => browser.close());

  it('sees only its sections under their groups, opens one by its deep link and is refused one it may not open', async () => {
    const page = await browser.newPage();
    await signIn(page, desk);
    expect(await dashboardSections(page)).toEqual(deskSections);
    expect(await dashboardNavigation(page).getByRole('link').count()).toBe(4);
    // The line under a label says what the section holds, and is read as the link's description.
    expect(
      await sectionLink(page, 'Front Desk').evaluate(
        (link) => document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent,
      ),
    ).toBe("Today's arrivals and check-ins");

    await page.goto('/admin/dashboard/front-desk');
    await page.getByRole('main').getByRole('heading', { name: 'Front Desk', exact: true }).waitFor();
    expect(await sectionLink(page, 'Front Desk').getAttribute('aria-current')).toBe('page');
    expect(await dashboardNavigation(page).locator('[aria-current]').count()).toBe(1);

    for (const path of ['/admin/dashboard/payments', '/admin/dashboard/memberships', '/admin/dashboard/admins']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Permission denied' }).waitFor();
      await sectionLink(page, 'Overview').waitFor();
      expect(await dashboardNavigation(page).locator('[aria-current]').count()).toBe(0);
      expect(await dashboardSections(page)).toEqual(deskSections);
    }
  });

  it('is worked by keyboard: Skip to content, and Tab to a section then Enter opens it, with a visible focus', async () => {
    const page = await browser.newPage();
    await signIn(page, desk);
    await page.goto('/admin/dashboard');
    await page.getByRole('main').getByRole('heading', { name: 'Dashboard Overview', exact: true }).waitFor();

    // The first stop skips the header and the navigation.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content', exact: true });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('main').evaluate((element) => element === document.activeElement)).toBe(true);

    await page.goto('/admin/dashboard');
    const bookings = sectionLink(page, 'Bookings');
    await bookings.waitFor();
    for (let presses = 0; presses < 12 && !(await isFocused(bookings)); presses++) await page.keyboard.press('Tab');
    expect(await isFocused(bookings)).toBe(true);
    // The ring is drawn around the whole row (the link's ::after, which covers it).
    expect(await bookings.evaluate((link) => getComputedStyle(link, '::after').outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    await page.getByRole('main').getByRole('heading', { name: 'Booking Management', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard/bookings');
    expect(await bookings.getAttribute('aria-current')).toBe('page');
  });

  it('finds the same groups in the drawer on a phone, which closes once a section is picked', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, desk);
    expect(await dashboardNavigation(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await dashboardSections(page)).toEqual(deskSections);
    await sectionLink(page, 'Front Desk').click();
    await page.getByRole('main').getByRole('heading', { name: 'Front Desk', exact: true }).waitFor();
    await dashboardNavigation(page).waitFor({ state: 'hidden' });
  });
});
