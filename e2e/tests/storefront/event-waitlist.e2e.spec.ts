import { randomBytes } from 'node:crypto';
import { signInAdminApi } from '../../support/admin-api.js';
import { fullEvent } from '../../support/events.js';
import { waitForMail } from '../../support/mailbox.js';
import { browserForSpec, visit } from './storefront-pages.js';

/** A visitor waits for a full event; staff cancel the seat; the worker offers it; the e-mailed link confirms it. */
describe('the waitlist of a full event', () => {
  const browser = browserForSpec();

  it('offers the freed seat to the visitor waiting, who confirms it from the e-mail; the link then says it has ended', async () => {
    const suffix = randomBytes(3).toString('hex');
    const title = `Waitlist Workshop ${suffix}`;
    const email = `event-waiting-${suffix}@example.com`;
    const admin = await signInAdminApi();
    const { eventId, registrationId } = await fullEvent(admin, title);

    // The registration answers "full": the dialog offers the waitlist, with what was typed carried over.
    const page = await browser().newPage();
    await visit(page, '/events');
    await page.getByRole('button', { name: `Register for ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Register for ${title}` });
    await dialog.getByLabel('First Name').fill('Zawadi');
    await dialog.getByLabel('Last Name').fill('Mwangi');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    const waitlist = dialog.getByRole('region', { name: 'Full — join the waitlist' });
    await waitlist.waitFor();
    expect(await waitlist.getByLabel('Email').inputValue()).toBe(email);
    // The waitlist needs a phone number, which registering did not.
    await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
    await waitlist.getByText('Phone number is required').waitFor();
    await waitlist.getByLabel('Phone').fill('0712 345 678');
    await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
    await dialog
      .getByRole('status')
      .getByText(new RegExp(`You're on the waitlist for ${title} on .*, number 1 in line\\.`))
      .waitFor();
    await waitForMail(email, new RegExp(`^You're on the waitlist: ${title}`));

    // The card now says the event is full, and opens the waitlist straight away; joining twice is refused.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Full — join the waitlist for ${title}` }).click();
    await waitlist.getByLabel('First Name').fill('Zawadi');
    await waitlist.getByLabel('Last Name').fill('Mwangi');
    await waitlist.getByLabel('Email').fill(email);
    await waitlist.getByLabel('Phone').fill('0712345678');
    await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
    await waitlist.getByRole('alert').getByText(email, { exact: false }).waitFor();

    // Staff cancel the seat: within a run of the worker (every 30 s), it is held for the visitor and e-mailed.
    await admin.request('POST', `/api/admin/events/${eventId}/registrations/${registrationId}/cancel`, {});
    const offer = await waitForMail(email, new RegExp(`^A seat at ${title} is yours`), 60_000);
    const confirmUrl = /https?:\/\/\S+\/api\/waitlist\/offers\/[\w-]+/.exec(offer.text ?? '')![0];

    // The link leads to the events page, which asks to confirm the held seat; the token leaves the address.
    const visitor = await browser().newPage();
    await visitor.goto(new URL(confirmUrl).pathname);
    const seat = visitor.getByRole('dialog', { name: 'A seat is held for you' });
    await seat.waitFor();
    await visitor.waitForURL((url) => url.pathname === '/events' && url.hash === '');
    await seat.getByRole('button', { name: 'Confirm my seat' }).click();
    await seat
      .getByRole('status')
      .getByText(`Your seat at ${title} is confirmed. A confirmation with a calendar file is on its way to ${email}.`)
      .waitFor();
    const confirmation = await waitForMail(email, new RegExp(`^You're registered: ${title}`));
    expect(confirmation.attachments.map((attachment) => attachment.filename)).toEqual(['event.ics']);
    await seat.getByRole('button', { name: 'Done' }).click();
    await seat.waitFor({ state: 'detached' });

    // The same link again: the offer has ended, said on the events page until dismissed.
    await visitor.goto(new URL(confirmUrl).pathname);
    await visitor.waitForURL((url) => url.pathname === '/events' && url.search === '?waitlist-offer=ended');
    const ended = visitor.getByRole('status').filter({ hasText: 'This offer has ended' });
    await ended.waitFor();
    await ended.getByRole('button', { name: 'Dismiss' }).click();
    await ended.waitFor({ state: 'detached' });
    expect(new URL(visitor.url()).search).toBe('');
  });
});
