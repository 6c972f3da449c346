import { venueWeekday } from '@coworking/domain';
import type { Locator, Page } from 'playwright-core';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { visit } from '../../support/storefront.js';

const SPACE = 'Phone Booth'; // demo seed: hourly, KSh 400 per hour, four booths

/** Whether focus is on `locator` or inside it (in the locator's own document, a frame's for a frame locator). */
function holdsFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
}

/** What has focus, for a failure message. */
function focusDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}> "${name}"`;
  });
}

/** Presses Tab (or Shift+Tab) until focus reaches `target`, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, { backwards = false, most = 40 } = {}): Promise<void> {
  for (let presses = 0; presses <= most; presses++) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Focus never reached ${target} in ${most} presses; it is on ${await focusDescription(page)}`);
}

async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  if (!(await holdsFocus(target)))
    throw new Error(`Expected focus on ${target}, but it is on ${await focusDescription(page)}`);
}

/** The venue date (YYYY-MM-DD) of the calendar day that has focus. */
function focusedDay(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day') ?? null);
}

/** Focus is drawn (the :focus-visible outline), not only moved. */
function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element?.matches(':focus-visible')) return false;
    const style = getComputedStyle(element);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  });
}

function nextMonthOf(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

describe('keyboard only: book a paid slot and pay for it', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('reaches every step with Tab, arrows, Enter and Space, pays in the checkout frame and hears the outcome', async () => {
    const page = await browser.newPage();
    const { keyboard } = page;
    await visit(page, '/spaces');

    await tabTo(page, page.getByRole('button', { name: `Book Now: ${SPACE}`, exact: true }), { most: 80 });
    await keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Book ${SPACE}` });
    await dialog.waitFor();

    // The calendar is one tab stop; PageDown and PageUp turn the month and keep focus on a day, drawn visibly.
    const calendar = dialog.getByRole('grid').first(); // the month's grid, named by its caption
    await tabTo(page, calendar);
    const firstFocused = (await focusedDay(page))!;
    expect(firstFocused).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await focusIsVisible(page)).toBe(true);
    await keyboard.press('PageDown');
    expect((await focusedDay(page))?.slice(0, 7)).toBe(nextMonthOf(firstFocused));
    await keyboard.press('PageUp');
    expect(await focusedDay(page)).toBe(firstFocused);
    await keyboard.press('PageDown');
    while (venueWeekday((await focusedDay(page))!) >= 6) await keyboard.press('ArrowRight');
    const date = (await focusedDay(page))!;
    await keyboard.press('Enter');
    await dialog.locator(`[data-day="${date}"][aria-selected="true"]`).waitFor();

    // The time slots: one tab stop on the first free slot; arrows, Home and End move; Space chooses.
    const slots = dialog.getByRole('grid', { name: 'Time slots' });
    await dialog
      .getByRole('status')
      .getByText(/time slots? (is|are) free/)
      .waitFor();
    await tabTo(page, slots);
    const slotButtons = slots.getByRole('button');
    const count = await slotButtons.count();
    expect(count).toBeGreaterThan(3);
    const first = slotButtons.first();
    await expectFocusOn(page, first);
    expect(await focusIsVisible(page)).toBe(true);
    await keyboard.press('End');
    await expectFocusOn(page, slotButtons.last());
    await keyboard.press('Home');
    await expectFocusOn(page, first);
    const moves: Array<[string, number]> = [
      ['ArrowDown', 3], // three slots a row at this width
      ['ArrowLeft', 2], // Left from a row's start goes on to the end of the row above
      ['ArrowUp', 2], // nothing above the first row
      ['ArrowRight', 3],
      ['ArrowUp', 0],
    ];
    for (const [key, index] of moves) {
      await keyboard.press(key);
      await expectFocusOn(page, slotButtons.nth(index));
    }
    await keyboard.press('Space');
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    // Tab leaves the grid in one press, and Shift+Tab comes back to the chosen slot.
    await keyboard.press('Tab');
    expect(await holdsFocus(slots)).toBe(false);
    await tabTo(page, slots, { backwards: true, most: 1 });
    await expectFocusOn(page, first);

    await tabTo(page, dialog.getByRole('button', { name: 'Continue', exact: true }));
    await keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Complete Your Booking' }).waitFor();
    for (const [field, value] of [
      ['First name', 'Wanjiru'],
      ['Last name', 'Keyboard'],
      ['Email', `keyboard-${Date.now()}@example.com`],
      ['Phone number', '0712345678'],
    ]) {
      await tabTo(page, page.getByRole('textbox', { name: field, exact: true }));
      await keyboard.type(value);
    }
    // Tab reaches the payment choice on its checked option (M-Pesa); an arrow moves to Paystack's popup.
    await tabTo(page, page.getByRole('radio', { name: /^M-Pesa \(PIN prompt on your phone\)/ }));
    await keyboard.press('ArrowDown');
    await expectFocusOn(page, page.getByRole('radio', { name: /^Card or other \(Paystack\)/, checked: true }));
    await tabTo(page, page.getByRole('button', { name: 'Continue to Payment' }));
    await keyboard.press('Enter');

    // The checkout frame takes focus on its first choice; arrows change the channel, Tab reaches Pay.
    const frame = page.locator('iframe[title="Paystack checkout"]');
    await frame.waitFor();
    const checkout = page.frameLocator('iframe[title="Paystack checkout"]');
    const card = checkout.locator('input[name=channel][value=card]');
    await card.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'IFRAME');
    await expectFocusOn(page, frame);
    await expectFocusOn(page, card);
    await keyboard.press('ArrowRight');
    expect(await checkout.locator('input[name=channel][value=mobile_money]').isChecked()).toBe(true);
    await tabTo(page, checkout.getByRole('button', { name: /^Pay / }), { most: 3 });
    await keyboard.press('Enter');

    // The outcome is announced and its action has focus, so Enter closes the dialog.
    await page.getByRole('dialog').getByText('Payment Successful!').waitFor();
    await expectFocusOn(page, page.getByRole('button', { name: 'Done' }));
    await keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });
});
