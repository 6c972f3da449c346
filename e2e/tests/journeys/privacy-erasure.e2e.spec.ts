import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Page } from 'playwright-core';
import { signInAdminApi } from '../../support/admin-api.js';
import { checkAccessibility } from '../../support/axe.js';
import { type BrowserSession, openBrowser, PHONE_VIEWPORT } from '../../support/browser.js';
import { signInLinkIn, waitForMail } from '../../support/mailbox.js';
import {
  fillContactDetails,
  futureWeekday,
  payInSandboxCheckout,
  pickCalendarDate,
  visit,
} from '../../support/storefront.js';
import { openTab, signIn } from '../admin/admin-pages.js';

const PLAN = 'Full-Time Hot Desk';

/** Presses a download button and reads the file the browser saved. */
async function downloadBy(page: Page, button: string): Promise<{ name: string; content: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), content: await readFile(path) };
}

describe('journey: a member downloads their data and asks for erasure; staff complete it in the back-office', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('gives the member their data, takes the request with its due date, and leaves no name on their bookings once completed', async () => {
    const suffix = randomBytes(4).toString('hex');
    const lastName = `Wekesa${suffix}`;
    const email = `erasure-${suffix}@example.com`;

    // A member: a monthly plan paid by card.
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await visit(page, '/membership');
    await page.getByRole('button', { name: `Subscribe to ${PLAN}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await pickCalendarDate(page, futureWeekday(2));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await fillContactDetails(page, { firstName: 'Nafula', lastName, email, phone: '0722000666' });
    await dialog.getByRole('button', { name: /^Pay KSh/ }).click();
    await payInSandboxCheckout(page, 'success', 'card');
    await dialog.getByText(`Subscription activated successfully! Welcome to ${PLAN}`).waitFor();

    const admin = await signInAdminApi();
    const before = await admin.request<unknown[]>('GET', `/api/admin/memberships?q=${lastName}`);
    expect(before.length).toBeGreaterThan(0);

    await visit(page, '/member-portal');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    const portal = await page.context().newPage();
    await visit(portal, signInLinkIn(await waitForMail(email, /sign-in link/i)));
    await portal.getByRole('heading', { level: 1, name: 'Welcome back, Nafula!' }).waitFor();

    // Settings holds "Your data": the consents, saved as each switch is pressed.
    await portal.getByRole('tab', { name: 'Settings' }).click();
    const settings = portal.getByRole('tabpanel', { name: 'Settings' });
    const newsletter = settings.getByRole('switch', { name: 'Newsletter' });
    const wasOn = (await newsletter.getAttribute('aria-checked')) === 'true';
    await newsletter.click();
    await settings
      .getByRole('status')
      .getByText(wasOn ? 'You will not get the newsletter any more.' : 'You will get the newsletter by e-mail.', {
        exact: false,
      })
      .waitFor();
    expect(await newsletter.getAttribute('aria-checked')).toBe(String(!wasOn));
    // The section is held to WCAG 2.2 AA as it stands, and with its erasure dialog open (below).
    const violations: Record<string, string[]> = {};
    await checkAccessibility(portal, violations, 'portal: your data');

    // A copy of everything held: JSON with the member's own details, and the same as spreadsheet files in a zip.
    const json = await downloadBy(portal, 'Download my data');
    expect(json.name).toMatch(/\.json$/);
    expect(json.content.toString('utf8')).toContain(email);
    const zip = await downloadBy(portal, 'Download as spreadsheet files (zip)');
    expect(zip.name).toMatch(/\.zip$/);
    expect(zip.content.subarray(0, 2).toString('latin1')).toBe('PK');

    // Erasure, after a confirmation saying what is erased and what tax law keeps.
    await settings.getByRole('button', { name: 'Ask us to erase my data' }).click();
    const confirm = portal.getByRole('alertdialog', { name: 'Erase your data?' });
    await confirm.getByText('Kenyan tax law makes us keep payment records for 5 years', { exact: false }).waitFor();
    await confirm.getByText("a company's name and KRA PIN printed on its receipts").waitFor();
    await checkAccessibility(portal, violations, 'portal: erasure dialog');
    await confirm.getByRole('textbox', { name: /Anything you would like us to know/ }).fill('Moving abroad');
    await confirm.getByRole('button', { name: 'Yes, erase my data' }).click();
    const request = settings.getByTestId('erasure-request');
    await request.getByText(/We have your request \S+ to erase your data/).waitFor();
    expect(await request.textContent()).toMatch(/We will complete it by \d{1,2} \w+ \d{4}, within the 30 days/);
    const number = /request (\S+) to erase/.exec((await request.textContent()) ?? '')?.[1];
    expect(number).toBeTruthy();
    await checkAccessibility(portal, violations, 'portal: erasure requested');
    expect(violations).toEqual({});

    // Staff see it in the back-office with its deadline and complete it.
    const office = await browser.newPage();
    await signIn(office);
    await openTab(office, 'Erasure Requests', 'Erasure Requests');
    await office.getByRole('searchbox', { name: 'Search' }).fill(email);
    const row = office.getByTestId('erasure-request-row').filter({ hasText: number! });
    await row.getByText('Open').waitFor();
    await row.getByText(/Due in (29|30) days/).waitFor();
    await row.getByRole('button', { name: number! }).click();
    const detail = office.getByRole('dialog', { name: new RegExp(`Erasure request ${number}`) });
    await detail.getByText('Moving abroad').waitFor();
    await detail.getByRole('button', { name: 'Complete erasure' }).click();
    const erase = office.getByRole('dialog', { name: `Erase ${email}'s data?` });
    await erase.getByText('for the 5 years tax law requires', { exact: false }).waitFor();
    await erase.getByRole('button', { name: 'Erase now' }).click();
    await detail.getByTestId('erasure-result').waitFor();
    await detail.getByText('Completed', { exact: true }).first().waitFor();

    // Their membership and bookings no longer carry their name.
    expect(await admin.request<unknown[]>('GET', `/api/admin/memberships?q=${lastName}`)).toEqual([]);
    expect(await admin.request<unknown[]>('GET', `/api/admin/booking-groups?q=${lastName}`)).toEqual([]);
    await detail.getByRole('button', { name: 'Close' }).click();
    await openTab(office, 'Bookings', 'Booking Management');
    await office.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    await office.getByText('No bookings match these filters').waitFor();
  });
});
