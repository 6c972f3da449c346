import { addVenueDays } from '@coworking/domain';
import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { type Page } from 'playwright-core';
import { signInAdminApi } from '../../support/admin-api.js';
import { type BrowserSession, openBrowser, PHONE_VIEWPORT } from '../../support/browser.js';
import { qrCameraFile } from '../../support/fake-camera.js';
import { venueDayLasting } from '../../support/venue-day.js';
import { checkInCodeIn, signInLinkIn, waitForMail } from '../../support/mailbox.js';
import { fillContactDetails, payInSandboxCheckout, pickCalendarDate, visit } from '../../support/storefront.js';
import { type Credentials, openTab, signIn, uniqueSuffix } from '../admin/admin-pages.js';

/** The demo's Flexible plan: 12 desk days and 1 guest pass a month. */
const PLAN = 'Flexible';
const DESK = 'Hot Desk Day Pass';

/** The longest this journey has taken on a busy CI machine (71 s), with room to spare. */
const JOURNEY_MS = 180_000;
// Time to wait out a venue midnight, then for the journey itself.
jest.setTimeout(2 * JOURNEY_MS);

/** The front desk types a code, presses Check in and waits for the outcome with this title. */
async function checkInByTyping(page: Page, code: string, outcome: RegExp): Promise<void> {
  await page.getByRole('textbox', { name: 'Check-in code' }).fill(code);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await page.getByTestId('check-in-notice').getByText(outcome).waitFor();
}

