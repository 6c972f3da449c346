import { venueToday } from '@coworking/domain';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Locator, type Page } from 'playwright-core';
import { signInAdminApi } from '../../support/admin-api.js';
import { checkAccessibility } from '../../support/axe.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
import { manageLinkIn, signInLinkIn, waitForMail } from '../../support/mailbox.js';
import { openTab, signIn } from '../admin/admin-pages.js';
import {
  fillContactDetails,
  futureWeekday,
  payInSandboxCheckout,
  pickCalendarDate,
  visit,
} from '../../support/storefront.js';

/** A phone-sized screen, as most customers here pay from. */
const PHONE_SCREEN = { width: 390, height: 844 };
const CHECK_YOUR_PHONE = 'Check your phone and enter your M-Pesa PIN';

/** Where the local Paystack sandbox runs: the inline script the checkout loads is served by it. */
async function sandboxUrl(): Promise<string> {
  const response = await fetch(`${productUnderTest().baseUrl}/api/payments/config`);
  const { inlineScriptUrl } = (await response.json()) as { inlineScriptUrl: string };
  return new URL(inlineScriptUrl).origin;
}

/** Puts the membership of `email` where a failed renewal leaves it: past due, with the next period to pay. */
async function markPastDue(email: string): Promise<void> {
  const db = new pg.Client({ connectionString: productUnderTest().databaseUrl });
  await db.connect();
  try {
    await db.query(`update plan_bookings set subscription_status = 'past_due' where email = $1`, [email]);
  } finally {
    await db.end();
  }
}

