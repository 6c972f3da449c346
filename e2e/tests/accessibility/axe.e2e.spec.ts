import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { signIn } from '../admin/admin-pages.js';

/** WCAG 2.2 AA, the level the product is held to, and the levels below it. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Every public route with a page of its own (a manage link and a post need data; their pages share these parts). */
const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/spaces',
  '/membership',
  '/booking',
  '/community',
  '/events',
  '/blog',
  '/contact',
  '/careers',
  '/faq',
  '/privacy',
  '/terms',
  '/member-portal',
];

// Colours are judged as they end, not half-way through a transition (a button turning enabled fades in).
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** Each violation as one readable line: rule, impact, where and why. */
async function violationsOf(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: NO_TRANSITIONS });
  // Only violations are wanted: axe then skips collecting the passing and undecided nodes, which is most of its work.
  // (options() replaces what withTags() would set, so the rule tags are named here too.)
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_22_AA }, resultTypes: ['violations'] })
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/** Waits until nothing in the page says it is still loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('finds no violation on any public page', async () => {
    const page = await browser.newPage();
    const found: Record<string, string[]> = {};
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await page.locator('main h1').first().waitFor();
      await settled(page);
      const violations = await violationsOf(page);
      if (violations.length > 0) found[route] = violations;
    }
    expect(found).toEqual({});
  });

  it('finds no violation in the booking dialog a space card opens', async () => {
    const page = await browser.newPage();
    await page.goto('/spaces');
    await page
      .getByRole('button', { name: /^Book Now: / })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('grid').first().waitFor();
    expect(await violationsOf(page)).toEqual([]);
  });

  it('finds no violation on the admin sign-in page or any tab of the dashboard', async () => {
    const page = await browser.newPage();
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const found: Record<string, string[]> = {};
    const signInViolations = await violationsOf(page);
    if (signInViolations.length > 0) found.login = signInViolations;
    await signIn(page);
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs.length).toBeGreaterThan(10);
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.locator('main h2, main h1').first().waitFor();
      await settled(page);
      const violations = await violationsOf(page);
      if (violations.length > 0) found[tab] = violations;
    }
    expect(found).toEqual({});
  });
});
