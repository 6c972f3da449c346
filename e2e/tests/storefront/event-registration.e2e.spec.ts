import { waitForMail } from '../../support/mailbox.js';
import { openTab, signIn } from '../admin/admin-pages.js';
import { browserForSpec, uniqueEmail, visit } from './storefront-pages.js';

// Demo content (backend/src/database/seeders/demo-content.ts): free, 60 seats.
const FOUNDERS_MIXER = 'Mombasa Road Founders Mixer';

describe('registering for an event', () => {
  const browser = browserForSpec();

  it('registers from the Register button, shows the confirmation, e-mails a calendar file; staff see the attendee', async () => {
    const email = uniqueEmail('event');
    const page = await browser().newPage();
    await visit(page, '/events');
    await page.getByRole('button', { name: `Register for ${FOUNDERS_MIXER}` }).click();
    const dialog = page.getByRole('dialog', { name: `Register for ${FOUNDERS_MIXER}` });
    expect(await dialog.innerText()).toContain('Admission: Free');
    await dialog.getByLabel('First Name').fill('Achieng');
    await dialog.getByLabel('Last Name').fill('Odhiambo');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.getByRole('status').getByText(`You're registered for ${FOUNDERS_MIXER}`, { exact: false }).waitFor();

    const confirmation = await waitForMail(email, new RegExp(`^You're registered: ${FOUNDERS_MIXER}`));
    expect(confirmation.attachments.map((attachment) => attachment.filename)).toEqual(['event.ics']);
    expect(confirmation.attachments[0].content.toString('utf8')).toContain('DTSTART:20261210T150000Z');

    // The same address again: the form stays, with the server's reason.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Register for ${FOUNDERS_MIXER}` }).click();
    await dialog.getByLabel('First Name').fill('Achieng');
    await dialog.getByLabel('Last Name').fill('Odhiambo');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.getByRole('alert').getByText('is already registered', { exact: false }).waitFor();

    // Staff find the attendee under the event's Attendees button in the admin.
    const admin = await browser().newPage();
    await signIn(admin);
    await openTab(admin, 'Events', 'Event Management');
    await admin.getByRole('search', { name: 'Filter events' }).getByLabel('Search').fill(FOUNDERS_MIXER);
    await admin
      .getByTestId('event-row')
      .filter({ hasText: FOUNDERS_MIXER })
      .getByRole('button', { name: /^Attendees \(\d+\)$/ })
      .click();
    const attendees = admin.getByRole('dialog', { name: `Attendees: ${FOUNDERS_MIXER}` });
    await attendees.getByTestId('attendee-row').filter({ hasText: email }).getByText('Achieng Odhiambo').waitFor();
    expect(await attendees.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(
      /^\/api\/admin\/events\/[0-9a-f-]{36}\/registrations\/export\.csv\?_sort=createdAt&_order=DESC$/,
    );
  });
});
