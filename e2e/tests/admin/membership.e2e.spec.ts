import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { expectToast, openTab, signIn, uniqueSuffix } from './admin-pages.js';

describe('membership plans and the comparison matrix', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('creates a plan, sets its value in the matrix, adds and removes a feature, then deletes the plan', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Membership', 'Membership Plans');
    const plan = `Weekend Pass ${uniqueSuffix()}`;

    await page.getByRole('button', { name: 'Add Plan' }).click();
    const form = page.getByRole('dialog', { name: 'Create Membership Plan' });
    await form.getByLabel('Name').fill(plan);
    await form.getByLabel('Price (KES)').fill('4500');
    for (const feature of ['Saturday access', 'Sunday access']) {
      await form.getByLabel('New features entry').fill(feature);
      await form.getByRole('button', { name: 'Add features entry' }).click();
    }
    // Blank and repeated entries are not added.
    await form.getByLabel('New features entry').fill(' Sunday access ');
    await form.getByLabel('New features entry').press('Enter');
    expect(await form.getByText('Sunday access', { exact: true }).count()).toBe(1);
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await expectToast(page, 'Membership plan created successfully');
    const card = page.getByTestId('plan-card').filter({ hasText: plan });
    await card.getByText('KES 4,500 / month').waitFor();
    await card.getByText('+1 more features').waitFor();

    await openTab(page, 'Features', 'Comparison Features');
    await page.getByRole('columnheader', { name: plan }).waitFor();
    const cell = page.getByRole('button', { name: `Edit Dedicated desk for ${plan}` });
    await cell.getByRole('img', { name: 'Not included' }).waitFor();
    await cell.click();
    await page.getByLabel(`Value of Dedicated desk for ${plan}`).fill('yes');
    await page.getByLabel(`Value of Dedicated desk for ${plan}`).press('Enter');
    await expectToast(page, 'Feature value updated successfully');
    await cell.getByRole('img', { name: 'Included' }).waitFor();

    const feature = `Locker ${uniqueSuffix()}`;
    await page.getByRole('button', { name: 'Add Feature' }).click();
    const featureForm = page.getByRole('dialog', { name: 'Create Comparison Feature' });
    await featureForm.getByLabel('Name').fill(feature);
    await featureForm.getByRole('button', { name: 'Create Feature' }).click();
    await expectToast(page, 'Comparison feature created successfully');
    await page.getByRole('button', { name: `Delete feature ${feature}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete Comparison Feature' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Comparison feature deleted successfully');
    await page.getByTestId('feature-row').filter({ hasText: feature }).waitFor({ state: 'detached' });

    await openTab(page, 'Membership', 'Membership Plans');
    await page.getByRole('button', { name: `Delete plan ${plan}` }).click();
    await page.getByRole('dialog', { name: 'Delete Membership Plan' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Membership plan deleted successfully');
    await page.getByTestId('plan-card').filter({ hasText: plan }).waitFor({ state: 'detached' });
  });
});
