import { addVenueDays, venueToday, venueWeekday } from '@coworking/domain';
import { type Page } from 'playwright-core';

/** Opens a storefront page and waits until its code has hydrated the prerendered HTML (clicks before then do nothing). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-page-ready="true"]').waitFor({ state: 'attached' });
}

/** A venue date (Africa/Nairobi) `daysAhead` days from today, moved forward to a weekday (longer opening hours). */
export function futureWeekday(daysAhead: number): string {
  let date = addVenueDays(venueToday(), daysAhead);
  while (venueWeekday(date) >= 6) date = addVenueDays(date, 1);
  return date;
}

/**
 * Clicks a day of the booking calendar, moving to later months until the day is in the shown month. Each turn waits
 * for the month to change: a press before the calendar's code has loaded takes effect once it has (load-on-use.tsx),
 * and pressing again meanwhile would turn two months.
 */
export async function pickCalendarDate(page: Page, date: string, within = page.getByRole('dialog')): Promise<void> {
  const day = within.locator(`[data-day="${date}"]:not([data-outside]) button`);
  const month = within.getByRole('grid').first();
  await month.waitFor();
  for (let step = 0; step < 14 && !(await day.isVisible()); step++) {
    const shown = await month.getAttribute('aria-label');
    await within.getByRole('button', { name: 'Go to the Next Month' }).click();
    for (let wait = 0; wait < 200 && (await month.getAttribute('aria-label')) === shown; wait++)
      await page.waitForTimeout(25);
  }
  await day.click();
}

/** Pays in the Paystack sandbox's checkout frame that the inline script opened. */
export async function payInSandboxCheckout(
  page: Page,
  outcome: 'success' | 'failed' | 'abandoned',
  channel: 'card' | 'mobile_money' = 'card',
): Promise<void> {
  const checkout = page.frameLocator('iframe[title="Paystack checkout"]');
  await checkout.locator(`input[name=channel][value=${channel}]`).check();
  await checkout.locator(`button[value=${outcome}]`).click();
}

/**
 * Fills a contact details form (first/last name, e-mail, phone) found within `scope` (the dialog by default). Where
 * the form asks how to pay, it chooses Paystack's popup (`pay: 'card'`, what the checkout journeys pay in) unless
 * `pay: 'mpesa'` keeps the M-Pesa prompt, the form's default.
 */
export async function fillContactDetails(
  page: Page,
  person: { firstName: string; lastName: string; email: string; phone: string },
  scope = page.getByRole('dialog'),
  { pay = 'card' }: { pay?: 'card' | 'mpesa' } = {},
): Promise<void> {
  await scope.getByRole('textbox', { name: 'First name', exact: true }).fill(person.firstName);
  await scope.getByRole('textbox', { name: 'Last name', exact: true }).fill(person.lastName);
  await scope.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
  await scope.getByRole('textbox', { name: 'Phone number', exact: true }).fill(person.phone);
  const card = scope.getByRole('radio', { name: /^Card or other \(Paystack\)/ });
  if (pay === 'card' && (await card.count()) > 0) await card.check();
}
