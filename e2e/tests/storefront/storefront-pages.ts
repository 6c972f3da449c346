import { type Locator, type Page } from 'playwright-core';
import { type BrowserSession, openBrowser } from '../../support/browser.js';

/** One Chromium for the whole spec file (opened before its first test, closed after its last). */
export function browserForSpec(): () => BrowserSession {
  let browser: BrowserSession | undefined;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser is not open yet');
    return browser;
  };
}

/** Opens a storefront page and waits until its code and data have arrived (the page is hydrated by then). */
export async function visit(page: Page, path: string) {
  return page.goto(path, { waitUntil: 'networkidle' });
}

/** The page's main heading; every page has exactly one. */
export function mainHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

/** A toast by its title, in the notifications region (Radix also announces it elsewhere for screen readers). */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.hash}`;
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * After a client-side navigation: the address changes at once, the new page replaces the old one when its code
 * has arrived. Waits for both.
 */
export async function waitForPage(page: Page, path: string, heading: string): Promise<void> {
  await waitForPath(page, path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

/** A unique address per run, so mail and stored rows can be found again. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
