import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { checkAccessibility as check } from '../../support/axe.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
import { manageLinkIn, waitForMail } from '../../support/mailbox.js';
import { proofOfWorkHeader } from '../../support/proof-of-work.js';
import { visit } from '../../support/storefront.js';
import { bookTour, openTab, signIn } from '../admin/admin-pages.js';

const LINK_SENT = 'If we hold data for that address, we have e-mailed a link to it.';

/** The privacy link (`PUBLIC_URL/privacy/request#<token>`) in the e-mail that carries it. */
async function privacyLinkFor(email: string): Promise<string> {
  const mail = await waitForMail(email, /data/i);
  const text = `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`;
  const link = /https?:\/\/[^\s"<>]+\/privacy\/request#[A-Za-z0-9_.~-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No privacy link in "${mail.subject}":\n${mail.text}`);
  return link;
}

/** Someone we hold data for: a newsletter subscriber, as the public form makes one. */
async function subscribe(email: string): Promise<void> {
  const response = await fetch(`${productUnderTest().baseUrl}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: productUnderTest().baseUrl, ...(await proofOfWorkHeader()) },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`Newsletter subscription failed: ${response.status} ${await response.text()}`);
}

describe('accessibility of the data rights pages (axe-core, WCAG 2.2 AA)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('finds no violation in /privacy/request (form, its errors and answer; the e-mailed link, its erasure dialog) or the back-office screen', async () => {
    const email = `privacy-axe-${randomBytes(4).toString('hex')}@example.com`;
    await subscribe(email);
    const found: Record<string, string[]> = {};

    const page = await browser.newPage();
    await visit(page, '/privacy/request');
    await check(page, found, 'request form');
    const form = page.getByRole('form', { name: 'Ask for your data' });
    await form.getByRole('button', { name: 'E-mail me a link' }).click();
    await form.getByText('Email is required').waitFor();
    await check(page, found, 'request form with its error');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('radio', { name: 'Erase the data you hold about me' }).check();
    await form.getByRole('button', { name: 'E-mail me a link' }).click();
    await form.getByRole('status').getByText(LINK_SENT, { exact: false }).waitFor();
    await check(page, found, 'request form, link sent');

    const opened = await browser.newPage();
    await visit(opened, await privacyLinkFor(email));
    await opened.getByRole('button', { name: 'Download my data' }).waitFor();
    await check(opened, found, 'e-mailed link: download and erasure');
    await opened.getByRole('button', { name: 'Erase my data' }).click();
    const confirm = opened.getByRole('alertdialog', { name: 'Erase your data?' });
    await confirm.waitFor();
    await check(opened, found, 'erasure dialog');
    await confirm.getByRole('button', { name: 'Yes, erase my data' }).click();
    await opened.getByTestId('erasure-request').waitFor();
    await check(opened, found, 'erasure requested');

    // A token that was never sent is refused in the server's words, shown where the person acts.
    const unknown = await browser.newPage();
    await visit(unknown, `/privacy/request#${'x'.repeat(43)}`);
    await unknown.getByRole('button', { name: 'Download my data' }).click();
    await unknown.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor();
    await check(unknown, found, 'e-mailed link refused');

    const office = await browser.newPage();
    await signIn(office);
    await openTab(office, 'Erasure Requests', 'Erasure Requests');
    await office.getByTestId('erasure-request-row').filter({ hasText: email }).waitFor();
    await check(office, found, 'erasure requests list');
    const row = office.getByTestId('erasure-request-row').filter({ hasText: email });
    await row.getByRole('button').first().click();
    const detail = office.getByRole('dialog', { name: /Erasure request/ });
    await detail.getByRole('button', { name: 'Complete erasure' }).waitFor();
    await check(office, found, 'erasure request detail');
    await detail.getByRole('button', { name: 'Complete erasure' }).click();
    await office.getByRole('dialog', { name: `Erase ${email}'s data?` }).waitFor();
    await check(office, found, 'erasure confirmation');

    expect(found).toEqual({});
  });

  it("finds no violation in a booking's manage page with its data card and erasure dialog, which work from the link", async () => {
    const email = `manage-axe-${randomBytes(4).toString('hex')}@example.com`;
    await bookTour('Achieng', email);
    const found: Record<string, string[]> = {};

    const page = await browser.newPage();
    await visit(page, manageLinkIn(await waitForMail(email, /We received your tour request/)));
    const card = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Your data', exact: true }) })
      .last();
    await card.getByRole('button', { name: 'Download my data' }).waitFor();
    await check(page, found, 'manage page with its data card');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect((await readFile(await download.path())).toString('utf8')).toContain(email);
    await card.getByRole('button', { name: 'Erase my data' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Erase your data?' });
    await confirm.waitFor();
    await check(page, found, 'manage page erasure dialog');
    await confirm.getByRole('button', { name: 'Yes, erase my data' }).click();
    await card
      .getByTestId('erasure-request')
      .getByText(/We will complete it by/)
      .waitFor();
    await check(page, found, 'manage page, erasure requested');

    expect(found).toEqual({});
  });
});
