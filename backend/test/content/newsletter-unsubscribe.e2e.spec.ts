import { ContentService } from '../../src/modules/content/content.service.js';
import { NewsletterSubscription } from '../../src/modules/content/entities/newsletter-subscription.entity.js';
import { MailDeliveryService } from '../../src/modules/mail/delivery/mail-delivery.service.js';
import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { createTestApp, ROOT, type Session, signIn, type TestApp, workerMailDelivery } from '../support/test-app.js';

interface SubscriberRow {
  id: string;
  email: string;
  status: string;
  source: string;
  consentedAt: string;
  unsubscribedAt: string | null;
}

describe('the newsletter: consent, the e-mailed unsubscribe link and the staff list', () => {
  let smtp: SmtpSink;
  let testApp: TestApp;
  let delivery: MailDeliveryService;
  let root: Session;
  const subscribers = async (query = '') => {
    const response = await root.request('GET', `/admin/newsletter-subscribers${query}`);
    return {
      status: response.status,
      total: response.headers.get('x-total-count'),
      body: (await response.json()) as SubscriberRow[],
    };
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Syokimau Coworking Hub <hello@syokimau.test>' };
    testApp = await createTestApp({ ...env, PUBLIC_URL: 'http://coworking.example' });
    // The worker's own delivery code, run here on the outbox row: rendering, headers and SMTP as in production.
    delivery = workerMailDelivery(testApp);
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });

  afterAll(async () => {
    delivery.onModuleDestroy();
    await testApp.close();
    await smtp.close();
  });

  it('welcomes a subscriber with an unsubscribe link and one-click List-Unsubscribe headers; the link never names the address', async () => {
    await testApp.app.get(ContentService).subscribe('Wanjiru@Example.com');
    const outbox = await testApp.em().findOneOrFail(MailOutbox, { recipient: 'wanjiru@example.com' });
    expect(await delivery.deliver(outbox.id)).toMatchObject({ kind: 'sent' });
    const [welcome] = await smtp.waitForMessages(1);
    expect(welcome.subject).toBe('Welcome to the Syokimau Coworking Hub newsletter');
    // As a mail client reads them: the raw header lines (the parser folds List-* headers into one object).
    const header = (name: string) =>
      welcome.headerLines
        .find((line) => line.key === name)
        ?.line.replace(/^[^:]+:\s*/, '')
        .trim();
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const headerUrl = /^<(.+)>$/.exec(header('list-unsubscribe') ?? '')![1];
    const textUrl = /Unsubscribe: (\S+)/.exec(welcome.text ?? '')![1];
    expect(textUrl).toBe(headerUrl);
    expect(headerUrl).toMatch(/^http:\/\/coworking\.example\/api\/newsletter\/unsubscribe\/[\w-]{32}$/);
    expect(headerUrl.toLowerCase()).not.toContain('wanjiru');
    expect(welcome.html).toContain(`href="${headerUrl}"`);

    const [row] = (await subscribers('?q=wanjiru')).body;
    expect(row).toMatchObject({
      email: 'wanjiru@example.com',
      status: 'subscribed',
      source: 'website',
      unsubscribedAt: null,
    });
    expect(Date.now() - Date.parse(row.consentedAt)).toBeLessThan(60_000);
  });

  it('shows a confirmation page on opening the link (nothing changes), and unsubscribes on its button', async () => {
    await testApp.app.get(ContentService).subscribe('kamau@example.com');
    const { unsubscribeToken } = await testApp
      .em()
      .findOneOrFail(NewsletterSubscription, { email: 'kamau@example.com' });
    const link = `${testApp.api}/newsletter/unsubscribe/${unsubscribeToken}`;
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toContain('text/html');
    const page = await opened.text();
    expect(page).toContain('Unsubscribe from the newsletter?');
    expect(page).toContain('kamau@example.com');
    expect(page).toContain('<form method="post">');
    expect((await subscribers('?q=kamau')).body[0].status).toBe('subscribed');

    const clicked = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(clicked.status).toBe(200);
    expect(await clicked.text()).toContain('will get no more newsletter e-mails');
    const [row] = (await subscribers('?q=kamau')).body;
    expect(row.status).toBe('unsubscribed');
    expect(row.unsubscribedAt).not.toBeNull();
    const again = await fetch(link);
    expect(await again.text()).toContain('was already unsubscribed');
  });

  it('unsubscribes by a mail client’s one-click POST, and says so for an unknown link', async () => {
    await testApp.app.get(ContentService).subscribe('otieno@example.com');
    const { unsubscribeToken } = await testApp
      .em()
      .findOneOrFail(NewsletterSubscription, { email: 'otieno@example.com' });
    const oneClick = await fetch(`${testApp.api}/newsletter/unsubscribe/${unsubscribeToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await subscribers('?status=unsubscribed&q=otieno')).total).toBe('1');
    const unknown = await fetch(`${testApp.api}/newsletter/unsubscribe/not-a-real-token`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This unsubscribe link is not valid.');
  });

  it('lists subscribers with paging, filters and bounds; staff may unsubscribe someone but never subscribe them', async () => {
    const all = await subscribers('?_start=0&_end=2&_sort=email&_order=ASC');
    expect(all.total).toBe('3');
    expect(all.body.map((row) => row.email)).toEqual(['kamau@example.com', 'otieno@example.com']);
    expect((await subscribers('?status=subscribed')).body.map((row) => row.email)).toEqual(['wanjiru@example.com']);
    const bad = await root.request('GET', '/admin/newsletter-subscribers?status=maybe');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('status must be subscribed or unsubscribed');
    const [wanjiru] = (await subscribers('?q=wanjiru')).body;
    const resubscribe = await root.request('PATCH', `/admin/newsletter-subscribers/${wanjiru.id}`, {
      status: 'subscribed',
    });
    expect(resubscribe.status).toBe(400);
    expect(((await resubscribe.json()) as { message: string }).message).toBe(
      'Staff can only unsubscribe someone; subscribing again takes their own consent on the website form',
    );
    const unsubscribed = await root.request('PATCH', `/admin/newsletter-subscribers/${wanjiru.id}`, {
      status: 'unsubscribed',
    });
    expect(((await unsubscribed.json()) as SubscriberRow).status).toBe('unsubscribed');
    const csv = await root.request(
      'GET',
      '/admin/newsletter-subscribers/export.csv?status=unsubscribed&_sort=email&_order=ASC',
    );
    expect(csv.headers.get('content-disposition')).toMatch(/filename="newsletter-subscribers-[\d-]+\.csv"/);
    const lines = Buffer.from(await csv.arrayBuffer())
      .subarray(3)
      .toString('utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('E-mail,Status,Source,Consented (Nairobi),Unsubscribed (Nairobi),First signed up (Nairobi)');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'kamau@example.com,unsubscribed,website',
      'otieno@example.com,unsubscribed,website',
      'wanjiru@example.com,unsubscribed,website',
    ]);
    // Signing up again is new consent: subscribed, with a fresh consent time.
    await testApp.app.get(ContentService).subscribe('wanjiru@example.com');
    const [back] = (await subscribers('?q=wanjiru')).body;
    expect(back).toMatchObject({ status: 'subscribed', unsubscribedAt: null });
    expect(Date.parse(back.consentedAt)).toBeGreaterThan(Date.parse(wanjiru.consentedAt));
  });
});
