import { type BrowserSession, openBrowser, PHONE_VIEWPORT } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
import { expectToast, signIn, toast } from './admin-pages.js';

describe('the back-office session', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('sends a visitor to /admin/login, explains forgotten passwords and says why a sign-in failed', async () => {
    const page = await browser.newPage();
    await page.goto('/admin/dashboard/spaces');
    await page.waitForURL('**/admin/login');
    await page.getByText('Sign in to manage').waitFor();

    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByText('Contact the administrator to reset your password.').waitFor();

    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter both username and password').waitFor();

    await page.getByLabel('Username').fill(productUnderTest().admin.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid username or password.' }).first().waitFor();
    await toast(page, 'Login failed').waitFor();
    expect(page.url()).toMatch(/\/admin\/login$/);
  });

  it('signs in to the dashboard, shows who is signed in, and logs out with a toast', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await expectToast(page, 'Welcome back!');
    expect(page.url()).toMatch(/\/admin\/dashboard$/);
    await page.getByRole('heading', { name: 'Syokimau Coworking Hub Admin' }).waitFor();
    await page.getByText('Co-working Space Management').waitFor();
    await page.getByTestId('signed-in-admin').getByText('Super Admin').waitFor();
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await page.getByLabel('Workspace Spaces').waitFor();

    // Signed in already: the login page goes straight to the dashboard.
    await page.goto('/admin/login');
    await page.waitForURL('**/admin/dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    // Both at once: the toast shows for 5 s, which a slow page load can outlast before waitForURL returns.
    await Promise.all([page.waitForURL('**/admin/login'), toast(page, 'Logged out').waitFor()]);
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/admin/login');
  });

  it('ends a session the server no longer knows with a "Session expired" toast', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.getByLabel('Workspace Spaces').waitFor();
    const { baseUrl } = productUnderTest();
    // The session ends on the server (as after the idle timeout); the open page does not know yet.
    await page.request.post('/api/admin/logout', { headers: { origin: baseUrl } });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForURL('**/admin/login');
    await toast(page, 'Session expired').waitFor();
    await page.getByText('Your session has expired. Please log in again.').waitFor();
  });

  it('lists the tabs in a side drawer on a phone, closing it when one is picked', async () => {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(productUnderTest().admin.username);
    await page.getByLabel('Password', { exact: true }).fill(productUnderTest().admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Dashboard sections' });
    await drawer.getByRole('link', { name: 'Spaces' }).click();
    await page.getByRole('heading', { name: 'Workspace Management' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('shows the 404 page for an unknown admin path', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.goto('/admin/dashboard/nothing-here');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});
