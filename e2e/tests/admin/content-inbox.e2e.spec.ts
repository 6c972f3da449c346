import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
import { waitForMail } from '../../support/mailbox.js';
import { visit } from '../../support/storefront.js';
import { expectToast, openTab, signIn, uniqueSuffix } from './admin-pages.js';

/** Rows written as the public forms write them (the forms themselves have their own specs). */
async function onDatabase(sql: string, values: unknown[]): Promise<void> {
  const db = new pg.Client({ connectionString: productUnderTest().databaseUrl });
  await db.connect();
  try {
    await db.query(sql, values);
  } finally {
    await db.end();
  }
}

describe('the contacts, applications and newsletter tabs', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('filters contacts by status, marks one responded with a note and answers it by e-mail', async () => {
    const suffix = uniqueSuffix();
    const fresh = `fresh-${suffix}@example.com`;
    const done = `done-${suffix}@example.com`;
    await onDatabase(
      `insert into contacts (first_name, last_name, email, subject, message, status)
       values ('Njeri', $1, $2, 'Event Booking', 'Can I book the hall for Friday?', 'new'),
              ('Otieno', $1, $3, 'General Inquiry', 'Thanks, all sorted.', 'closed')`,
      [`Inbox${suffix}`, fresh, done],
    );
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Contacts', 'Contact Inquiries');
    const filters = page.getByRole('search', { name: 'Filter contact inquiries' });
    await filters.getByLabel('Search').fill(`Inbox${suffix}`);
    const rows = page.getByTestId('contact-row');
    await rows.filter({ hasText: fresh }).waitFor();
    await rows.filter({ hasText: done }).waitFor();

    await filters.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Closed' }).click();
    await rows.filter({ hasText: fresh }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    await filters.getByLabel('Status').click();
    await page.getByRole('option', { name: 'New' }).click();
    await rows.filter({ hasText: done }).waitFor({ state: 'detached' });

    // The export has the filters the table shows: new inquiries matching the search, every page.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain(fresh);
    expect(csv).not.toContain(done);

    await rows
      .filter({ hasText: fresh })
      .getByRole('button', { name: `Njeri Inbox${suffix}` })
      .click();
    const dialog = page.getByRole('dialog', { name: /Event Booking/ });
    await dialog.getByText('Can I book the hall for Friday?').waitFor();
    await dialog.getByLabel('Staff note').fill('Called her back about Friday');
    await dialog.getByRole('button', { name: 'Mark responded' }).click();
    await expectToast(page, 'Marked responded');
    await dialog.getByText('Responded', { exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Mark responded' }).count()).toBe(0);

    await dialog.getByLabel('Reply to Njeri').fill('Yes, the hall is free on Friday from 9.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(page, 'Reply sent');
    const reply = await waitForMail(fresh, /^Re: Event Booking$/);
    expect(reply.text).toContain('Yes, the hall is free on Friday from 9.');
    expect(reply.text).toContain('Can I book the hall for Friday?');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // The list follows: under New it is gone, under Responded it shows with its handler.
    await rows.filter({ hasText: fresh }).waitFor({ state: 'detached' });
    await filters.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Responded' }).click();
    await rows.filter({ hasText: fresh }).getByText('Responded').waitFor();
  });

  it('reviews a job application: starts the review with a note, then hires', async () => {
    const suffix = uniqueSuffix();
    const email = `applicant-${suffix}@example.com`;
    await onDatabase(
      `insert into job_applications (position, first_name, last_name, email, cover_letter)
       values ('Community Manager', 'Amani', $1, $2, 'I ran a front desk in Westlands for two years.')`,
      [`Kiptoo${suffix}`, email],
    );
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Applications', 'Job Applications');
    const filters = page.getByRole('search', { name: 'Filter job applications' });
    await filters.getByLabel('Search').fill(email);
    const row = page.getByTestId('application-row').filter({ hasText: email });
    await row.getByText('New').waitFor();
    await row.getByRole('button', { name: `Amani Kiptoo${suffix}` }).click();

    const dialog = page.getByRole('dialog', { name: /Community Manager/ });
    await dialog.getByText('I ran a front desk in Westlands for two years.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Hire' }).count()).toBe(0);
    await dialog.getByLabel('Staff note').fill('Interview on Tuesday');
    await dialog.getByRole('button', { name: 'Start review' }).click();
    await expectToast(page, `Amani Kiptoo${suffix}: reviewing`);
    await dialog.getByRole('button', { name: 'Hire' }).click();
    await expectToast(page, `Amani Kiptoo${suffix}: hired`);
    expect(await dialog.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await row.getByText('Hired').waitFor();
  });

  it('unsubscribes by the link in the welcome e-mail, and the Newsletter tab shows it', async () => {
    const email = `reader-${uniqueSuffix()}@example.com`;
    const visitor = await browser.newPage();
    await visit(visitor, '/');
    const form = visitor.locator('#newsletter');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const welcome = await waitForMail(email, /Welcome to the Syokimau Coworking Hub newsletter/);
    const link = /Unsubscribe: (\S+)/.exec(welcome.text ?? '')?.[1];
    if (!link) throw new Error(`No unsubscribe link in:\n${welcome.text}`);
    expect(link).not.toContain(email.split('@')[0]);

    await visitor.goto(link);
    await visitor.getByRole('heading', { name: 'Unsubscribe from the newsletter?' }).waitFor();
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await visitor.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await visitor.getByText(`${email} will get no more newsletter e-mails`).waitFor();

    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Newsletter', 'Newsletter');
    await page.getByRole('search', { name: 'Filter newsletter subscribers' }).getByLabel('Search').fill(email);
    const row = page.getByTestId('subscriber-row').filter({ hasText: email });
    await row.getByText('Unsubscribed').waitFor();
    await row.getByText('Website form').waitFor();
  });
});
