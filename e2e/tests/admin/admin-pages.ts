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
  await page.getByRole('tab', { name: 'Overview', exact: true }).waitFor();
}

/** Opens a dashboard tab and waits for its title. */
export async function openTab(page: Page, tab: string, title: string): Promise<void> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
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
