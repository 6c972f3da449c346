import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { type AuditLogService, type AuditRecord } from '../../identity/audit/audit-log.service.js';
import { type MailRequest, type MailService } from '../delivery/mail.service.js';
import { EmailTemplate } from '../entities/email-template.entity.js';
import { MailOutbox } from '../entities/mail-outbox.entity.js';
import { MailError } from '../mail.errors.js';
import { TEMPLATE_MESSAGES } from '../mail.messages.js';
import { MAIL_TEMPLATES } from './default-templates.js';
import { type CreateEmailTemplateDto } from './email-template.dto.js';
import { type EmailTemplatesRepository } from './email-templates.repository.js';
import { EmailTemplatesService, type TemplateActor } from './email-templates.service.js';
import { TEMPLATE_SAFETY_MESSAGES } from './template-safety.js';

const ACTOR: TemplateActor = {
  admin: { id: 'admin-1', username: 'njeri', role: 'admin', permissions: {} } as AdminPrincipal,
  ip: '203.0.113.40',
};

class FakeTemplates implements Pick<EmailTemplatesRepository, 'byId' | 'countNamed' | 'add' | 'remove'> {
  readonly rows: EmailTemplate[] = [];
  readonly removed: EmailTemplate[] = [];
  async byId(id: string) {
    return this.rows.find((template) => template.id === id) ?? null;
  }
  async countNamed(_tx: Transaction, name: string) {
    return this.rows.filter((template) => template.name === name).length;
  }
  add(_tx: Transaction, template: EmailTemplate) {
    this.rows.push(template);
  }
  remove(_tx: Transaction, template: EmailTemplate) {
    this.removed.push(template);
  }
}

/** Messages staged with the transaction they were written in, and what was handed to the queue (and when). */
class FakeMail implements Pick<MailService, 'stage' | 'dispatch'> {
  readonly staged: { tx: Transaction; request: MailRequest }[] = [];
  readonly dispatched: { outbox: MailOutbox; commitsBefore: number }[] = [];
  constructor(private readonly unitOfWork: FakeUnitOfWork) {}
  stage(tx: Transaction, request: MailRequest) {
    this.staged.push({ tx, request });
    return new MailOutbox(request.template, request.to, request.variables ?? {});
  }
  async dispatch(rows: MailOutbox[]) {
    for (const outbox of rows) this.dispatched.push({ outbox, commitsBefore: this.unitOfWork.commits });
  }
}

class FakeAudit implements Pick<AuditLogService, 'record'> {
  readonly records: { tx: Transaction; record: AuditRecord }[] = [];
  record(tx: Transaction, record: AuditRecord) {
    this.records.push({ tx, record });
    return {} as ReturnType<AuditLogService['record']>;
  }
}

function templatesWithFakes() {
  const templates = new FakeTemplates();
  const unitOfWork = new FakeUnitOfWork();
  const mail = new FakeMail(unitOfWork);
  const audit = new FakeAudit();
  const service = new EmailTemplatesService(
    unitOfWork.asUnitOfWork(),
    mail as unknown as MailService,
    audit as unknown as AuditLogService,
    templates as unknown as EmailTemplatesRepository,
  );
  return { service, templates, mail, audit, unitOfWork };
}

const body = (fields: Partial<CreateEmailTemplateDto> = {}): CreateEmailTemplateDto => ({
  name: 'tour-requested',
  subject: 'Your tour on {{date}}',
  htmlContent: '<p>Hi {{firstName}}</p><p><a href="{{manageUrl}}">Manage your tour</a></p>',
  ...fields,
});

/** The mail refusal a call ended with: its code, its kind and the message and field messages it answers with. */
async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof MailError)) throw new Error(`expected a mail refusal, got ${String(error)}`);
  const { code, kind, message, errors } = error;
  return { code, kind, body: errors ? { message, errors } : { message } };
}