describe('journey: a desk paid by M-Pesa PIN prompt on a phone', () => {
  let browser: BrowserSession;
  let sandbox: string;
  const deskName = `Diani Hot Desk ${randomBytes(2).toString('hex')}`;
  const officeName = `Watamu Day Office ${randomBytes(2).toString('hex')}`;

  beforeAll(async () => {
    browser = await openBrowser();
    sandbox = await sandboxUrl();
    const admin = await signInAdminApi();
    // A desk of its own at KSh 1,000 a day, with room for both cases' bookings.
    await admin.request('POST', '/api/admin/spaces', {
      name: deskName,
      type: 'hot-desk',
      rate: '1000',
      billingCycle: 'daily',
      capacity: 10,
      availabilityCapacity: 10,
    });
    // An office by the day: no plan's allowance covers it, so a member pays for it at the member price.
    await admin.request('POST', '/api/admin/spaces', {
      name: officeName,
      type: 'private-office',
      rate: '2000',
      billingCycle: 'daily',
      capacity: 2,
      availabilityCapacity: 3,
    });
  });
  afterAll(() => browser.close());

  /** Books the desk for a day up to the payment: contact details, M-Pesa on `mpesaPhone`, the SMS box ticked. */
  async function payByMpesa(page: Page, daysAhead: number, mpesaPhone: string, email: string): Promise<Locator> {
    await visit(page, '/spaces');
    await page.getByRole('button', { name: `Book Now: ${deskName}` }).click();
    const dialog = page.getByRole('dialog');
    await pickCalendarDate(page, futureWeekday(daysAhead));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await fillContactDetails(page, { firstName: 'Akinyi', lastName: 'Odhiambo', email, phone: '0722000555' }, dialog, {
      pay: 'mpesa',
    });
    // M-Pesa is the default, and its number is the contact phone until another is typed.
    expect(await dialog.getByRole('radio', { name: /^M-Pesa \(PIN prompt on your phone\)/ }).isChecked()).toBe(true);
    const number = dialog.getByRole('textbox', { name: 'M-Pesa number' });
    expect(await number.inputValue()).toBe('0722 000 555');
    await number.fill('0712 34');
    const sms = dialog.getByRole('checkbox', { name: /^Text me about this booking/ });
    expect(await sms.isChecked()).toBe(false);
    await sms.check();
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await dialog.getByText('Enter your M-Pesa number, like 0712 345 678 or +254 712 345 678').waitFor();
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    await number.fill(mpesaPhone);
    const started = page.waitForRequest((request) => request.url().endsWith('/api/payments/booking/initialize'));
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    // The number goes as M-Pesa reads it, with the SMS box's answer.
    expect((await started).postDataJSON()).toMatchObject({
      channel: 'mpesa',
      mpesaPhone: `254${mpesaPhone.replace(/\D/g, '').slice(1)}`,
      smsConsent: true,
    });
    await dialog.getByRole('heading', { name: CHECK_YOUR_PHONE }).waitFor();
    return dialog;
  }

  /** Answers the newest M-Pesa prompt on the sandbox's "phone" as its owner would. */
  async function answerOnPhone(
    phone: string,
    answer: 'Enter PIN and pay' | 'Cancel' | 'Let it time out',
  ): Promise<void> {
    const handset = await browser.newPage({ viewport: PHONE_SCREEN });
    await handset.goto(`${sandbox}/phone?phone=${phone}`);
    await handset.getByRole('listitem').last().getByRole('button', { name: answer }).click();
    await handset.getByRole('heading', { name: `M-Pesa prompts on ${phone}` }).waitFor();
    await handset.close();
  }

  it('sends the PIN prompt to the number typed, counts down, waits on past it without a second prompt, confirms the booking once paid; staff later erase the customer', async () => {
    const page = await browser.newPage({ viewport: PHONE_SCREEN });
    // The page's clock runs as usual, and can be moved on past the countdown.
    await page.clock.install();
    const email = `mpesa-${randomBytes(4).toString('hex')}@example.com`;
    const dialog = await payByMpesa(page, 9, '0712 345 678', email);

    const heading = dialog.getByRole('heading', { name: CHECK_YOUR_PHONE });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await heading.textContent());
    await dialog.getByText('0712 345 678', { exact: true }).waitFor();
    await dialog.getByRole('status').getByText('You have about a minute to enter your PIN.').waitFor();
    const violations: Record<string, string[]> = {};
    await checkAccessibility(page, violations, 'M-Pesa panel');
    expect(violations).toEqual({});

    // The PIN is entered late: the countdown has run out, and the page still waits (and keeps asking).
    await page.clock.fastForward('01:01');
    await dialog.getByRole('heading', { name: 'Still waiting for M-Pesa…' }).waitFor();
    // Long after, "Try again" is offered; while the prompt is still open on the phone the server sends no second one.
    await page.clock.fastForward('00:45');
    await dialog.getByRole('heading', { name: 'No answer from M-Pesa yet' }).waitFor();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog
      .getByRole('alert')
      .getByText(/^The M-Pesa request is still open on the phone/)
      .waitFor();
    await answerOnPhone('254712345678', 'Enter PIN and pay');
    await dialog.getByText('Payment Successful!').first().waitFor();
    await dialog.getByText(`Your booking of ${deskName} is confirmed.`, { exact: false }).waitFor();
    const confirmation = await waitForMail(email, new RegExp(`Booking confirmed: ${deskName}`));

    // Later the customer asks, from the booking's manage link, for their data to be erased; staff do it.
    await visit(page, manageLinkIn(confirmation));
    const card = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Your data', exact: true }) })
      .last();
    await card.getByRole('button', { name: 'Erase my data' }).click();
    await page
      .getByRole('alertdialog', { name: 'Erase your data?' })
      .getByRole('button', { name: 'Yes, erase my data' })
      .click();
    await card
      .getByTestId('erasure-request')
      .getByText(/We will complete it by/)
      .waitFor();

    const admin = await signInAdminApi();
    expect(await admin.request<unknown[]>('GET', `/api/admin/booking-groups?q=${email}`)).not.toEqual([]);
    const office = await browser.newPage();
    await signIn(office);
    await openTab(office, 'Erasure Requests', 'Erasure Requests');
    await office.getByRole('searchbox', { name: 'Search' }).fill(email);
    // Other people's requests may be listed too until the search applies: this customer's row, by their e-mail.
    const row = office.getByTestId('erasure-request-row').filter({ hasText: email });
    await row.getByText('Open').waitFor();
    await row.getByRole('button').first().click();
    const detail = office.getByRole('dialog', { name: /Erasure request/ });
    await detail.getByRole('button', { name: 'Complete erasure' }).click();
    await office
      .getByRole('dialog', { name: `Erase ${email}'s data?` })
      .getByRole('button', { name: 'Erase now' })
      .click();
    await detail.getByTestId('erasure-result').waitFor();
    // The paid booking stays on the ledger, but nothing names the customer any more.
    expect(await admin.request<unknown[]>('GET', `/api/admin/booking-groups?q=${email}`)).toEqual([]);
    expect(await admin.request<unknown[]>('GET', `/api/admin/payments?q=${email}`)).toEqual([]);
  }, 180_000);

  it('says a prompt cancelled on the phone was cancelled, and a second prompt from "Try again" pays', async () => {
    const page = await browser.newPage({ viewport: PHONE_SCREEN });
    const email = `mpesa-retry-${randomBytes(4).toString('hex')}@example.com`;
    const dialog = await payByMpesa(page, 10, '0110 000 222', email);

    await answerOnPhone('254110000222', 'Cancel');
    await dialog.getByText('The M-Pesa request was cancelled on the phone, so nothing was paid.').waitFor();
    await dialog.getByRole('heading', { name: 'The M-Pesa payment did not go through' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'M-Pesa number' }).inputValue()).toBe('0110 000 222');
    await dialog.getByRole('button', { name: 'Pay another way' }).waitFor();
    const violations: Record<string, string[]> = {};
    await checkAccessibility(page, violations, 'M-Pesa panel, cancelled');
    expect(violations).toEqual({});

    // A double press sends one request for a new prompt, not two.
    const retries: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/retry')) retries.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Try again' }).dblclick();
    await dialog.getByRole('heading', { name: CHECK_YOUR_PHONE }).waitFor();
    expect(retries).toHaveLength(1);
    await answerOnPhone('254110000222', 'Enter PIN and pay');
    await dialog.getByText('Payment Successful!').first().waitFor();
    await waitForMail(email, new RegExp(`Booking confirmed: ${deskName}`));
  }, 120_000);

  it('on /booking, turns to Paystack\'s popup with "Pay another way" after a prompt timed out on the phone', async () => {
    const page = await browser.newPage({ viewport: PHONE_SCREEN });
    await visit(page, '/booking');
    const main = page.locator('main');
    await main.locator('label').filter({ hasText: deskName }).click();
    await main.getByRole('heading', { name: `Book ${deskName}` }).waitFor();
    await pickCalendarDate(page, futureWeekday(11), main);
    const email = `mpesa-page-${randomBytes(4).toString('hex')}@example.com`;
    await fillContactDetails(page, { firstName: 'Baraka', lastName: 'Mwangi', email, phone: '0733000777' }, main, {
      pay: 'mpesa',
    });
    expect(await main.getByRole('textbox', { name: 'M-Pesa number' }).inputValue()).toBe('0733 000 777');
    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    await main.getByRole('heading', { name: CHECK_YOUR_PHONE }).waitFor();

    await answerOnPhone('254733000777', 'Let it time out');
    await main.getByText('The M-Pesa request timed out before the PIN was entered, so nothing was paid.').waitFor();
    await main.getByRole('button', { name: 'Pay another way' }).click();
    await payInSandboxCheckout(page, 'success', 'card');
    await main.getByText('Payment Successful!').first().waitFor();
    await waitForMail(email, new RegExp(`Booking confirmed: ${deskName}`));
  }, 120_000);

  it('activates a membership paid by M-Pesa, whose member then pays a booking beyond the plan by M-Pesa in the portal', async () => {
    const page = await browser.newPage({ viewport: PHONE_SCREEN });
    await visit(page, '/membership');
    await page.getByRole('button', { name: 'Subscribe to Flexible', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await pickCalendarDate(page, venueToday());
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const email = `mpesa-member-${randomBytes(4).toString('hex')}@example.com`;
    await fillContactDetails(page, { firstName: 'Chebet', lastName: 'Kiprop', email, phone: '+254799000888' }, dialog, {
      pay: 'mpesa',
    });
    await dialog.getByRole('button', { name: /^Pay KSh/ }).click();
    await dialog.getByRole('heading', { name: CHECK_YOUR_PHONE }).waitFor();
    await answerOnPhone('254799000888', 'Enter PIN and pay');
    await dialog.getByText('Subscription activated successfully! Welcome to Flexible').waitFor();
    await waitForMail(email, /Welcome to Flexible/);

    await visit(page, '/member-portal');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    const portal = await page.context().newPage();
    await portal.setViewportSize(PHONE_SCREEN);
    await visit(portal, signInLinkIn(await waitForMail(email, /sign-in link/i)));
    await portal.getByRole('heading', { level: 1, name: 'Welcome back, Chebet!' }).waitFor();
    await portal.getByRole('tabpanel', { name: 'Overview' }).getByRole('button', { name: 'Book a space' }).click();
    const book = portal.getByRole('dialog', { name: 'Book a space' });
    const office = await book.locator('option', { hasText: officeName }).getAttribute('value');
    await book.getByRole('combobox', { name: 'Space' }).selectOption(office!);
    await pickCalendarDate(portal, futureWeekday(4), book);
    // The M-Pesa number is the member's phone.
    expect(await book.getByRole('textbox', { name: 'M-Pesa number' }).inputValue()).toBe('0799 000 888');
    await book.getByRole('button', { name: /^Confirm and pay KSh/ }).click();
    await book.getByRole('heading', { name: CHECK_YOUR_PHONE }).waitFor();
    await answerOnPhone('254799000888', 'Enter PIN and pay');
    await portal.getByText('Booking confirmed', { exact: true }).first().waitFor();
    await waitForMail(email, new RegExp(`Booking confirmed: ${officeName}`));

    // The next period's payment did not come through: "Pay now" on the membership asks how, and prompts the phone.
    await markPastDue(email);
    await portal.reload();
    const membership = portal.getByRole('tabpanel', { name: 'Overview' });
    await membership.getByRole('button', { name: 'Pay now' }).click();
    expect(await membership.getByRole('textbox', { name: 'M-Pesa number' }).inputValue()).toBe('0799 000 888');
    await membership.getByRole('button', { name: 'Pay', exact: true }).click();
    await membership.getByRole('heading', { name: CHECK_YOUR_PHONE }).waitFor();
    await answerOnPhone('254799000888', 'Enter PIN and pay');
    await membership.getByText('Payment received. Thank you!').waitFor();
  }, 180_000);
});
