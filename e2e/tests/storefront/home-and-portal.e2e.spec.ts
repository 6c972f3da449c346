import { PHONE_VIEWPORT } from '../../support/browser.js';
import { browserForSpec, mainHeading, visit } from './storefront-pages.js';
import { type Page } from 'playwright-core';

/** Which testimonial the carousel starts its window at, from the dot marked current. */
async function currentTestimonial(page: Page): Promise<string | null> {
  return page.locator('button[aria-current="true"][aria-label^="Show testimonial"]').getAttribute('aria-label');
}

async function visibleSlides(page: Page): Promise<number> {
  return page.locator('[aria-roledescription="slide"]').filter({ visible: true }).count();
}

describe('home testimonials and the member portal', () => {
  const browser = browserForSpec();

  it('testimonials: three at a time, advancing every 5 s, paused under the pointer, with buttons and dots', async () => {
    const page = await browser().newPage();
    await visit(page, '/');
    const carousel = page.getByRole('region', { name: 'Member testimonials' });
    expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(5);
    expect(await visibleSlides(page)).toBe(3);
    expect(await currentTestimonial(page)).toBe('Show testimonial 1');

    await page.waitForFunction(
      () => document.querySelector('button[aria-current="true"]')?.getAttribute('aria-label') === 'Show testimonial 2',
      null,
      {
        timeout: 7000,
      },
    );

    await carousel.hover();
    await page.waitForTimeout(6000);
    expect(await currentTestimonial(page)).toBe('Show testimonial 2');

    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    expect(await currentTestimonial(page)).toBe('Show testimonial 3');
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    expect(await currentTestimonial(page)).toBe('Show testimonial 1');
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    expect(await currentTestimonial(page)).toBe('Show testimonial 5');
    await carousel.getByRole('button', { name: 'Show testimonial 4' }).click();
    expect(await currentTestimonial(page)).toBe('Show testimonial 4');
    expect(await visibleSlides(page)).toBe(3);
  });

  it('testimonials: one at a time on a phone', async () => {
    const page = await browser().newPage({ viewport: PHONE_VIEWPORT });
    await visit(page, '/');
    expect(await visibleSlides(page)).toBe(1);
  });

  it('member portal: sign in without a check, walk the tabs, sign out', async () => {
    const page = await browser().newPage();
    await visit(page, '/member-portal');
    expect(await page.title()).toContain('Member Portal - Manage Your Membership');
    expect(await page.getByRole('link', { name: 'Become a Member' }).getAttribute('href')).toBe('/membership');
    expect(await page.getByRole('link', { name: 'Share Feedback' }).getAttribute('href')).toBe('/contact');

    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await mainHeading(page).innerText()).toBe('Welcome back, Amina!');
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    for (const text of [
      'Membership',
      'Next Billing',
      'Balance',
      'Paid',
      '12 Days',
      'Recent Bookings',
      'Upcoming Events',
      'Registered',
      'Available',
    ]) {
      await overview.getByText(text, { exact: true }).first().waitFor();
    }

    const tabs: [string, string, string][] = [
      ['Bookings', 'Book a Space', '/spaces'],
      ['Billing', 'Contact Billing', '/contact'],
      ['Community', 'Browse Events', '/events'],
    ];
    for (const [tab, link, href] of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await panel.getByText('Coming Soon').first().waitFor();
      expect(await panel.getByRole('link', { name: link }).getAttribute('href')).toBe(href);
    }
    await page.getByRole('tabpanel', { name: 'Community' }).getByRole('button', { name: 'Join Slack' }).waitFor();

    // Radix tabs follow the arrow keys.
    await page.getByRole('tab', { name: 'Community' }).press('ArrowRight');
    const settings = page.getByRole('tabpanel', { name: 'Settings' });
    expect(await settings.getByLabel('First Name').inputValue()).toBe('Amina');
    const reminders = settings.getByRole('switch', { name: 'Booking reminders' });
    expect(await reminders.getAttribute('aria-checked')).toBe('true');
    await reminders.click();
    expect(await reminders.getAttribute('aria-checked')).toBe('false');
    await settings.getByRole('button', { name: 'Save Changes' }).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    expect(await mainHeading(page).innerText()).toBe('Member Portal');
  });
});
