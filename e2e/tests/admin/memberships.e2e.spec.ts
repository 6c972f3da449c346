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

  it('finds a member’s membership and its payment by search, extends the membership and refunds part of the payment', async () => {
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
    // The search is sent once typing pauses: then the list is that one membership.
    await page.getByText('1–1 of 1').waitFor();

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

    // The same payment in the ledger: found by search, opened in full, part of it refunded.
    await openTab(page, 'Payments', 'Payments');
    await page.getByRole('heading', { name: 'Business Settings' }).waitFor();
    await page.getByRole('search', { name: 'Filter payments' }).getByRole('searchbox', { name: 'Search' }).fill(email);
    const payment = page.getByTestId('payment-row').filter({ hasText: 'Neema Wafula' });
    await payment.waitFor();
    await page.getByText('1–1 of 1').waitFor();
    await payment.getByRole('button').first().click();
    const paid = page.getByRole('dialog', { name: /^Payment / });
    await paid.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: /^Refund payment / });
    await refund.getByRole('textbox', { name: 'Amount (KES)' }).fill('500');
    await refund.getByRole('textbox', { name: 'Reason' }).fill('Goodwill for the outage');
    await refund.getByRole('button', { name: 'Request refund' }).click();
    await expectToast(page, 'Refund of KES 500 requested');
    await paid.getByText('Goodwill for the outage').waitFor();
  });
});
