import { randomBytes } from 'node:crypto';
import { checkAccessibility as check } from '../../support/axe.js';
import { signInAdminApi } from '../../support/admin-api.js';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { productUnderTest } from '../../support/environment.js';
import { proofOfWorkHeader } from '../../support/proof-of-work.js';
import { type Credentials, openTab, signIn, uniqueSuffix } from '../admin/admin-pages.js';

/** An administrator whose role holds the e-mail templates' permissions (view, edit, send) and nothing else. */
async function emailAdmin(): Promise<Credentials> {
  const api = await signInAdminApi();
  const suffix = uniqueSuffix();
  const role = await api.request<{ id: string }>('POST', '/api/admin/roles', {
    name: `Messages ${suffix}`,
    description: 'E-mail and SMS texts and logs',
    isActive: true,
    permissions: { emailTemplates: { view: true, edit: true, send: true } },
  });
  const credentials = { username: `messages-${suffix}`, password: `messages-${suffix}-pass` };
  await api.request('POST', '/api/admin/admins', {
    username: credentials.username,
    email: `messages-${suffix}@example.com`,
    firstName: 'Wanjiru',
    lastName: 'Otieno',
    password: credentials.password,
    role: 'admin',
    customRoleId: role.id,
    isActive: true,
  });
  return credentials;
}

/** A tour booked with the SMS box ticked and confirmed by staff: its confirmation SMS goes to the local SMS sandbox. */
async function textedTour(): Promise<string> {
  const { baseUrl } = productUnderTest();
  const phone = `07${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(10, '0');
  const response = await fetch(`${baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(await proofOfWorkHeader()) },
    body: JSON.stringify({
      type: 'tour',
      date: new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10),
      time: '10:00',
      firstName: 'Wairimu',
      lastName: 'Tester',
      email: `sms-axe-${randomBytes(4).toString('hex')}@example.com`,
      phone,
      smsConsent: true,
    }),
  });
  if (!response.ok) throw new Error(`Booking a tour failed: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  await (await signInAdminApi()).request('PUT', `/api/admin/bookings/${id}`, { status: 'confirmed' });
  return `+254 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
}

describe('accessibility of the SMS screens (axe-core, WCAG 2.2 AA)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('finds no violation in the SMS texts, their editor, or the SMS log with a delivered message', async () => {
    const shown = await textedTour();
    const found: Record<string, string[]> = {};
    const page = await browser.newPage();
    await signIn(page, await emailAdmin());
    await openTab(page, 'Email', 'Email Templates');
    const texts = page.getByRole('table', { name: 'SMS texts' });
    await texts
      .getByRole('cell', { name: 'booking-confirmed', exact: true })
      .waitFor()
      .catch(async (error: unknown) => {
        throw error;
      });
    // The SMS is queued by the relay, sent to the sandbox and reported delivered within a few seconds.
    const log = page.getByRole('table', { name: 'SMS log' });
    for (let tries = 0; tries < 30; tries++) {
      if (
        await log
          .getByRole('row', { name: new RegExp(shown.replace('+', '\\+')) })
          .getByText('Delivered')
          .count()
      )
        break;
      await page.getByRole('button', { name: 'Refresh' }).last().click();
      await page.waitForTimeout(1000);
    }
    await log
      .getByRole('row', { name: new RegExp(shown.replace('+', '\\+')) })
      .getByText('Delivered')
      .waitFor();
    await check(page, found, 'Email tab with the SMS texts and log');

    await page.getByRole('button', { name: 'Edit the guest-pass SMS' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit SMS - guest-pass' });
    await editor.getByRole('textbox', { name: 'SMS text' }).fill(`{{hostName}} ${'x'.repeat(320)}`);
    await editor.getByRole('button', { name: 'Save SMS' }).click();
    await page
      .getByText(/over the 306 that fit in 2 parts/)
      .first()
      .waitFor();
    await check(page, found, 'SMS editor refusing a text over two parts');

    expect(found).toEqual({});
  });
});
