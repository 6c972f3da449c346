import { formatMembershipDate, membershipPeriodEnd } from '@coworking/domain';
import { randomBytes } from 'node:crypto';
import { type BrowserSession, openBrowser, PHONE_VIEWPORT } from '../../support/browser.js';
import { signInLinkIn, waitForMail } from '../../support/mailbox.js';
import {
  fillContactDetails,
  futureWeekday,
  payInSandboxCheckout,
  pickCalendarDate,
  visit,
} from '../../support/storefront.js';

const PLAN = 'Full-Time Hot Desk';
const LINK_SENT = 'If that e-mail belongs to a member, a sign-in link is on its way. It works once, for 15 minutes.';

describe('journey: subscribe by card, sign in to the member portal by the e-mailed link, cancel renewal', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('shows the membership with its next charge and card, the receipt, and ends it at the period end', async () => {
    const startDate = futureWeekday(3);
    const periodEnd = formatMembershipDate(membershipPeriodEnd(startDate, 'monthly', 1));
    const email = `portal-${randomBytes(4).toString('hex')}@example.com`;

    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await visit(page, '/membership');
    await page.getByRole('button', { name: `Subscribe to ${PLAN}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await pickCalendarDate(page, startDate);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await fillContactDetails(page, { firstName: 'Amani', lastName: 'Kiprono', email, phone: '0722000444' });
    await dialog.getByRole('button', { name: /^Pay KSh/ }).click();
    await payInSandboxCheckout(page, 'success', 'card');
    await dialog.getByText(`Subscription activated successfully! Welcome to ${PLAN}`).waitFor();

    // Signed out, the portal asks for an e-mail and answers as it would for anyone.
    await visit(page, '/member-portal');
    expect(await page.title()).toMatch(/^Member Portal - Manage Your Membership/);
    await page.getByRole('heading', { level: 1, name: 'Member Portal' }).waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByRole('status').getByText(LINK_SENT).waitFor();

    const link = signInLinkIn(await waitForMail(email, /sign-in link/i));
    // The link is opened from the mail app: a new tab of the same browser.
    const portal = await page.context().newPage();
    await visit(portal, link);
    await portal.getByRole('heading', { level: 1, name: 'Welcome back, Amani!' }).waitFor();
    // The token leaves the address as soon as it is read.
    expect(new URL(portal.url()).hash).toBe('');

    const overview = portal.getByRole('tabpanel', { name: 'Overview' });
    const card = overview.getByRole('listitem').filter({ has: portal.getByRole('heading', { name: PLAN }) });
    await card.getByText('Status: Active').waitFor();
    await card.getByText(`KSh 12,500 on ${periodEnd}`).waitFor();
    await card.getByText('Visa •••• 4081', { exact: true }).waitFor();

    await portal.getByRole('tab', { name: 'Billing' }).click();
    const billing = portal.getByRole('tabpanel', { name: 'Billing' });
    const receipt = billing.getByRole('link', { name: /^Download receipt .+ \(PDF\)$/ }).first();
    const receiptFile = await portal.request.get((await receipt.getAttribute('href'))!);
    expect(receiptFile.status()).toBe(200);
    expect(receiptFile.headers()['content-type']).toContain('application/pdf');

    await portal.getByRole('tab', { name: 'Overview' }).click();
    await card.getByRole('button', { name: 'Cancel renewal' }).click();
    const confirm = portal.getByRole('alertdialog', { name: 'Cancel renewal?' });
    await confirm.waitFor();
    await confirm.getByText(`You keep access until ${periodEnd}`, { exact: false }).waitFor();
    await confirm.getByText('you will not be charged again', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Yes, cancel renewal' }).click();

    await card.getByRole('status').getByText(`Your ${PLAN} membership will not renew.`, { exact: false }).waitFor();
    await card.getByText('Status: Ends at period end').waitFor();
    await card.getByText(`Ends on ${periodEnd}`).waitFor();
    await card.getByRole('button', { name: 'Resume renewal' }).waitFor();
    expect(await card.getByRole('button', { name: 'Cancel renewal' }).count()).toBe(0);
    expect(await confirm.count()).toBe(0);

    // The profile keeps the company name and KRA PIN for receipts (the PIN in capitals).
    await portal.getByRole('tab', { name: 'Settings' }).click();
    const settings = portal.getByRole('tabpanel', { name: 'Settings' });
    expect(await settings.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    await settings.getByRole('textbox', { name: 'Company name' }).fill('Kiprono Ventures Ltd');
    await settings.getByRole('textbox', { name: 'KRA PIN' }).fill('p051234567x');
    await settings.getByRole('button', { name: 'Save Changes' }).click();
    await settings.getByRole('status').getByText('Your details are saved.').waitFor();
    expect(await settings.getByRole('textbox', { name: 'KRA PIN' }).inputValue()).toBe('P051234567X');

    // The link worked once: opened again (another browser), it is refused in the server's words.
    const again = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await visit(again, link);
    await again.getByText('This sign-in link has expired or was already used. Ask for a new one below.').waitFor();
    await again.getByRole('button', { name: 'Send me a sign-in link' }).waitFor();

    // Sign Out ends the session on the server: a reload stays signed out.
    await portal.getByRole('button', { name: 'Sign Out' }).click();
    await portal.getByRole('heading', { level: 1, name: 'Member Portal' }).waitFor();
    await visit(portal, '/member-portal');
    await portal.getByRole('button', { name: 'Send me a sign-in link' }).waitFor();
    expect(await portal.getByRole('heading', { name: /^Welcome back/ }).count()).toBe(0);
  });
});
