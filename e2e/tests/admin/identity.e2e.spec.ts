import { readFile } from 'node:fs/promises';
import { signInAdminApi } from '../../support/admin-api.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
import { expectToast, openTab, signIn, uniqueSuffix } from './admin-pages.js';

describe('administrators, roles and users', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('creates a custom role and an administrator who holds it', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Admins', 'Admin Management');
    const suffix = uniqueSuffix();
    const role = `Front desk ${suffix}`;

    await page.getByRole('button', { name: 'Edit Roles' }).click();
    const roles = page.getByRole('dialog', { name: 'Role Management' });
    await roles.getByRole('listitem').filter({ hasText: 'super_admin' }).getByText('System Role').waitFor();
    await roles.getByRole('button', { name: 'Create Role' }).click();
    await roles.getByLabel('Role name').fill(role);
    await roles.getByLabel('bookings view').check();
    await roles.getByLabel('bookings edit').check();
    await roles.getByRole('button', { name: 'Create Role' }).click();
    await expectToast(page, 'Role created successfully');
    await roles.getByRole('listitem').filter({ hasText: role }).waitFor();
    await roles.getByRole('button', { name: 'Close' }).click();

    const username = `frontdesk-${suffix}`;
    await page.getByRole('button', { name: 'Add Admin' }).click();
    const form = page.getByRole('dialog', { name: 'Add Admin' });
    await form.getByLabel('First name').fill('Baraka');
    await form.getByLabel('Last name').fill('Mutua');
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email').fill(`${username}@example.com`);
    await form.getByRole('combobox', { name: 'Custom role' }).click();
    await page.getByRole('option', { name: role }).click();
    await form.getByLabel('Password', { exact: true }).fill('secret-one');
    await form.getByLabel('Confirm password').fill('secret-two');
    await form.getByRole('button', { name: 'Create Admin' }).click();
    await form.getByText("Passwords don't match").waitFor();
    await form.getByLabel('Confirm password').fill('secret-one');
    await form.getByRole('button', { name: 'Create Admin' }).click();
    await expectToast(page, 'Admin created successfully');
    const row = page.getByTestId('admin-row').filter({ hasText: `@${username}` });
    await row.getByText(role).waitFor();

    // A role that administrators hold cannot be deleted; the server says why.
    await page.getByRole('button', { name: 'Edit Roles' }).click();
    page.once('dialog', (question) => {
      expect(question.message()).toBe('Are you sure you want to delete this role? This action cannot be undone.');
      void question.accept();
    });
    await page.getByRole('button', { name: `Delete role ${role}` }).click();
    await page.locator('.MuiSnackbar-root').getByText('Error').waitFor();
    await page.getByRole('dialog', { name: 'Role Management' }).getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Delete admin ${username}` }).click();
    await page.getByRole('dialog', { name: 'Delete Admin' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Admin deleted successfully');
    await row.waitFor({ state: 'detached' });

    // A super admin reads who did it in the audit log, filtered by action.
    const audit = page.getByRole('search', { name: 'Filter the audit log' });
    const entries = page.getByTestId('audit-row');
    await entries.filter({ hasText: 'Created' }).first().waitFor();
    await audit.getByLabel('Action').click();
    await page.getByRole('option', { name: 'Deleted' }).click();
    await entries.filter({ hasText: 'Created' }).first().waitFor({ state: 'detached' });
    await entries
      .filter({ hasText: 'Deleted' })
      .filter({ hasText: 'admins' })
      .filter({ hasText: `@${productUnderTest().admin.username}` })
      .first()
      .waitFor();
  });

  it('creates a user, resets their password once the new one is valid, edits and deletes them', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Users', 'User Management');
    const username = `member-${uniqueSuffix()}`;

    await page.getByRole('button', { name: 'Add User' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add User' });
    await form.getByLabel('First name').fill('Zawadi');
    await form.getByLabel('Last name').fill('Njoroge');
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email').fill(`${username}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill('abc');
    await form.getByLabel('Confirm password').fill('abc');
    await form.getByRole('button', { name: 'Create User' }).click();
    await form.getByText('Password must be at least 6 characters').first().waitFor();
    await form.getByLabel('Password', { exact: true }).fill('member-pass');
    await form.getByLabel('Confirm password').fill('member-pass');
    await form.getByRole('button', { name: 'Create User' }).click();
    await expectToast(page, 'User created successfully');
    const row = page.getByTestId('user-row').filter({ hasText: `@${username}` });
    await row.getByText('Zawadi Njoroge').waitFor();

    await row.getByRole('button', { name: `Reset password of ${username}` }).click();
    const reset = page.getByRole('dialog', { name: 'Reset User Password' });
    const submit = reset.getByRole('button', { name: 'Reset Password' });
    expect(await submit.isDisabled()).toBe(true);
    await reset.getByLabel('New password', { exact: true }).fill('fresh-pass');
    await reset.getByLabel('Confirm new password').fill('fresh-pas');
    await reset.getByText("Passwords don't match").waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await reset.getByLabel('Confirm new password').fill('fresh-pass');
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await expectToast(page, 'Password reset successfully');

    await row.getByRole('button', { name: `Edit user ${username}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('Phone (optional)').fill('+254700111222');
    await edit.getByRole('button', { name: 'Update User' }).click();
    await expectToast(page, 'User updated successfully');

    await row.getByRole('button', { name: `Delete user ${username}` }).click();
    await page.getByRole('dialog', { name: 'Delete User' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'User deleted successfully');
    await row.waitFor({ state: 'detached' });
  });

  it('offers Edit and Delete only on accounts whose role may do nothing more than the signed-in admin’s', async () => {
    const api = await signInAdminApi();
    const suffix = uniqueSuffix();
    const role = await api.request<{ id: string }>('POST', '/api/admin/roles', {
      name: `Team lead ${suffix}`,
      description: 'Looks after the front desk team',
      isActive: true,
      permissions: { admins: { view: true, create: true, edit: true, delete: true }, bookings: { view: true } },
    });
    const account = (username: string, extra: Record<string, unknown>) =>
      api.request('POST', '/api/admin/admins', {
        username,
        email: `${username}@example.com`,
        firstName: 'Test',
        lastName: 'Account',
        password: `${username}-pass`,
        isActive: true,
        ...extra,
      });
    const lead = `lead-${suffix}`;
    const peer = `peer-${suffix}`;
    const moderator = `moderator-${suffix}`;
    await account(lead, { role: 'admin', customRoleId: role.id });
    await account(peer, { role: 'admin', customRoleId: role.id });
    await account(moderator, { role: 'moderator' });

    const page = await browser.newPage();
    await signIn(page, { username: lead, password: `${lead}-pass` });
    await openTab(page, 'Admins', 'Admin Management');
    const peerRow = page.getByTestId('admin-row').filter({ hasText: `@${peer}` });
    await peerRow.getByRole('button', { name: `Edit admin ${peer}` }).waitFor();
    await peerRow.getByRole('button', { name: `Delete admin ${peer}` }).waitFor();
    // A moderator sees payments, contacts and more, which the team lead does not: the server would refuse.
    const moderatorRow = page.getByTestId('admin-row').filter({ hasText: `@${moderator}` });
    await moderatorRow.waitFor();
    expect(await moderatorRow.getByRole('button').count()).toBe(0);
    const superAdminRow = page.getByTestId('admin-row').filter({ hasText: 'Super Admin' }).first();
    expect(await superAdminRow.getByRole('button').count()).toBe(0);

    // The list is searched on the server, and its export holds what the search shows, every page.
    await page.getByRole('search', { name: 'Filter administrators' }).getByLabel('Search').fill(suffix);
    await superAdminRow.waitFor({ state: 'detached' });
    expect(await page.getByTestId('admin-row').count()).toBe(3);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    for (const username of [lead, peer, moderator]) expect(csv).toContain(username);
    expect(csv).not.toContain(productUnderTest().admin.username);
  });
});
