import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { openTab, sectionLink, signIn } from './admin-pages.js';

describe('a panel that cannot be loaded', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('shows an error card in its tabs while the shell and the other panels keep working, and loads once it is back', async () => {
    const page = await browser.newPage();
    // The identity panel's server is "down": its manifest request fails.
    const manifest = '**/admin/panels/identity/mf-manifest.json';
    await page.route(manifest, (route) => route.abort('connectionrefused'));
    await signIn(page);

    await sectionLink(page, 'Admins').click();
    await page.getByText('The Admins section could not be loaded').waitFor();
    await sectionLink(page, 'Users').click();
    await page.getByText('The Users section could not be loaded').waitFor();

    await openTab(page, 'Spaces', 'Workspace Management');
    await openTab(page, 'Membership', 'Membership Plans');
    await openTab(page, 'Overview', 'Dashboard Overview');
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    // The panel comes back: Try again loads it without reloading the page.
    await sectionLink(page, 'Admins').click();
    await page.getByText('The Admins section could not be loaded').waitFor();
    await page.unroute(manifest);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Admin Management' }).waitFor();
  });

  it('keeps the shell up when a panel’s code fails to download', async () => {
    const page = await browser.newPage();
    await page.route('**/admin/panels/mail/remoteEntry.js', (route) => route.fulfill({ status: 500, body: 'broken' }));
    await signIn(page);
    await sectionLink(page, 'Email').click();
    await page.getByText('The Email section could not be loaded').waitFor();
    await openTab(page, 'Bookings', 'Booking Management');
  });
});
