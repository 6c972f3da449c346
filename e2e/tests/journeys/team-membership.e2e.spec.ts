import { formatMembershipDate, membershipPeriodEnd, venueToday } from '@coworking/domain';
import { randomBytes } from 'node:crypto';
import { type BrowserSession, openBrowser, PHONE_VIEWPORT } from '../../support/browser.js';
import { signInLinkIn, waitForMail } from '../../support/mailbox.js';
import { fillContactDetails, payInSandboxCheckout, pickCalendarDate, visit } from '../../support/storefront.js';

/** The demo's Flexible plan: KSh 10,500 a month, 12 desk days and 1 guest pass a month. */
const PLAN = 'Flexible';

describe('journey: a company buys a team membership, its billing contact gives a seat, the colleague signs in', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('pays for 3 seats at once, assigns one by e-mail, the colleague sees their seat and allowance; one more seat is bought', async () => {
    const today = venueToday();
    const periodEnd = formatMembershipDate(membershipPeriodEnd(today, 'monthly', 1));
    const suffix = randomBytes(4).toString('hex');
    const company = `Kamau Designs ${suffix} Ltd`;
    const contactEmail = `team-contact-${suffix}@example.com`;
    const colleagueEmail = `team-seat-${suffix}@example.com`;

    // The company's contact subscribes for a team of three, starting today, and pays by card.
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await visit(page, '/membership');
    await page.getByRole('button', { name: `Subscribe to ${PLAN}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await pickCalendarDate(page, today);
    await dialog.getByRole('radio', { name: /^My team \(company pays\)/ }).check();
    await dialog.getByRole('spinbutton', { name: 'Seats' }).fill('3');
    await dialog.getByRole('textbox', { name: 'Company name' }).fill(company);
    await dialog.getByRole('textbox', { name: 'KRA PIN (optional)' }).fill('p051234567x');
    await dialog.getByText('KSh 10,500 × 3 seats = KSh 31,500 per month').waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(`The receipt goes to ${company} (KRA PIN P051234567X).`, { exact: false }).waitFor();
    await fillContactDetails(page, { firstName: 'Njeri', lastName: 'Kamau', email: contactEmail, phone: '0722000777' });
    await dialog.getByRole('button', { name: 'Pay KSh 31,500' }).click();
    await payInSandboxCheckout(page, 'success', 'card');
    await dialog.getByText(`Subscription activated successfully! Welcome to ${PLAN}`, { exact: false }).waitFor();

    // The billing contact signs in to the member portal by the e-mailed link.
    await visit(page, '/member-portal');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(contactEmail);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    const portal = await page.context().newPage();
    await visit(portal, signInLinkIn(await waitForMail(contactEmail, /sign-in link/i)));
    await portal.getByRole('heading', { level: 1, name: 'Welcome back, Njeri!' }).waitFor();

    // The overview shows the team membership: its seats, its company and the charge for all of them.
    const overview = portal.getByRole('tabpanel', { name: 'Overview' });
    const card = overview.getByRole('listitem').filter({ has: portal.getByRole('heading', { name: PLAN }) });
    await card.getByText(`3 seats for ${company}`).waitFor();
    await card.getByText(`KSh 31,500 on ${periodEnd}`).waitFor();

    // The Team tab: no seat given yet; one is given to a colleague by e-mail.
    await portal.getByRole('tab', { name: 'Team', exact: true }).click();
    const team = portal.getByRole('tabpanel', { name: 'Team' });
    await team.getByRole('heading', { name: company }).waitFor();
    await team.getByText('0 of 3 seats assigned').waitFor();
    const assign = team.getByRole('form', { name: `Assign a seat of ${company}` });
    await assign.getByRole('textbox', { name: 'First name' }).fill('Achieng');
    await assign.getByRole('textbox', { name: 'Last name' }).fill('Otieno');
    await assign.getByRole('textbox', { name: 'Email' }).fill(colleagueEmail);
    await assign.getByRole('button', { name: 'Assign seat' }).click();
    await team
      .getByRole('status')
      .getByText("Seat given to Achieng Otieno. We've e-mailed them a sign-in link.")
      .waitFor();
    await team.getByText('1 of 3 seats assigned').waitFor();
    await team.getByText(colleagueEmail, { exact: false }).waitFor();
    await team.getByRole('button', { name: "Take back Achieng Otieno's seat" }).waitFor();

    // The colleague is told of the seat, and gets a sign-in link of their own.
    const seatMail = await waitForMail(colleagueEmail, new RegExp(`^${company} gave you a seat: ${PLAN} membership$`));
    expect(seatMail.text).toContain('Njeri Kamau has given you a seat');
    const link = signInLinkIn(await waitForMail(colleagueEmail, /sign-in link/i));

    // Signed in on their own device, the colleague sees the seat with its own allowance, and nothing to pay or cancel.
    const colleague = await browser.newPage({ viewport: PHONE_VIEWPORT });
    await visit(colleague, link);
    await colleague.getByRole('heading', { level: 1, name: 'Welcome back, Achieng!' }).waitFor();
    const seatOverview = colleague.getByRole('tabpanel', { name: 'Overview' });
    await seatOverview.getByRole('heading', { name: 'Your allowance' }).waitFor();
    await seatOverview.getByText('12 of 12 desk days left').waitFor();
    const seat = seatOverview.getByRole('listitem').filter({ has: colleague.getByRole('heading', { name: PLAN }) });
    await seat.getByText(`Seat of ${company}'s team — managed by its billing contact`).waitFor();
    await seat.getByText('Status: Active').waitFor();
    expect(await seat.getByRole('button').count()).toBe(0);
    expect(await seat.getByText('Next charge').count()).toBe(0);
    // A seat holder manages no team.
    expect(await colleague.getByRole('tab', { name: 'Team', exact: true }).count()).toBe(0);

    // The billing contact adds a seat for the rest of the period, pays on the hosted payment page, and is brought back
    // to the Team tab, which checks the payment and shows the seat added.
    await team.getByRole('spinbutton', { name: 'Seats to add' }).fill('1');
    await team.getByRole('button', { name: 'Pay for the seats' }).click();
    await portal.locator('button[value=success]').click();
    await team.getByRole('status').getByText('Seats added.', { exact: false }).waitFor();
    await team.getByText('1 of 4 seats assigned').waitFor();
    expect(new URL(portal.url()).pathname).toBe('/member-portal');
    expect(new URL(portal.url()).search).toBe('');
  });
});
