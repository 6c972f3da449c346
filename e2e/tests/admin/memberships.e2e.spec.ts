import { randomBytes } from 'node:crypto';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import {
  fillContactDetails,
  futureWeekday,
  payInSandboxCheckout,
  pickCalendarDate,
  visit,
} from '../../support/storefront.js';
import { expectToast, openTab, signIn } from './admin-pages.js';

const PLAN = 'Full-Time Hot Desk';

describe('the Memberships tab', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('finds a member’s membership by search, shows its payment, extends it, and says when nothing matches', async () => {
    const email = `member-${randomBytes(4).toString('hex')}@example.com`;
    const shop = await browser.newPage();
    await visit(shop, '/membership');
    await shop.getByRole('button', { name: `Subscribe to ${PLAN}`, exact: true }).click();
    const subscribe = shop.getByRole('dialog');
    await pickCalendarDate(shop, futureWeekday(3));
    await subscribe.getByRole('button', { name: 'Continue' }).click();
    await fillContactDetails(shop, { firstName: 'Neema', lastName: 'Wafula', email, phone: '0722000555' });
    await subscribe.getByRole('button', { name: /^Pay KSh/ }).click();
    await payInSandboxCheckout(shop, 'success', 'card');
    await subscribe.getByText(`Subscription activated successfully! Welcome to ${PLAN}`).waitFor();

    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Memberships', 'Memberships');
    const filters = page.getByRole('search', { name: 'Filter memberships' });
    await filters.getByRole('searchbox', { name: 'Search' }).fill(email);
    const row = page.getByTestId('membership-row').filter({ hasText: 'Neema Wafula' });
    await row.waitFor();
    expect(await page.getByTestId('membership-row').count()).toBe(1);

    await row.getByRole('button', { name: /Neema Wafula/ }).click();
    const detail = page.getByRole('dialog', { name: `Neema Wafula · ${PLAN}` });
    await detail.getByRole('table', { name: 'Payments for this membership' }).getByText('KES 12,500').waitFor();
    await detail.getByRole('button', { name: 'Extend' }).click();
    const extend = page.getByRole('dialog', { name: "Extend Neema Wafula's membership" });
    await extend.getByRole('textbox', { name: 'Days to add' }).fill('7');
    await extend.getByRole('textbox', { name: 'Reason' }).fill('Office closed for repairs');
    await extend.getByRole('button', { name: 'Extend' }).click();
    await expectToast(page, 'Membership extended by 7 days');
    await detail.getByRole('button', { name: 'Close' }).click();

    await filters.getByRole('searchbox', { name: 'Search' }).fill(`nobody-${email}`);
    await page.getByText('No memberships match these filters').waitFor();
  });
});
