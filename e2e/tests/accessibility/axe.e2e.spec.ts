import { STOREFRONT_ROUTE_PATTERNS, venueToday } from '@coworking/domain';
import type { Locator, Page } from 'playwright-core';
import { signInAdminApi } from '../../support/admin-api.js';
import { checkAccessibility as check, violationsOf } from '../../support/axe.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
import { manageLinkIn, waitForMail } from '../../support/mailbox.js';
import { futureWeekday, pickCalendarDate, visit } from '../../support/storefront.js';
import {
  dashboardNavigation,
  dashboardSections,
  openTab,
  sectionLink,
  signIn,
  uniqueSuffix,
} from '../admin/admin-pages.js';

const HOURLY_ROOM = 'Kilimanjaro Boardroom (12 Seats)'; // demo seed: booked by the hour, so the dialog shows slots

/** Every public route with a page of its own (a manage link and a post need data; their pages share these parts). */
const PUBLIC_ROUTES = STOREFRONT_ROUTE_PATTERNS.filter((route) => route !== '*' && !route.includes(':'));

/** Opens a dialog with `opener`, waits for it and checks the page with it open; answers the dialog. */
async function checkDialog(
  page: Page,
  found: Record<string, string[]>,
  opener: Locator,
  dialogName: string | RegExp,
): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await settled(page);
  await check(page, found, String(dialogName));
  return dialog;
}

/**
 * Waits until nothing in the page says it is still loading. A part far down a page loads as it comes into view (the
 * community's featured events): what is still loading is brought into view first, as a reader scrolling would.
 */