describe('EmailTemplatesService', () => {
  it('stores a safe template with the placeholders it uses, audited in the same transaction', async () => {
    const { service, templates, audit, unitOfWork } = templatesWithFakes();

    const created = await service.create(ACTOR, body({ textContent: '   ' }));

    expect(created).toMatchObject({ textContent: null, variables: ['date', 'firstName', 'manageUrl'], isActive: true });
    expect(templates.rows.map((template) => template.id)).toEqual([created.id]);
    expect(audit.records).toEqual([
      {
        tx: unitOfWork.tx,
        record: expect.objectContaining({
          actor: ACTOR.admin,
          action: 'create',
          resource: 'emailTemplates',
          resourceId: created.id,
          ipAddress: ACTOR.ip,
        }),
      },
    ]);
    expect(unitOfWork.commits).toBe(1);
  });

  it('refuses a template that puts a private link in the subject, naming the part', async () => {
    const { service, templates, audit } = templatesWithFakes();
    const message = TEMPLATE_SAFETY_MESSAGES.secretInSubject('manageUrl');

    expect(await refusalOf(service.create(ACTOR, body({ subject: 'Manage it: {{manageUrl}}' })))).toEqual({
      code: 'template-unsafe',
      kind: 'invalid',
      body: { message, errors: { subject: message } },
    });
    expect(templates.rows).toEqual([]);
    expect(audit.records).toEqual([]);
  });

  it('refuses HTML that prints a value unescaped', async () => {
    const { service } = templatesWithFakes();
    const message = TEMPLATE_SAFETY_MESSAGES.unescaped('firstName');

    expect(await refusalOf(service.create(ACTOR, body({ htmlContent: '<p>Hi {{{firstName}}}</p>' })))).toEqual({
      code: 'template-unsafe',
      kind: 'invalid',
      body: { message, errors: { htmlContent: message } },
    });
  });

  it('refuses a template that does not compile, naming the part and the problem', async () => {
    const { service } = templatesWithFakes();

    const refusal = await refusalOf(service.create(ACTOR, body({ textContent: 'Hi {{#if firstName}}{{firstName}}' })));

    expect([refusal.code, refusal.kind]).toEqual(['template-syntax-error', 'invalid']);
    const { message, errors } = refusal.body as { message: string; errors: Record<string, string> };
    expect(message).toMatch(/^The text content has a template error: /);
    expect(Object.keys(errors)).toEqual(['textContent']);
  });

  it('refuses a name another template has, on create and on rename', async () => {
    const { service, templates } = templatesWithFakes();
    const existing = await service.create(ACTOR, body());
    const other = await service.create(ACTOR, body({ name: 'booking-confirmed' }));
    const taken = { message: TEMPLATE_MESSAGES.nameTaken, errors: { name: TEMPLATE_MESSAGES.nameTaken } };

    const refused = { code: 'template-name-taken', kind: 'conflict', body: taken };

    expect(await refusalOf(service.create(ACTOR, body()))).toEqual(refused);
    expect(await refusalOf(service.update(ACTOR, other.id, { name: existing.name }))).toEqual(refused);
    expect(templates.rows.find((template) => template.id === other.id)?.name).toBe('booking-confirmed');
  });

  it('checks the whole template on every save: an unsafe one stored earlier cannot be saved unchanged', async () => {
    const { service, templates, audit } = templatesWithFakes();
    const stored = new EmailTemplate('tour-requested', 'Tour', '<img src="https://evil.example/?{{manageUrl}}">');
    templates.rows.push(stored);

    const refusal = await refusalOf(service.update(ACTOR, stored.id, { description: 'Just a note' }));

    expect([refusal.code, refusal.kind]).toEqual(['template-unsafe', 'invalid']);
    expect(refusal.body).toMatchObject({ errors: { htmlContent: expect.stringContaining('{{manageUrl}}') } });
    expect(audit.records).toEqual([]);
  });

  it('answers 404 for a template that does not exist', async () => {
    const { service } = templatesWithFakes();

    const notFound = { code: 'template-not-found', kind: 'not-found', body: { message: TEMPLATE_MESSAGES.notFound } };

    expect(await refusalOf(service.update(ACTOR, 'missing', { subject: 'x' }))).toEqual(notFound);
    expect(await refusalOf(service.preview('missing'))).toEqual(notFound);
  });

  it('sends a template’s test as the built-in test e-mail, audited, and queues it only after the commit', async () => {
    const { service, mail, audit, unitOfWork } = templatesWithFakes();
    const template = await service.create(ACTOR, body());

    await service.sendTest(ACTOR, template.id, 'njeri@hub.example');

    expect(mail.staged).toEqual([
      {
        tx: unitOfWork.tx,
        request: {
          template: MAIL_TEMPLATES.testEmail,
          to: 'njeri@hub.example',
          variables: {
            subject: 'Test: Your tour on Sample',
            body: 'This is a test of the "tour-requested" email template from Syokimau Coworking Hub. If you can read this, the email system works.',
          },
          useStoredTemplate: false,
        },
      },
    ]);
    expect(audit.records.at(-1)?.record).toMatchObject({
      action: 'send',
      resourceId: template.id,
      changes: { recipient: { from: null, to: 'njeri@hub.example' } },
    });
    expect(mail.dispatched.map(({ commitsBefore }) => commitsBefore)).toEqual([unitOfWork.commits]);
  });

  it('keeps the first 2000 characters of a free-text test in the audit log', async () => {
    const { service, mail, audit } = templatesWithFakes();
    const long = 'Habari '.repeat(400);

    await service.sendFreeTextTest(ACTOR, { address: 'njeri@hub.example', subject: 'Check', body: long });

    expect(mail.staged[0].request.variables).toEqual({ subject: 'Check', body: long });
    const audited = audit.records[0].record.changes?.body?.to as string;
    expect(audited).toBe(`${long.slice(0, 2000)}…`);
    expect(audit.records[0].record.resourceId).toBeNull();
  });

  it('deletes a template, audited', async () => {
    const { service, templates, audit } = templatesWithFakes();
    const template = await service.create(ACTOR, body());

    await service.remove(ACTOR, template.id);

    expect(templates.removed.map((removed) => removed.id)).toEqual([template.id]);
    expect(audit.records.at(-1)?.record).toMatchObject({ action: 'delete', resourceId: template.id });
  });
});
