import pg from 'pg';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
import { waitForMail } from '../../support/mailbox.js';
import { expectToast, openTab, signIn, uniqueSuffix } from './admin-pages.js';

describe('the Email Templates screen', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('sends the hardcoded test e-mail and keeps subject and body for the next one', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Email', 'Email Templates');
    await page.getByRole('button', { name: 'Send Hardcoded Test Email' }).click();
    await expectToast(page, 'Please enter an email address');

    const address = `hardcoded-${uniqueSuffix()}@example.com`;
    const addressField = page.getByLabel('Email Address *');
    expect(await addressField.getAttribute('type')).toBe('email');
    await addressField.fill(address);
    await page.getByRole('button', { name: 'Send Hardcoded Test Email' }).click();
    await expectToast(page, `Test email sent to ${address}`);
    expect(await addressField.inputValue()).toBe('');
    expect(await page.getByLabel('Subject *').inputValue()).toBe('Test Email from Syokimau Coworking Hub');
    await waitForMail(address, /^Test Email from Syokimau Coworking Hub$/);
  });

  it('creates a template, previews it with sample values, finds it, sends a test of it and deletes it', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Email', 'Email Templates');
    const name = `e2e-welcome-${uniqueSuffix()}`;

    await page.getByRole('button', { name: 'Create Template' }).click();
    const editor = page.getByRole('dialog', { name: 'Create Email Template' });
    await editor.getByLabel('Template name').fill('Not A Slug');
    await editor.getByLabel('Subject').fill('Hello {{firstName}}');
    await editor
      .getByLabel('HTML content')
      .fill('<p>Hi {{firstName}}, {{#if membershipPlan}}your plan is {{membershipPlan}}{{/if}}.</p>');
    await editor.getByRole('button', { name: '{{date}}' }).click();
    await editor.getByRole('button', { name: 'Create Template' }).click();
    await editor.getByText(/Use lowercase letters, numbers and hyphens/).waitFor();
    await editor.getByLabel('Template name').fill(name);

    await editor.getByRole('tab', { name: 'Preview' }).click();
    await editor.getByText('Hello Wanjiku').waitFor();
    await editor
      .frameLocator('iframe[title="HTML preview"]')
      .getByText('Hi Wanjiku, your plan is Flexible.Friday, December 4, 2026')
      .waitFor();
    await editor.getByRole('tab', { name: 'Text Content' }).click();
    await editor.getByLabel('Text content').fill('Hi {{firstName}}');
    await editor.getByRole('button', { name: 'Create Template' }).click();
    await expectToast(page, 'Email template created successfully');

    await page.getByLabel('Search templates').fill(name.toUpperCase());
    const row = page.getByTestId('template-row').filter({ hasText: name });
    await row.waitFor();
    expect(await page.getByTestId('template-row').count()).toBe(1);
    await row.getByText('{{firstName}}', { exact: true }).waitFor();
    await page.getByLabel('Search templates').fill('no-such-template-anywhere');
    await page.getByText('No templates match your search.').waitFor();
    await page.getByLabel('Search templates').fill(name);

    const address = `template-test-${uniqueSuffix()}@example.com`;
    await row.getByRole('button', { name: `Send test of ${name}` }).click();
    const sendTest = page.getByRole('dialog', { name: `Send Test Email - ${name}` });
    await sendTest.getByLabel('Email Address').fill(address);
    await sendTest.getByRole('button', { name: 'Send Test' }).click();
    await expectToast(page, `Test email sent to ${address}`);
    await sendTest.waitFor({ state: 'detached' });
    await waitForMail(address, /^Test: Hello/);

    await row.getByRole('button', { name: `Delete template ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Email Template' });
    await confirm.getByText(/may affect email functionality/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Email template deleted successfully');
    await page.getByText('No templates match your search.').waitFor();
  });

  it('lists a failed e-mail under Failed and resends it', async () => {
    // As a day of refused tries leaves a message (the backend's own tests go through that day).
    const address = `failed-${uniqueSuffix()}@example.com`;
    const subject = `Resent after an outage ${uniqueSuffix()}`;
    const db = new pg.Client({ connectionString: productUnderTest().databaseUrl });
    await db.connect();
    try {
      await db.query(
        `insert into mail_outbox (template_name, recipient, variables, use_stored_template, status, attempts, last_error)
         values ('test-email', $1, $2, false, 'failed', 32, 'connect ECONNREFUSED 10.0.0.25:587')`,
        [address, JSON.stringify({ subject, body: 'Still here.' })],
      );
    } finally {
      await db.end();
    }

    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Email', 'Email Templates');
    // The e-mail log's own filter and Refresh (the SMS log beside it has its own).
    const filter = page.getByRole('group', { name: 'Which e-mails to show' });
    const refresh = filter.locator('xpath=..').getByRole('button', { name: 'Refresh' });
    await filter.getByRole('button', { name: 'Failed', exact: true }).click();
    const log = page.getByRole('table', { name: 'Delivery log' });
    await log.getByText(address).waitFor();
    await log.getByText('connect ECONNREFUSED 10.0.0.25:587').waitFor();
    await log.getByRole('button', { name: `Resend the email to ${address}` }).click();
    await expectToast(page, `The email to ${address} is being sent again`);
    await waitForMail(address, new RegExp(`^${subject}$`));
    await refresh.click();
    await log.getByText(address).waitFor({ state: 'detached' });
  });
});
