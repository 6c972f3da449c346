import { buildPermissionMap } from '@coworking/domain';
import { DEFAULT_TEMPLATES } from '../../src/modules/mail/templates/default-templates.js';
import { createTestApp, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

interface TemplateBody {
  id: string;
  name: string;
  subject: string;
  variables: string[];
  isActive: boolean;
  textContent: string | null;
}

describe('the Email Templates API', () => {
  let testApp: TestApp;
  let root: Session;
  const json = async <T>(response: Response) => ({ status: response.status, body: (await response.json()) as T });

  beforeAll(async () => {
    testApp = await createTestApp();
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => testApp.close());

  it('lists the product’s default templates, stored once for admins to edit', async () => {
    const { status, body } = await json<TemplateBody[]>(await root.request('GET', '/admin/email-templates'));
    expect(status).toBe(200);
    expect(body.map((template) => template.name).sort()).toEqual(
      DEFAULT_TEMPLATES.map((template) => template.name).sort(),
    );
    expect(body.find((template) => template.name === 'tour-requested')?.variables).toEqual([
      'firstName',
      'date',
      'time',
      'manageUrl',
    ]);
  });

  it('creates a template, reading variables sent as a JSON string', async () => {
    const created = await json<TemplateBody>(
      await root.request('POST', '/admin/email-templates', {
        name: 'event-reminder',
        subject: 'See you at {{spaceTitle}}',
        htmlContent: '<p>Hi {{firstName}}</p>',
        textContent: '',
        description: 'Reminder before an event',
        variables: '["firstName","spaceTitle"]',
        isActive: true,
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'event-reminder',
      variables: ['firstName', 'spaceTitle'],
      textContent: null,
      isActive: true,
    });

    const fromCommas = await json<TemplateBody>(
      await root.request('POST', '/admin/email-templates', {
        name: 'commas',
        subject: 'S',
        htmlContent: '<p>x</p>',
        variables: 'firstName, date',
      }),
    );
    expect(fromCommas.body.variables).toEqual(['firstName', 'date']);
    const unparsable = await json<TemplateBody>(
      await root.request('POST', '/admin/email-templates', {
        name: 'unparsable',
        subject: 'Hi {{firstName}}',
        htmlContent: '<p>x</p>',
        variables: '{oops',
      }),
    );
    expect(unparsable.body.variables).toEqual(['firstName']);
  });

  it('refuses bad names, duplicate names and broken template syntax with clear messages', async () => {
    const badName = await json<{ message: string }>(
      await root.request('POST', '/admin/email-templates', {
        name: 'Booking Confirmed',
        subject: 'S',
        htmlContent: '<p>x</p>',
      }),
    );
    expect(badName).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: 'Template name must be lowercase letters and numbers separated by hyphens',
      }),
    });
    const duplicate = await json<{ message: string }>(
      await root.request('POST', '/admin/email-templates', {
        name: 'tour-requested',
        subject: 'S',
        htmlContent: '<p>x</p>',
      }),
    );
    expect(duplicate).toEqual({
      status: 409,
      body: expect.objectContaining({ message: 'An email template with this name already exists.' }),
    });
    const broken = await json<{ message: string }>(
      await root.request('POST', '/admin/email-templates', {
        name: 'broken',
        subject: 'S',
        htmlContent: '<p>{{#if firstName}}unclosed</p>',
      }),
    );
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^The HTML content has a template error: /);
  });

  it('previews with sample values', async () => {
    const templates = (await json<TemplateBody[]>(await root.request('GET', '/admin/email-templates'))).body;
    const tour = templates.find((template) => template.name === 'tour-requested')!;
    const preview = await json<{ subject: string; html: string; text: string }>(
      await root.request('POST', `/admin/email-templates/${tour.id}/preview`),
    );
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('We received your tour request for 2026-12-04');
    expect(preview.body.html).toContain('Hi Wanjiku');
    expect(preview.body.text).toContain('on 2026-12-04 at 10:00 (30 minutes)');
  });

  it('checks the test e-mail fields with the screen’s messages', async () => {
    const missing = async (body: object) =>
      (await json<{ message: string }>(await root.request('POST', '/admin/test-email', body))).body.message;
    expect(await missing({ address: '', subject: 'S', body: 'B' })).toBe('Please enter an email address');
    expect(await missing({ address: 'a@example.com', subject: '   ', body: 'B' })).toBe('Please enter a subject');
    expect(await missing({ address: 'a@example.com', subject: 'S', body: ' ' })).toBe(
      'Please enter email body content',
    );
    const templates = (await json<TemplateBody[]>(await root.request('GET', '/admin/email-templates'))).body;
    expect(
      (
        await json<{ message: string }>(
          await root.request('POST', `/admin/email-templates/${templates[0].id}/test`, { address: '' }),
        )
      ).body.message,
    ).toBe('Please enter an email address');
  });

  it('edits and deletes templates; the e-mail log lists queued mail', async () => {
    const created = (
      await json<TemplateBody>(
        await root.request('POST', '/admin/email-templates', {
          name: 'short-lived',
          subject: 'S',
          htmlContent: '<p>x</p>',
        }),
      )
    ).body;
    const edited = await json<TemplateBody>(
      await root.request('PUT', `/admin/email-templates/${created.id}`, { isActive: false, subject: 'New {{date}}' }),
    );
    expect(edited.body).toMatchObject({ isActive: false, subject: 'New {{date}}', variables: ['date'] });
    expect((await root.request('DELETE', `/admin/email-templates/${created.id}`)).status).toBe(204);
    expect((await root.request('DELETE', `/admin/email-templates/${created.id}`)).status).toBe(404);

    const sent = await json<{ outboxId: string }>(
      await root.request('POST', '/admin/test-email', {
        address: 'log@example.com',
        subject: 'For the log',
        body: 'B',
      }),
    );
    const log = await json<{ id: string; recipient: string; template: string; status: string; attempts: number }[]>(
      await root.request('GET', '/admin/email-log'),
    );
    expect(log.body.find((entry) => entry.id === sent.body.outboxId)).toMatchObject({
      recipient: 'log@example.com',
      template: 'test-email',
      attempts: 0,
    });
  });

  it('shows templates to emailTemplates.view and lets only emailTemplates.send send', async () => {
    await makeAdmin(testApp.em(), {
      username: 'reader',
      permissions: buildPermissionMap(
        (resource, action) => (resource === 'emailTemplates' && action === 'view') || resource === 'contacts',
      ),
    });
    const reader = await signIn(testApp.api, 'reader');
    expect((await reader.request('GET', '/admin/email-templates')).status).toBe(200);
    expect(
      (await reader.request('POST', '/admin/test-email', { address: 'a@example.com', subject: 'S', body: 'B' })).status,
    ).toBe(403);
  });
});