describe('journey: a member books a desk day from the allowance and invites a guest; the front desk checks the guest in', () => {
  let browser: BrowserSession;
  let frontDesk: Credentials;

  beforeAll(async () => {
    browser = await openBrowser();
    // The front desk signs in with the front-desk system role (moderator), which holds checkins.manage.
    const suffix = uniqueSuffix();
    frontDesk = { username: `frontdesk-${suffix}`, password: `frontdesk-${suffix}-pass` };
    await (
      await signInAdminApi()
    ).request('POST', '/api/admin/admins', {
      username: frontDesk.username,
      email: `frontdesk-${suffix}@example.com`,
      firstName: 'Wanjiku',
      lastName: 'Mwangi',
      password: frontDesk.password,
      role: 'moderator',
      isActive: true,
    });
  });
  afterAll(() => browser.close());

  it('uses one desk day without paying; the guest is checked in by the QR code, the desk day only on its own day', async () => {
    // The guest is invited for today and checked in today: the venue's day must not change on the way.
    const today = await venueDayLasting(JOURNEY_MS);
    // The desk day is for tomorrow: today's day passes close with the access hours, and the journey runs at any hour.
    const tomorrow = addVenueDays(today, 1);
    const email = `allowance-${randomBytes(4).toString('hex')}@example.com`;
    const guestEmail = `guest-${randomBytes(4).toString('hex')}@example.com`;

    // A Flexible membership starting today, paid by card.
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await visit(page, '/membership');
    await page.getByRole('button', { name: `Subscribe to ${PLAN}`, exact: true }).click();
    const subscribe = page.getByRole('dialog');
    await pickCalendarDate(page, today);
    await subscribe.getByRole('button', { name: 'Continue' }).click();
    await fillContactDetails(page, { firstName: 'Imani', lastName: 'Chege', email, phone: '0722000555' });
    await subscribe.getByRole('button', { name: /^Pay KSh/ }).click();
    await payInSandboxCheckout(page, 'success', 'card');
    await subscribe.getByText(`Subscription activated successfully! Welcome to ${PLAN}`).waitFor();

    // The member signs in by the e-mailed link.
    await visit(page, '/member-portal');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    const portal = await page.context().newPage();
    await visit(portal, signInLinkIn(await waitForMail(email, /sign-in link/i)));
    await portal.getByRole('heading', { level: 1, name: 'Welcome back, Imani!' }).waitFor();

    // The allowance is real, and what the booking takes from it is shown before confirming.
    const overview = portal.getByRole('tabpanel', { name: 'Overview' });
    await overview.getByRole('heading', { name: 'Your allowance' }).waitFor();
    await overview.getByText('12 of 12 desk days left').waitFor();
    await overview.getByText('1 of 1 guest pass left').waitFor();
    await overview.getByRole('button', { name: 'Book a space' }).click();
    const book = portal.getByRole('dialog', { name: 'Book a space' });
    await book.getByRole('combobox', { name: 'Space' }).selectOption({ label: `${DESK} · in your plan` });
    await pickCalendarDate(portal, tomorrow, book);
    await book.getByText('Covered by your allowance: 1 desk day', { exact: false }).waitFor();
    await book.getByText('Left afterwards: 11 of 12 desk days left', { exact: false }).waitFor();
    await book.getByRole('button', { name: 'Confirm booking' }).click();
    await portal.getByText('Booking confirmed', { exact: true }).first().waitFor();
    const bookingCode = checkInCodeIn(await waitForMail(email, /^Booking confirmed/));

    // A guest for today, on the plan's one guest pass.
    await portal.getByRole('tab', { name: 'Guests' }).click();
    const guests = portal.getByRole('tabpanel', { name: 'Guests' });
    await guests.getByRole('textbox', { name: "Guest's first name" }).fill('Otieno');
    await guests.getByRole('textbox', { name: "Guest's last name" }).fill('Ouma');
    await guests.getByRole('textbox', { name: "Guest's e-mail" }).fill(guestEmail);
    await guests.getByLabel('Date of the visit').fill(today);
    await guests.getByRole('button', { name: 'Invite guest' }).click();
    await guests.getByText('Otieno Ouma is invited for', { exact: false }).waitFor();
    const guestMail = await waitForMail(guestEmail, /invited you: your guest pass/);
    expect(guestMail.text).toContain('Imani Chege');
    const guestCode = checkInCodeIn(guestMail);

    // The front desk expects the guest today (the row also names the host, so rows are told apart by their codes).
    const desk = await browser.newPage();
    await signIn(desk, frontDesk);
    await openTab(desk, 'Front Desk', 'Front Desk');
    const arrivals = desk.getByTestId('arrival-row');
    const guestRow = arrivals.filter({ hasText: guestCode });
    await guestRow.filter({ hasText: 'Otieno Ouma' }).getByText('Expected').waitFor();
    // The member's code from the confirmation is for tomorrow: typed today, it is refused and names the day.
    await checkInByTyping(desk, bookingCode, /^Not checked in$/);
    expect(await desk.getByTestId('check-in-notice').textContent()).toMatch(/This code is for .+, not today\./);

    // The guest shows the QR code of their pass to the desk's camera.
    const cameraBrowser = await openBrowser({ cameraFile: await qrCameraFile(guestCode.replace('-', '')) });
    try {
      const scanner = await cameraBrowser.newPage();
      await signIn(scanner, frontDesk);
      await openTab(scanner, 'Front Desk', 'Front Desk');
      await scanner.getByRole('button', { name: 'Scan QR code' }).click();
      // The scanner closes once it has read a code; if it never does, the failure says what it showed instead.
      const dialog = scanner.getByRole('dialog', { name: 'Scan QR code' });
      await dialog.waitFor();
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 }).catch(async (error: unknown) => {
        throw new Error(`The scanner read no code in 30 s. It showed: "${await dialog.innerText()}"`, { cause: error });
      });
      const notice = scanner.getByTestId('check-in-notice');
      await notice.getByText(`Otieno Ouma (${guestCode})`, { exact: false }).waitFor();
      await notice.getByText(/^Checked in$/).waitFor();
    } finally {
      await cameraBrowser.close();
    }
    await desk.reload();
    await guestRow.getByText(/^Checked in at \d\d:\d\d$/).waitFor();
    // The same code typed as it was read out finds the first check-in instead of making a second.
    await checkInByTyping(desk, guestCode.toLowerCase().replace('-', ' '), /^Already checked in at \d\d:\d\d$/);
    await desk.getByTestId('check-in-notice').getByText(`Otieno Ouma (${guestCode})`, { exact: false }).waitFor();

    // The portal now shows one desk day used, and the guest as checked in.
    await portal.reload();
    await overview.getByText('11 of 12 desk days left').waitFor();
    await overview.getByText('0 of 1 guest pass left').waitFor();
    await portal.getByRole('tab', { name: 'Guests' }).click();
    await guests.getByText('Status: Checked in').waitFor();
  });
});
