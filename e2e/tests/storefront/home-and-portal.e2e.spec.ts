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
    // Its code comes as it is about to come into view: it moves where it is seen.
    await carousel.scrollIntoViewIfNeeded();
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

  it('member portal: signed out, it offers a sign-in link by e-mail and answers the same for any address', async () => {
    const page = await browser().newPage();
    await visit(page, '/member-portal');
    expect(await page.title()).toContain('Member Portal - Manage Your Membership');
    expect(await page.getByRole('link', { name: 'Become a Member' }).getAttribute('href')).toBe('/membership');
    expect(await page.getByRole('link', { name: 'Share Feedback' }).getAttribute('href')).toBe('/contact');
    expect(await mainHeading(page).innerText()).toBe('Member Portal');

    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page
      .getByRole('status')
      .getByText('If that e-mail belongs to a member, a sign-in link is on its way. It works once, for 15 minutes.')
      .waitFor();
  });
});
