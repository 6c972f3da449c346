import { PHONE_VIEWPORT } from '../../support/browser.js';
import { type Locator } from 'playwright-core';
import { browserForSpec, visit, waitForPage, waitForPath } from './storefront-pages.js';

const NAV = [
  ['Home', '/'],
  ['About', '/about'],
  ['Spaces', '/spaces'],
  ['Membership', '/membership'],
  ['Events', '/events'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
] as const;

const isActive = (link: Locator) => link.and(link.page().locator('[aria-current="page"]')).waitFor();

const FOOTER = [
  ...NAV,
  ['FAQ', '/faq'],
  ['Privacy Policy', '/privacy'],
  ['Terms of Service', '/terms'],
  ['Admin Portal', '/admin/login'],
  ['User Portal', '/user-portal'],
] as const;

describe('storefront navigation', () => {
  const browser = browserForSpec();

  it('the top bar links go to their pages and mark the current one', async () => {
    const page = await browser().newPage();
    await visit(page, '/faq');
    const bar = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of NAV) {
      await bar.getByRole('link', { name: label, exact: true }).click();
      await waitForPath(page, path);
      await isActive(bar.getByRole('link', { name: label, exact: true }));
      // Home is active only on exactly '/'.
      if (path !== '/')
        expect(await bar.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current')).toBeNull();
    }
    await page.getByRole('banner').getByRole('link', { name: 'Join Now' }).click();
    await waitForPath(page, '/membership');
  });

  it('on a 360 px phone the menu opens a 280 px drawer that closes when a link is picked', async () => {
    const page = await browser().newPage({ viewport: PHONE_VIEWPORT });
    await visit(page, '/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect((await drawer.boundingBox())?.width).toBe(280);
    await drawer.getByRole('link', { name: 'Events', exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    await waitForPage(page, '/events', 'Events & Workshops');
  });

  it('the footer links every page of the spec, including the admin and user portals', async () => {
    const page = await browser().newPage();
    await visit(page, '/about');
    const footer = page.getByRole('contentinfo');
    for (const [label, path] of FOOTER) {
      expect(await footer.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(path);
    }
    await footer.getByRole('link', { name: 'User Portal', exact: true }).click();
    await waitForPage(page, '/user-portal', 'User Portal');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Admin Portal', exact: true }).click();
    await waitForPath(page, '/admin/login');
  });
});
