import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
import { waitForMail } from '../../support/mailbox.js';
import { expectToast, openTab, signIn, uniqueSuffix } from './admin-pages.js';

const CROWD = 300;

/**
 * Tour requests written as the public form writes them (its own specs book through the form): `count` of them,
 * each its own group, e-mails `crowd-<suffix>-<n>@example.com`.
 */
async function insertTourRequests(suffix: string, count: number, date: string): Promise<void> {
  const db = new pg.Client({ connectionString: productUnderTest().databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into space_bookings (type, date, time, duration, status, first_name, last_name, email, phone, created_at)
       select 'tour', $2, '10:00', 1, 'pending', 'Crowd' || n, $1, 'crowd-' || $1 || '-' || n || '@example.com',
              '+2547' || lpad(n::text, 8, '0'), now() - n * interval '1 second'
       from generate_series(1, $3::int) n`,
      [suffix, date, count],
    );
  } finally {
    await db.end();
  }
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('the Bookings tab', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('finds a booking by e-mail among 300, pages through them and exports what the filters show', async () => {
    const suffix = uniqueSuffix();
    await insertTourRequests(suffix, CROWD, inDays(6));
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Bookings', 'Booking Management');
    const rows = page.getByTestId('booking-row');
    const filters = page.getByRole('search', { name: 'Filter bookings' });

    // One customer among 300, by e-mail.
    const wanted = `crowd-${suffix}-137@example.com`;
    await filters.getByRole('searchbox', { name: 'Search' }).fill(wanted);
    await page.getByText('1–1 of 1').waitFor();
    await rows.filter({ hasText: wanted }).getByText(`Crowd137 ${suffix}`).waitFor();

    // The crowd by its family name: 300 rows, 25 a page, newest first, the pager walks them.
    await filters.getByRole('searchbox', { name: 'Search' }).fill(suffix);
    await page.getByText(`1–25 of ${CROWD}`).waitFor();
    await rows.first().getByText(`Crowd1 ${suffix}`).waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText(`26–50 of ${CROWD}`).waitFor();
    await rows.first().getByText(`Crowd26 ${suffix}`).waitFor();
    expect(await rows.count()).toBe(25);

    // Export: every page of what the filters show, as a spreadsheet reads it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const records = parse(await readFile((await download.path())!, 'utf8'), {
      columns: true,
      bom: true,
      skip_empty_lines: true,
    }) as Record<string, string>[];
    expect(records).toHaveLength(CROWD);
    expect(new Set(records.map((record) => record['E-mail']))).toContain(wanted);
    expect(records.every((record) => record.Kind === 'tour' && record.Status === 'pending')).toBe(true);
    expect(records[0]?.Customer).toBe(`Crowd1 ${suffix}`);
  });

  it('approves two tour requests at once, e-mailing each customer', async () => {
    const suffix = uniqueSuffix();
    await insertTourRequests(suffix, 3, inDays(7));
    const page = await browser.newPage();
    await signIn(page);
    await openTab(page, 'Bookings', 'Booking Management');
    const filters = page.getByRole('search', { name: 'Filter bookings' });
    await filters.getByRole('searchbox', { name: 'Search' }).fill(suffix);
    await filters.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Tours' }).click();
    await page.getByText('1–3 of 3').waitFor();

    const rows = page.getByTestId('booking-row');
    for (const n of [1, 2])
      await rows
        .filter({ hasText: `Crowd${n} ${suffix}` })
        .getByRole('checkbox')
        .check();
    const selected = page.getByRole('region', { name: 'Selected tour requests' });
    await selected.getByText('2 tour requests selected').waitFor();
    await selected.getByRole('button', { name: 'Approve selected' }).click();
    await expectToast(page, '2 tour requests approved');

    await rows
      .filter({ hasText: `Crowd1 ${suffix}` })
      .getByText('Confirmed')
      .waitFor();
    await rows
      .filter({ hasText: `Crowd2 ${suffix}` })
      .getByText('Confirmed')
      .waitFor();
    await rows
      .filter({ hasText: `Crowd3 ${suffix}` })
      .getByText('Pending')
      .waitFor();
    await waitForMail(`crowd-${suffix}-1@example.com`, /confirmed/i);
    await waitForMail(`crowd-${suffix}-2@example.com`, /confirmed/i);
  });
});
