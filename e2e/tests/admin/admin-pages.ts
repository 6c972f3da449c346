import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { productUnderTest } from '../../support/environment.js';
import { proofOfWorkHeader } from '../../support/proof-of-work.js';

export interface Credentials {
  username: string;
  password: string;
}

/** Signs in through /admin/login and waits for the dashboard. */
export async function signIn(page: Page, credentials: Credentials = productUnderTest().admin): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The dashboard's navigation: its first link on a desktop, the button opening it on a phone.
  await sectionLink(page, 'Overview')
    .or(page.getByRole('button', { name: 'Open menu' }))
    .waitFor();
}

/** The dashboard's grouped navigation: the sidebar on a desktop, the open drawer on a phone. */
export function dashboardNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Dashboard sections' });
}

/** The link to one dashboard section (a tab of the spec), by its label. */
export function sectionLink(page: Page, tab: string): Locator {
  return dashboardNavigation(page).getByRole('link', { name: tab, exact: true });
}

/** Opens a dashboard tab from the navigation and waits for its title. */
export async function openTab(page: Page, tab: string, title: string): Promise<void> {
  await sectionLink(page, tab).click();
  await page.getByRole('main').getByRole('heading', { name: title, exact: true }).waitFor();
}

/**
 * The navigation as it reads: each group's heading and the names of its links, in order. Each name is then looked
 * up by its role, so the list is what assistive technology is given, not only what the page prints.
 */
export async function dashboardSections(page: Page): Promise<[string, string[]][]> {
  const navigation = dashboardNavigation(page);
  await navigation.getByRole('link').first().waitFor();
  const sections = await navigation.getByRole('group').evaluateAll((groups) =>
    groups.map((group): [string, string[]] => {
      const text = (ids: string | null) =>
        (ids ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
      return [
        text(group.getAttribute('aria-labelledby')),
        [...group.querySelectorAll('a')].map((link) =>
          link.hasAttribute('aria-labelledby') ? text(link.getAttribute('aria-labelledby')) : (link.textContent ?? ''),
        ),
      ];
    }),
  );
  for (const [group, links] of sections) {
    const named = navigation.getByRole('group', { name: group, exact: true });
    for (const link of links) await named.getByRole('link', { name: link, exact: true }).waitFor();
  }
  return sections;
}

/** The toast showing `text` (toasts queue, one visible at a time). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.MuiSnackbar-root').getByText(text).first();
}

/** Waits for a toast, then dismisses it so the next one can show. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const shown = toast(page, text);
  await shown.waitFor();
  await page.locator('.MuiSnackbar-root').getByRole('button', { name: 'Close' }).first().click();
  await shown.waitFor({ state: 'detached' });
}

export function uniqueSuffix(): string {
  return randomBytes(3).toString('hex');
}

/** A visitor's free tour, booked the way the public site does it (in 5 days at 11:00 unless told); pending until staff act. */
export async function bookTour(
  firstName: string,
  email: string,
  when: { date: string; time: string } = {
    date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    time: '11:00',
  },
): Promise<void> {
  const { baseUrl } = productUnderTest();
  const { date, time } = when;
  const response = await fetch(`${baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(await proofOfWorkHeader()) },
    body: JSON.stringify({
      type: 'tour',
      date,
      time,
      firstName,
      lastName: 'Tester',
      email,
      phone: '+254712345678',
    }),
  });
  if (!response.ok) throw new Error(`Booking a tour failed: ${response.status} ${await response.text()}`);
}
