import { type ConsoleMessage, type Page, type Request } from 'playwright-core';
import { signInAdminApi } from '../../support/admin-api.js';
import { waitForMail } from '../../support/mailbox.js';
import { browserForSpec, toast, uniqueEmail, visit } from './storefront-pages.js';

interface StoredContact {
  email: string;
  subject: string;
  message: string;
  phone: string | null;
}

const isChallenge = (request: Request) => new URL(request.url()).pathname === '/api/proof-of-work/challenge';
const isSolver = (request: Request) => /\/assets\/proof-of-work-solver-[\w-]+\.js$/.test(request.url());

/** Every request of the page the predicate picks, and the console's complaints about the security policy. */
function watch(page: Page, pick: (request: Request) => boolean) {
  const requests: Request[] = [];
  const policyViolations: string[] = [];
  page.on('request', (request) => {
    if (pick(request)) requests.push(request);
  });
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });
  return { requests, policyViolations };
}

describe('storefront forms', () => {
  const browser = browserForSpec();

  it('contact: missing and malformed fields show the messages beside their fields', async () => {
    const page = await browser().newPage();
    await visit(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Message is required',
    ]) {
      await form.getByText(message).waitFor();
    }
    await form.getByLabel('Email').fill('amina@');
    await form.getByLabel('Phone (optional)').fill('12 34');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please enter a valid email address').waitFor();
    await form.getByText('Please enter a valid phone number').waitFor();
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('contact: a valid message is stored, acknowledged by e-mail and confirmed with the success toast', async () => {
    const page = await browser().newPage();
    await visit(page, '/contact');
    const email = uniqueEmail('contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    expect(await form.getByLabel('Subject').inputValue()).toBe('General Inquiry');
    await form.getByLabel('First Name').fill('Amina');
    await form.getByLabel('Last Name').fill('Wanjiku');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone (optional)').fill('0712 345 678');
    await form.getByLabel('Subject').selectOption('Membership Information');
    await form.getByLabel('Message').fill('Do you have a Flexible plan for two people?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await toast(page, 'Message Sent Successfully!').waitFor();
    expect(await toast(page, 'Message Sent Successfully!').innerText()).toContain('within 24 hours');
    expect(await form.getByLabel('Email').inputValue()).toBe('');

    const mail = await waitForMail(email, /We received your message: Membership Information/);
    expect(mail.text ?? mail.html).toBeTruthy();
    const admin = await signInAdminApi();
    const stored = (await admin.request<StoredContact[]>('GET', '/api/admin/contacts')).find(
      (contact) => contact.email === email,
    );
    expect(stored).toMatchObject({
      subject: 'Membership Information',
      message: 'Do you have a Flexible plan for two people?',
      phone: '0712345678',
    });
  });

  it('careers: Apply fills the position and moves to the form; the application is acknowledged', async () => {
    const page = await browser().newPage();
    await visit(page, '/careers');
    const opening = page.getByRole('button', { name: /^Operations Coordinator/ });
    // The openings' code loads on first use: a press meanwhile opens the role once it is in.
    await opening.click();
    await page.getByText('Coordinate cleaning, security, maintenance').waitFor();
    expect(await opening.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Apply for Operations Coordinator' }).click();

    const form = page.getByRole('form', { name: 'Job application' });
    expect(await form.getByLabel('Position').inputValue()).toBe('Operations Coordinator');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'firstName');
    await page.waitForFunction(() => {
      const top = document.getElementById('apply')?.getBoundingClientRect().top ?? 9999;
      return Math.abs(top) < 120;
    });

    const email = uniqueEmail('careers');
    await form.getByLabel('First Name').fill('Baraka');
    await form.getByLabel('Last Name').fill('Otieno');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Link to Your CV (optional)').fill('cv.pdf');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.getByText('Resume link must be a web address starting with http:// or https://').waitFor();
    await form.getByLabel('Link to Your CV (optional)').fill('https://example.com/baraka-cv.pdf');
    await form.getByRole('button', { name: 'Submit Application' }).click();

    await toast(page, 'Application Submitted Successfully!').waitFor();
    await waitForMail(email, /Your application for Operations Coordinator/);
  });

  it('newsletter: the footer form asks for an address, the home form for a valid one', async () => {
    const page = await browser().newPage();
    await visit(page, '/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
    await toast(page, 'Email Required').waitFor();

    const home = page.locator('#newsletter');
    await home.getByLabel('Email address').fill('not-an-email');
    await home.getByRole('button', { name: 'Subscribe' }).click();
    await toast(page, 'Invalid Email').waitFor();
    expect(await toast(page, 'Email Required').count()).toBe(0);
  });

  it('newsletter: a sign-up from the footer of any page is welcomed by e-mail', async () => {
    const page = await browser().newPage();
    await visit(page, '/about');
    const email = uniqueEmail('newsletter');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await toast(page, 'Subscribed Successfully!').waitFor();
    await waitForMail(email, /Welcome to the Syokimau Coworking Hub newsletter/);
  });

  it('proof of work: solved unseen when a form appears, its code loaded only then, within the security policy', async () => {
    const page = await browser().newPage();
    const watched = watch(page, (request) => isChallenge(request) || isSolver(request));

    // A content page loads no proof-of-work code and asks for no challenge until its newsletter form is used.
    await visit(page, '/about');
    expect(watched.requests).toEqual([]);
    const challenged = page.waitForRequest(isChallenge);
    await page.getByRole('contentinfo').getByLabel('Email address').focus();
    await challenged;
    expect(watched.requests.filter(isSolver)).toHaveLength(1);

    // The contact form's code comes when it is first used, and solves one then, while the person types; the
    // message carries the answer.
    await visit(page, '/contact');
    expect(watched.requests.filter(isChallenge)).toHaveLength(1);
    const form = page.getByRole('form', { name: 'Contact form' });
    const challengedAgain = page.waitForRequest(isChallenge);
    await form.getByLabel('First Name').fill('Wairimu');
    await challengedAgain;
    await form.getByLabel('Last Name').fill('Kamau');
    await form.getByLabel('Email').fill(uniqueEmail('proof'));
    await form.getByLabel('Message').fill('Is there a quiet room for calls?');
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/contacts',
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).headers()['x-proof-of-work']).toMatch(/^[A-Za-z0-9+/]{100,}={0,2}$/);
    await toast(page, 'Message Sent Successfully!').waitFor();
    expect(watched.policyViolations).toEqual([]);
  });

  it('proof of work: when the browser could not do it, the person is told to try again, and trying again works', async () => {
    const page = await browser().newPage();
    await page.route('**/api/proof-of-work/challenge', (route) => route.abort());
    await visit(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First Name').fill('Kioko');
    await form.getByLabel('Last Name').fill('Mutua');
    await form.getByLabel('Email').fill(uniqueEmail('retry'));
    await form.getByLabel('Message').fill('Do you host workshops?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const refused = toast(page, 'Message Failed to Send');
    await refused.waitFor();
    expect(await refused.innerText()).toContain('Your browser did not finish the security check. Please try again.');

    await page.unroute('**/api/proof-of-work/challenge');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message Sent Successfully!').waitFor();
  });
});
