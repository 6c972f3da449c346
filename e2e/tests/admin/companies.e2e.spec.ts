import { KRA_PIN_MESSAGE, venueToday } from '@coworking/domain';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
import { expectToast, openTab, signIn, uniqueSuffix } from './admin-pages.js';

const PLAN = 'Flexible';

/** A team checkout for two seats of the plan, started on the site and not paid: its company now has a team. */
async function startTeamCheckout(companyName: string, email: string): Promise<void> {
  const { baseUrl } = productUnderTest();
  const plans = (await (await fetch(`${baseUrl}/api/membership-plans`)).json()) as { id: string; name: string }[];
  const plan = plans.find(({ name }) => name === PLAN);
  if (!plan) throw new Error(`No ${PLAN} plan among ${plans.map(({ name }) => name).join(', ')}`);
  const started = await fetch(`${baseUrl}/api/plan-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      planId: plan.id,
      startDate: venueToday(),
      firstName: 'Achieng',
      lastName: 'Otieno',
      email,
      phone: '0722000777',
      seats: 2,
      companyName,
    }),
  });
  if (!started.ok) throw new Error(`Team checkout: ${started.status} ${await started.text()}`);
}

describe('the Companies tab', () => {
  let browser: BrowserSession;
  const suffix = uniqueSuffix();
  const team = { name: `Team Co ${suffix}`, contact: `billing-${suffix}@example.com` };
  beforeAll(async () => {
    browser = await openBrowser();
    await startTeamCheckout(team.name, team.contact);
  });
  afterAll(() => browser.close());

  it('adds a company (the server’s KRA PIN message under its field), finds it by search, edits it in its detail and deletes it', async () => {
    const name = `Savannah Labs ${suffix}`;
    const email = `accounts-${suffix}@example.com`;
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Companies', 'Companies');

    await page.getByRole('button', { name: 'Add Company' }).click();
    const add = page.getByRole('dialog', { name: 'Add Company' });
    await add.getByRole('textbox', { name: 'Company name' }).fill(name);
    await add.getByRole('textbox', { name: 'KRA PIN' }).fill('P12345');
    await add.getByRole('textbox', { name: 'Billing e-mail' }).fill(email);
    await add.getByRole('button', { name: 'Create Company' }).click();
    // The server refuses the PIN: its message is under the field, and the dialog keeps what was typed.
    await add.getByText(KRA_PIN_MESSAGE).waitFor();
    expect(await add.getByRole('textbox', { name: 'KRA PIN' }).getAttribute('aria-invalid')).toBe('true');
    await expectToast(page, KRA_PIN_MESSAGE);
    await add.getByRole('textbox', { name: 'KRA PIN' }).fill('p051234567x');
    await add.getByRole('button', { name: 'Create Company' }).click();
    await expectToast(page, 'Company created successfully');
    await add.waitFor({ state: 'detached' });

    const filters = page.getByRole('search', { name: 'Filter companies' });
    await filters.getByRole('searchbox', { name: 'Search' }).fill(email);
    const row = page.getByTestId('company-row').filter({ hasText: name });
    await row.waitFor();
    // The search is sent once typing pauses: then the list is that one company, its PIN in capitals.
    await page.getByText('1–1 of 1').waitFor();
    await row.getByText('P051234567X').waitFor();

    await row.getByRole('button', { name }).click();
    const detail = page.getByRole('dialog', { name });
    await detail.getByText('No team memberships yet.').waitFor();
    await detail.getByText('No payments yet.').waitFor();
    await detail.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Company' });
    await edit.getByRole('textbox', { name: 'Company name' }).fill(`${name} Ltd`);
    await edit.getByRole('textbox', { name: 'Phone' }).fill('+254712345678');
    await edit.getByRole('button', { name: 'Update Company' }).click();
    await expectToast(page, 'Company updated successfully');
    await edit.waitFor({ state: 'detached' });
    const changed = page.getByRole('dialog', { name: `${name} Ltd` });
    await changed.getByText('+254712345678').waitFor();

    await changed.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Company' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Company deleted successfully');
    await changed.waitFor({ state: 'detached' });
    await page.getByText('No companies match this search').waitFor();
  });

  it('shows a company’s team with its seats, and keeps a company with a team when asked to delete it', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Companies', 'Companies');
    await page
      .getByRole('search', { name: 'Filter companies' })
      .getByRole('searchbox', { name: 'Search' })
      .fill(team.contact);
    const row = page.getByTestId('company-row').filter({ hasText: team.name });
    await row.waitFor();
    await page.getByText('1–1 of 1').waitFor();

    await row.getByRole('button', { name: team.name }).click();
    const detail = page.getByRole('dialog', { name: team.name });
    const card = detail.getByRole('article', { name: `${PLAN} team` });
    await card.getByText('Awaiting payment', { exact: true }).waitFor();
    await card.getByText('2 seats awaiting payment · 0 of 2 seats held').waitFor();
    await card.getByText('Not started (awaiting the first payment)').waitFor();
    await card.getByText(team.contact).waitFor();

    await detail.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Company' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(
      page,
      `${team.name} has team memberships, so it is kept for their receipts: change its details instead of deleting it.`,
    );
    // Refused: the confirmation stays open, and the company stays.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await detail.getByRole('button', { name: 'Close' }).click();
    await row.waitFor();
  });
});
