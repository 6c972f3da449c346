import { STAFF_NOTICE_KINDS } from '@coworking/domain';
import type { Locator, Page } from 'playwright-core';
import { type AdminApi, signInAdminApi } from '../../support/admin-api.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { sentMail, waitForMail } from '../../support/mailbox.js';
import { visit } from '../../support/storefront.js';
import { toast as storefrontToast } from '../storefront/storefront-pages.js';
import { expectToast, openTab, signIn, uniqueSuffix, type Credentials } from './admin-pages.js';

const SETTINGS = '/api/admin/settings/staff-notifications';
const DEFAULT_ADDRESS = 'staff@example.com';

type StaffNotifications = Record<string, string[]> & { defaultAddress?: string };

/** The Staff Notifications card on the Email tab, and one kind's row in it. */
async function openStaffNotifications(page: Page): Promise<Locator> {
  await openTab(page, 'Email', 'Email Templates');
  const card = page.getByRole('form', { name: 'Staff notifications' });
  await card.waitFor();
  return card;
}
const row = (card: Locator, label: string) => card.getByRole('group', { name: label, exact: true });

/** A custom role on the Email tab, with `staffNotifications` as given, and an administrator holding it. */
async function frontDeskAdmin(api: AdminApi, staffNotifications: Record<string, boolean>): Promise<Credentials> {
  const suffix = uniqueSuffix();
  const role = await api.request<{ id: string }>('POST', '/api/admin/roles', {
    name: `Front desk ${suffix}`,
    description: 'Reads the e-mail screens',
    isActive: true,
    permissions: { emailTemplates: { view: true }, staffNotifications },
  });
  const credentials = { username: `frontdesk-${suffix}`, password: `frontdesk-${suffix}-pass` };
  await api.request('POST', '/api/admin/admins', {
    username: credentials.username,
    email: `frontdesk-${suffix}@example.com`,
    firstName: 'Njeri',
    lastName: 'Kamau',
    password: credentials.password,
    role: 'admin',
    customRoleId: role.id,
    isActive: true,
  });
  return credentials;
}

describe('the Staff Notifications card', () => {
  let browser: BrowserSession;
  let api: AdminApi;
  let before: StaffNotifications;
  const hiring = `hiring-${uniqueSuffix()}@example.com`;
  const manager = `manager-${uniqueSuffix()}@example.com`;

  beforeAll(async () => {
    browser = await openBrowser();
    api = await signInAdminApi();
    before = await api.request<StaffNotifications>('GET', SETTINGS);
  });
  // Other journeys expect staff e-mails at the default address.
  afterAll(async () => {
    const { defaultAddress: _default, ...addresses } = before;
    await api.request('PUT', SETTINGS, addresses);
    await browser.close();
  });

  it('an admin sends job applications to chosen addresses, and the next application is e-mailed to them', async () => {
    const page = await browser.newPage();
    await signIn(page);
    let card = await openStaffNotifications(page);
    const applications = row(card, 'Job applications');
    await applications.getByText(`Default: ${DEFAULT_ADDRESS}`).waitFor();

    // An address the server would refuse is named under its row before anything is sent.
    await applications.getByLabel('New job applications entry').fill('hiring desk@example');
    await applications.getByLabel('New job applications entry').press('Enter');
    await card.getByRole('button', { name: 'Save' }).click();
    await applications.getByText('“hiring desk@example” is not an e-mail address').waitFor();
    await card.getByRole('button', { name: 'Discard changes' }).click();
    await applications.getByText(`Default: ${DEFAULT_ADDRESS}`).waitFor();

    for (const address of [hiring, manager]) {
      await applications.getByLabel('New job applications entry').fill(address);
      await applications.getByRole('button', { name: 'Add job applications entry' }).click();
    }
    await card.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Staff notifications saved');

    await page.reload();
    card = await openStaffNotifications(page);
    await row(card, 'Job applications').getByText(hiring).waitFor();
    await row(card, 'Job applications').getByText(manager).waitFor();
    await row(card, 'Contact messages').getByText(`Default: ${DEFAULT_ADDRESS}`).waitFor();

    const visitor = await browser.newPage();
    await visit(visitor, '/careers');
    await visitor.getByRole('button', { name: /^Operations Coordinator/ }).click();
    await visitor.getByRole('button', { name: 'Apply for Operations Coordinator' }).click();
    const form = visitor.getByRole('form', { name: 'Job application' });
    const lastName = `Mutua${uniqueSuffix()}`;
    await form.getByLabel('First Name').fill('Wairimu');
    await form.getByLabel('Last Name').fill(lastName);
    await form.getByLabel('Email').fill(`applicant-${uniqueSuffix()}@example.com`);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await storefrontToast(visitor, 'Application Submitted Successfully!').waitFor();

    const subject = new RegExp(`^New application for Operations Coordinator: Wairimu ${lastName}$`);
    const staffMail = await waitForMail(hiring, subject);
    const to = JSON.stringify(staffMail.to);
    expect(to).toContain(manager);
    expect(to).not.toContain(DEFAULT_ADDRESS);
    const toDefault = (await sentMail()).filter(
      (mail) => subject.test(mail.subject ?? '') && JSON.stringify(mail.to).includes(DEFAULT_ADDRESS),
    );
    expect(toDefault).toEqual([]);
  });

  it('a front-desk role that may only view sees the addresses without a way to change them', async () => {
    await api.request('PUT', SETTINGS, { ...emptyKinds(), applications: [hiring] });
    const page = await browser.newPage();
    await signIn(page, await frontDeskAdmin(api, { view: true }));
    const card = await openStaffNotifications(page);
    await page.getByText('Only administrators with staff notification access can change these').waitFor();
    await row(card, 'Job applications').getByText(hiring).waitFor();
    await row(card, 'New tour requests').getByText(`Default: ${DEFAULT_ADDRESS}`).waitFor();
    expect(await card.getByRole('textbox').count()).toBe(0);
    expect(await card.getByRole('button').count()).toBe(0);
  });

  it('a front-desk role without view does not see the card on the Email tab', async () => {
    const page = await browser.newPage();
    await signIn(page, await frontDeskAdmin(api, {}));
    await openTab(page, 'Email', 'Email Templates');
    // The card is drawn with the screen when permitted (it loads inside), so the delivery log below is enough to wait for.
    await page.getByText('Delivery Log', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Staff Notifications' }).count()).toBe(0);
  });
});

function emptyKinds(): Record<string, string[]> {
  return Object.fromEntries(STAFF_NOTICE_KINDS.map((kind) => [kind, []]));
}
