import { randomBytes } from 'node:crypto';
import { signInAdminApi } from '../../support/admin-api.js';
import { checkAccessibility as check } from '../../support/axe.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { fullEvent } from '../../support/events.js';
import { visit } from '../../support/storefront.js';

describe("accessibility of a full event's waitlist (axe-core, WCAG 2.2 AA)", () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('finds no violation in the waitlist form with field errors, the seat offer dialog or the ended notice', async () => {
    const title = `Axe Waitlist Event ${randomBytes(3).toString('hex')}`;
    await fullEvent(await signInAdminApi(), title);
    const found: Record<string, string[]> = {};

    const page = await browser.newPage();
    await visit(page, '/events');
    await page.getByRole('button', { name: `Register for ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Register for ${title}` });
    await dialog.getByLabel('First Name').fill('Zawadi');
    await dialog.getByLabel('Last Name').fill('Mwangi');
    await dialog.getByLabel('Email').fill('axe-waitlist@example.com');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    const waitlist = dialog.getByRole('region', { name: 'Full — join the waitlist' });
    await waitlist.getByLabel('First Name').fill('');
    await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
    await waitlist.getByText('Phone number is required').waitFor();
    await waitlist.getByText('First name is required').waitFor();
    await check(page, found, 'waitlist form with field errors');

    // Any token opens the dialog; pressing Confirm with one that was never offered shows the "ended" refusal.
    const offered = await browser.newPage();
    await visit(offered, '/events#waitlist-offer=never-offered-token');
    const seat = offered.getByRole('dialog', { name: 'A seat is held for you' });
    await seat.waitFor();
    await check(offered, found, 'seat offer dialog');
    await seat.getByRole('button', { name: 'Confirm my seat' }).click();
    await seat.getByRole('alert').getByText('This offer has ended', { exact: false }).waitFor();
    await check(offered, found, 'seat offer dialog, offer ended');

    const ended = await browser.newPage();
    await visit(ended, '/events?waitlist-offer=ended');
    await ended.getByRole('status').getByText('This offer has ended', { exact: false }).waitFor();
    await check(ended, found, 'offer ended notice');

    expect(found).toEqual({});
  });
});
