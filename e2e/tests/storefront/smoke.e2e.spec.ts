import { openBrowser, type BrowserSession } from '../../support/browser.js';

describe('smoke', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());
  it('home', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
  });
});