async function settled(page: Page): Promise<void> {
  // Scrolled to in the page itself: a locator for a part that finished loading meanwhile would wait out its timeout.
  await page.evaluate(async () => {
    for (const busy of document.querySelectorAll('[aria-busy="true"]')) {
      busy.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  let browser: BrowserSession;
  /** The dashboard, signed in once: the admin dialogs are opened on it. */
  let admin: Page | undefined;
  // A cash booking staff took: a payment to refund, a room whose calendar and delete confirmation open, and a
  // customer who can sign in to the member portal.
  const firstName = `Axe${uniqueSuffix()}`;
  const customer = { firstName, email: `${firstName.toLowerCase()}@example.com` };
  const roomName = `Axe Room ${uniqueSuffix()}`;
  // The team the customer pays for as its company's billing contact: the portal's Team tab.
  const portalTeamName = `Axe Team ${uniqueSuffix()}`;
  // A company with a team membership (two seats, not paid yet): the Companies tab lists it and its detail shows the team.
  const companyName = `Axe Co ${uniqueSuffix()}`;
  beforeAll(async () => {
    browser = await openBrowser();
    const api = await signInAdminApi();
    const room = await api.request<{ id: string }>('POST', '/api/admin/spaces', {
      name: roomName,
      type: 'meeting-room',
      rate: '1500',
      billingCycle: 'hourly',
      capacity: 4,
      availabilityCapacity: 2,
    });
    await api.request('POST', '/api/admin/bookings', {
      spaceId: room.id,
      dates: [futureWeekday(8)],
      slots: ['10:00'],
      firstName: customer.firstName,
      lastName: 'Njoroge',
      email: customer.email,
      paymentKind: 'cash',
    });
    // The customer is also a Flexible member (a period staff gave free): the portal shows the allowance and guests.
    const plans = await api.request<{ id: string; name: string }[]>('GET', '/api/membership-plans');
    const flexible = plans.find((plan) => plan.name === 'Flexible')!;
    const started = await fetch(`${productUnderTest().baseUrl}/api/plan-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: productUnderTest().baseUrl },
      body: JSON.stringify({
        planId: flexible.id,
        startDate: venueToday(),
        firstName: customer.firstName,
        lastName: 'Njoroge',
        email: customer.email,
        phone: '0722000666',
      }),
    });
    if (!started.ok) throw new Error(`Plan booking: ${started.status} ${await started.text()}`);
    const { id } = (await started.json()) as { id: string };
    await api.request('POST', `/api/admin/memberships/${id}/comp`, { reason: 'Accessibility check' });
    const team = await fetch(`${productUnderTest().baseUrl}/api/plan-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: productUnderTest().baseUrl },
      body: JSON.stringify({
        planId: flexible.id,
        startDate: venueToday(),
        firstName: 'Akinyi',
        lastName: 'Odera',
        email: `billing-${customer.email}`,
        phone: '0722000667',
        seats: 2,
        companyName,
      }),
    });
    if (!team.ok) throw new Error(`Team checkout: ${team.status} ${await team.text()}`);
    // The customer also pays for a team of two seats (a period staff gave free): the portal shows its Team tab.
    const ownTeam = await fetch(`${productUnderTest().baseUrl}/api/plan-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: productUnderTest().baseUrl },
      body: JSON.stringify({
        planId: flexible.id,
        startDate: venueToday(),
        firstName: customer.firstName,
        lastName: 'Njoroge',
        email: customer.email,
        phone: '0722000666',
        seats: 2,
        companyName: portalTeamName,
      }),
    });
    if (!ownTeam.ok) throw new Error(`Team checkout: ${ownTeam.status} ${await ownTeam.text()}`);
    const { id: ownTeamId } = (await ownTeam.json()) as { id: string };
    await api.request('POST', `/api/admin/memberships/${ownTeamId}/comp`, { reason: 'Accessibility check' });
  });
  afterAll(() => browser.close());

  it('the check itself finds a violation when there is one', async () => {
    const page = await browser.newPage();
    await visit(page, '/faq');
    expect(await violationsOf(page)).toEqual([]);
    // A button with no name, and grey on white: two rules a careless change would break.
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('beforeend', '<button type="button"></button><p style="color:#ccc">Faint</p>');
    });
    const violations = await violationsOf(page);
    expect(violations).toEqual([
      expect.stringMatching(/^button-name \(critical\) at /),
      expect.stringMatching(/^color-contrast \(serious\) at /),
    ]);
  });

  it('finds no violation on any public page', async () => {
    const page = await browser.newPage();
    const found: Record<string, string[]> = {};
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await page
        .locator('main h1')
        .first()
        .waitFor()
        .catch((error: Error) => {
          throw new Error(`${route}: ${error.message}`);
        });
      await settled(page);
      const violations = await violationsOf(page);
      if (violations.length > 0) found[route] = violations;
    }
    expect(found).toEqual({});
  });

  it('finds no violation in the booking dialog a space card opens, at choosing and at the contact details', async () => {
    const page = await browser.newPage();
    const found: Record<string, string[]> = {};
    await visit(page, '/spaces');
    await page.getByRole('button', { name: `Book Now: ${HOURLY_ROOM}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('grid').first().waitFor();
    await check(page, found, 'choose');
    await pickCalendarDate(page, futureWeekday(12));
    await dialog.getByRole('grid', { name: 'Time slots' }).locator('button:not([aria-disabled])').first().click();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Complete Your Booking' }).waitFor();
    await check(page, found, 'contact details');
    // Sent empty: every field says what is wrong.
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await dialog.getByText('Email is required').waitFor();
    await check(page, found, 'contact details with errors');
    expect(found).toEqual({});
  });

  it('finds no violation in any tab of the member portal, signed in', async () => {
    const page = await browser.newPage();
    await page.request.post('/api/member/sign-in-link', {
      headers: { origin: productUnderTest().baseUrl },
      data: { email: customer.email },
    });
    const mail = await waitForMail(customer.email, /sign-in link/i);
    const link = /https?:\/\/[^\s"<>]+\/member-portal#token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    await visit(page, link!);
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${customer.firstName}!` }).waitFor();
    // The Team tab is offered once the member's teams are read.
    await page.getByRole('tab', { name: 'Team', exact: true }).waitFor();
    const found: Record<string, string[]> = {};
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs.length).toBeGreaterThan(3);
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
      await settled(page);
      await check(page, found, tab);
    }

    // The allowance's booking dialog, the guest form showing its errors, and moving a booking.
    await page.getByRole('tab', { name: 'Overview', exact: true }).click();
    await page.getByRole('heading', { name: 'Your allowance' }).waitFor();
    const book = await checkDialog(page, found, page.getByRole('button', { name: 'Book a space' }), 'Book a space');
    await book.getByRole('combobox', { name: 'Space' }).selectOption({ index: 1 });
    await settled(page);
    await check(page, found, 'Book a space with a space chosen');
    await page.keyboard.press('Escape');
    await book.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Guests', exact: true }).click();
    const guests = page.getByRole('tabpanel', { name: 'Guests' });
    await guests.getByRole('button', { name: 'Invite guest' }).click();
    await guests
      .getByRole('textbox', { name: "Guest's first name" })
      .and(page.locator('[aria-invalid="true"]'))
      .waitFor();
    await check(page, found, 'guest form with errors');
    await page.getByRole('tab', { name: 'Bookings', exact: true }).click();
    await checkDialog(
      page,
      found,
      page.getByRole('tabpanel', { name: 'Bookings' }).getByRole('button', { name: `Move ${roomName}` }),
      'Move booking',
    );
    await page.keyboard.press('Escape');

    // The Team tab's forms: a seat sent empty (every field says what is wrong), too many seats kept, then a holder's
    // Move form and the Take back confirmation.
    await page.getByRole('dialog', { name: 'Move booking' }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Team', exact: true }).click();
    const team = page.getByRole('tabpanel', { name: 'Team' });
    const assign = team.getByRole('form', { name: `Assign a seat of ${portalTeamName}` });
    await assign.getByRole('button', { name: 'Assign seat' }).click();
    await assign.getByRole('textbox', { name: 'First name' }).and(page.locator('[aria-invalid="true"]')).waitFor();
    await check(page, found, 'team seat form with errors');
    const keep = team.getByRole('form', { name: `Seats of ${portalTeamName} from the next period` });
    await keep.getByRole('spinbutton').fill('3');
    await keep.getByRole('button', { name: 'Save' }).click();
    await keep.getByText('At most 2: the seats paid for now.', { exact: false }).waitFor();
    await check(page, found, 'team seats of the next period with an error');
    await assign.getByRole('textbox', { name: 'First name' }).fill('Wairimu');
    await assign.getByRole('textbox', { name: 'Last name' }).fill('Njoroge');
    await assign.getByRole('textbox', { name: 'Email' }).fill(`seat-${customer.email}`);
    await assign.getByRole('button', { name: 'Assign seat' }).click();
    await team.getByText('1 of 2 seats assigned').waitFor();
    await team.getByRole('button', { name: "Move to someone else: Wairimu Njoroge's seat" }).click();
    await team.getByRole('form', { name: "Move Wairimu Njoroge's seat to someone else" }).waitFor();
    await check(page, found, 'team move form');
    await team.getByRole('button', { name: 'Cancel', exact: true }).click();
    const takeBack = team.getByRole('button', { name: "Take back Wairimu Njoroge's seat" });
    await takeBack.click();
    const confirm = page.getByRole('alertdialog', { name: 'Take back this seat?' });
    await confirm.waitFor();
    await settled(page);
    await check(page, found, 'take back a seat');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(found).toEqual({});
  });

  it('finds no violation on the manage page with its check-in code, or in its move dialog', async () => {
    const page = await browser.newPage();
    const found: Record<string, string[]> = {};
    await visit(page, manageLinkIn(await waitForMail(customer.email, /^Booking confirmed/)));
    await page.getByRole('heading', { name: 'Check in at the front desk' }).waitFor();
    await page.getByRole('img', { name: /^QR code of check-in code / }).waitFor();
    await settled(page);
    await check(page, found, 'manage page');
    await checkDialog(page, found, page.getByRole('button', { name: 'Move booking' }), 'Move booking');
    expect(found).toEqual({});
  });

  it('finds no violation on the admin sign-in page, any section of the dashboard with its grouped navigation, or the navigation drawer on a phone', async () => {
    const page = await browser.newPage();
    admin = page;
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const found: Record<string, string[]> = {};
    const signInViolations = await violationsOf(page);
    if (signInViolations.length > 0) found.login = signInViolations;
    await signIn(page);
    // Each section is checked with the navigation beside it, its link marked as the current page.
    const sections = (await dashboardSections(page)).flatMap(([, links]) => links);
    expect(sections.length).toBeGreaterThan(10);
    for (const section of sections) {
      await sectionLink(page, section).click();
      await sectionLink(page, section).and(page.locator('[aria-current="page"]')).waitFor();
      await page.locator('main h2, main h1').first().waitFor();
      await settled(page);
      await check(page, found, section);
    }
    // The same page on a phone: the navigation moves into the drawer the header's menu button opens.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await dashboardNavigation(page).getByRole('link').first().waitFor();
    await check(page, found, 'navigation drawer');
    await page.keyboard.press('Escape');
    await dashboardNavigation(page).waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await sectionLink(page, 'Overview').waitFor();
    expect(found).toEqual({});
  });

  it('finds no violation in the admin dialogs: refund, new booking on the calendar, delete confirmation, role editor, QR scanner, day pass, plan form, company form and detail', async () => {
    const page = admin ?? (await browser.newPage());
    if (!admin) await signIn(page);
    const found: Record<string, string[]> = {};

    await openTab(page, 'Payments', 'Payments');
    await page
      .getByRole('search', { name: 'Filter payments' })
      .getByRole('searchbox', { name: 'Search' })
      .fill(customer.email);
    const payment = page.getByTestId('payment-row').filter({ hasText: customer.firstName });
    await checkDialog(page, found, payment.getByRole('button').first(), /^Payment /);
    await checkDialog(
      page,
      found,
      page.getByRole('dialog', { name: /^Payment / }).getByRole('button', { name: 'Refund' }),
      /^Refund payment /,
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: /^Refund payment / }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    await openTab(page, 'Spaces', 'Workspace Management');
    const card = page.getByTestId('space-card').filter({ hasText: roomName });
    const calendar = await checkDialog(
      page,
      found,
      card.getByRole('button', { name: `View space calendar ${roomName}` }),
      `Space Calendar — ${roomName}`,
    );
    await calendar.getByLabel('Date').fill(futureWeekday(8));
    await checkDialog(
      page,
      found,
      calendar.getByRole('button', { name: /^Available: book .*, \d{4}-\d{2}-\d{2} 14:00$/ }).first(),
      `New booking — ${roomName}`,
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: `New booking — ${roomName}` }).waitFor({ state: 'detached' });
    await calendar.getByRole('button', { name: 'Close' }).click();
    const confirm = await checkDialog(
      page,
      found,
      card.getByRole('button', { name: `Delete space ${roomName}` }),
      'Delete Workspace Space',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await openTab(page, 'Admins', 'Admin Management');
    const roles = await checkDialog(page, found, page.getByRole('button', { name: 'Edit Roles' }), 'Role Management');
    await roles.getByRole('button', { name: 'Create Role' }).click();
    await roles.getByLabel('Role name').waitFor();
    await check(page, found, 'role editor');
    await roles.getByRole('button', { name: 'Close' }).click();

    await openTab(page, 'Front Desk', 'Front Desk');
    const scanner = await checkDialog(page, found, page.getByRole('button', { name: 'Scan QR code' }), 'Scan QR code');
    await scanner.getByRole('button', { name: 'Close' }).click();
    await scanner.waitFor({ state: 'detached' });
    await checkDialog(
      page,
      found,
      page.getByRole('button', { name: 'Sell a day pass' }),
      /^(Sell a day pass|New booking)/,
    );
    await page.keyboard.press('Escape');

    await openTab(page, 'Membership', 'Membership Plans');
    await checkDialog(page, found, page.getByRole('button', { name: 'Add Plan' }), 'Create Membership Plan');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Create Membership Plan' }).waitFor({ state: 'detached' });

    await openTab(page, 'Companies', 'Companies');
    await checkDialog(page, found, page.getByRole('button', { name: 'Add Company' }), 'Add Company');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Add Company' }).waitFor({ state: 'detached' });
    await page
      .getByRole('search', { name: 'Filter companies' })
      .getByRole('searchbox', { name: 'Search' })
      .fill(companyName);
    const company = page.getByTestId('company-row').filter({ hasText: companyName });
    const detail = await checkDialog(page, found, company.getByRole('button', { name: companyName }), companyName);
    // Checked once read in full (the placeholders say they are loading until then): the team was on show.
    expect(await detail.getByRole('article', { name: 'Flexible team' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(found).toEqual({});
  });
});
