import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { AuditLogService, fieldChanges } from '../../identity/audit/audit-log.service.js';
import { type FieldChanges } from '../../identity/entities/audit-log-entry.entity.js';
import { MailService } from '../delivery/mail.service.js';
import { type MailOutbox } from '../entities/mail-outbox.entity.js';
import { MAIL_ERRORS } from '../mail.errors.js';
import { EmailTemplate } from '../entities/email-template.entity.js';
import { MAIL_TEMPLATES } from './default-templates.js';
import { EmailTemplatesRepository } from './email-templates.repository.js';
import {
  type CreateEmailTemplateDto,
  type EmailTemplateDto,
  type RenderedEmailDto,
  toEmailTemplateDto,
  type UpdateEmailTemplateDto,
} from './email-template.dto.js';
import { sampleValuesFor } from './sample-values.js';
import { placeholdersOf, renderTemplate, templateSyntaxError } from './template-renderer.js';
import { templateSafetyProblems } from './template-safety.js';
import { parseVariables } from './template-variables.js';

/** Who changes a template or sends a test e-mail, and from where: every such act is in the audit log. */
export interface TemplateActor {
  admin: AdminPrincipal;
  ip: string;
}

const AUDITED_FIELDS = [
  'name',
  'subject',
  'htmlContent',
  'textContent',
  'description',
  'variables',
  'isActive',
] as const;
type AuditedTemplate = Pick<EmailTemplate, (typeof AUDITED_FIELDS)[number]>;
const snapshot = (template: EmailTemplate): AuditedTemplate => ({
  name: template.name,
  subject: template.subject,
  htmlContent: template.htmlContent,
  textContent: template.textContent,
  description: template.description,
  variables: [...template.variables],
  isActive: template.isActive,
});
/** The audit log keeps what a test e-mail said, cut short where it is long. */
const AUDITED_BODY_CHARACTERS = 2000;

@Injectable()
export class EmailTemplatesService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly mail: MailService,
    private readonly audit: AuditLogService,
    private readonly templates: EmailTemplatesRepository,
  ) {}

  async list(): Promise<EmailTemplateDto[]> {
    return (await this.templates.all()).map(toEmailTemplateDto);
  }

  async create(actor: TemplateActor, body: CreateEmailTemplateDto): Promise<EmailTemplateDto> {
    assertCompiles(body);
    return this.unitOfWork.run(async (tx) => {
      if (await this.templates.countNamed(tx, body.name)) throw MAIL_ERRORS.templateNameTaken();
      const template = new EmailTemplate(body.name, body.subject, body.htmlContent);
      template.textContent = body.textContent?.trim() ? body.textContent : null;
      assertSafe(template);
      template.description = body.description?.trim() || null;
      template.variables = variablesFor(body.variables, template);
      template.isActive = body.isActive ?? true;
      this.templates.add(tx, template);
      this.record(tx, actor, 'create', template.id, fieldChanges(null, snapshot(template), [...AUDITED_FIELDS]));
      return toEmailTemplateDto(template);
    });
  }

  async update(actor: TemplateActor, id: string, body: UpdateEmailTemplateDto): Promise<EmailTemplateDto> {
    assertCompiles(body);
    return this.unitOfWork.run(async (tx) => {
      const template = await this.load(id, tx);
      const before = snapshot(template);
      if (body.name !== undefined && body.name !== template.name) {
        if (await this.templates.countNamed(tx, body.name)) throw MAIL_ERRORS.templateNameTaken();
        template.name = body.name;
      }
      if (body.subject !== undefined) template.subject = body.subject;
      if (body.htmlContent !== undefined) template.htmlContent = body.htmlContent;
      if (body.textContent !== undefined) template.textContent = body.textContent?.trim() ? body.textContent : null;
      if (body.description !== undefined) template.description = body.description?.trim() || null;
      if (body.isActive !== undefined) template.isActive = body.isActive;
      if (body.variables !== undefined || body.subject !== undefined || body.htmlContent !== undefined)
        template.variables = variablesFor(body.variables ?? template.variables, template);
      // The template as it will be stored, parts not edited included: a save never leaves an unsafe template in use.
      assertSafe(template);
      this.record(tx, actor, 'update', template.id, fieldChanges(before, snapshot(template), [...AUDITED_FIELDS]));
      return toEmailTemplateDto(template);
    });
  }

  async remove(actor: TemplateActor, id: string): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      const template = await this.load(id, tx);
      this.record(tx, actor, 'delete', template.id, fieldChanges(snapshot(template), null, [...AUDITED_FIELDS]));
      this.templates.remove(tx, template);
    });
  }

  /** The template filled with sample values, as a recipient would see it. */
  async preview(id: string): Promise<RenderedEmailDto> {
    const template = await this.load(id);
    return renderTemplate(
      template,
      sampleValuesFor(placeholdersOf(template.subject, template.htmlContent, template.textContent ?? '')),
    );
  }

  /** The spec's per-template test: 'Test: ' + the subject with every placeholder as 'Sample'. */
  async sendTest(actor: TemplateActor, id: string, address: string): Promise<MailOutbox> {
    const template = await this.load(id);
    const subject = `Test: ${template.subject.replace(/{{[^}]*}}/g, 'Sample')}`;
    const body = `This is a test of the "${template.name}" email template from Syokimau Coworking Hub. If you can read this, the email system works.`;
    return this.sendTestMail(actor, { address, subject, body, templateId: template.id });
  }

  /** The free-text test e-mail (the built-in template, never a stored one). */
  sendFreeTextTest(actor: TemplateActor, message: { address: string; subject: string; body: string }) {
    return this.sendTestMail(actor, { ...message, templateId: null });
  }

  /** Stages the test e-mail and its audit entry in one transaction, then hands the mail to the queue. */
  private async sendTestMail(
    actor: TemplateActor,
    message: { address: string; subject: string; body: string; templateId: string | null },
  ): Promise<MailOutbox> {
    const outbox = await this.unitOfWork.run(async (tx) => {
      const row = this.mail.stage(tx, {
        template: MAIL_TEMPLATES.testEmail,
        to: message.address,
        variables: { subject: message.subject, body: message.body },
        useStoredTemplate: false,
      });
      const changes = { recipient: message.address, subject: message.subject, body: auditedBody(message.body) };
      this.record(
        tx,
        actor,
        'send',
        message.templateId,
        Object.fromEntries(Object.entries(changes).map(([field, value]) => [field, { from: null, to: value }])),
      );
      return row;
    });
    await this.mail.dispatch([outbox]);
    return outbox;
  }

  private record(
    tx: Transaction,
    actor: TemplateActor,
    action: 'create' | 'update' | 'delete' | 'send',
    templateId: string | null,
    changes: FieldChanges,
  ): void {
    this.audit.record(tx, {
      actor: actor.admin,
      action,
      resource: 'emailTemplates',
      resourceId: templateId,
      changes,
      ipAddress: actor.ip,
    });
  }

  private async load(id: string, tx?: Transaction): Promise<EmailTemplate> {
    const template = await this.templates.byId(id, tx);
    if (!template) throw MAIL_ERRORS.templateNotFound();
    return template;
  }
}

function auditedBody(body: string): string {
  return body.length > AUDITED_BODY_CHARACTERS ? `${body.slice(0, AUDITED_BODY_CHARACTERS)}…` : body;
}

/** The placeholders the admin listed; if none, the ones the template actually uses. */
function variablesFor(given: unknown, template: EmailTemplate): string[] {
  const listed = parseVariables(given);
  return listed.length > 0
    ? listed
    : placeholdersOf(template.subject, template.htmlContent, template.textContent ?? '');
}

function assertCompiles(body: { subject?: string; htmlContent?: string; textContent?: string | null }): void {
  const parts: [string, string | null | undefined, string][] = [
    ['subject', body.subject, 'subject'],
    ['HTML content', body.htmlContent, 'htmlContent'],
    ['text content', body.textContent, 'textContent'],
  ];
  for (const [label, source, field] of parts) {
    const problem = source ? templateSyntaxError(source) : null;
    if (problem) throw MAIL_ERRORS.templateSyntaxError(label, field, problem);
  }
}

/**
 * Refuses a template that could hand a private link (a manage, sign-in, pay or unsubscribe link) to anyone but its
 * recipient, or print a visitor's text as HTML (template-safety.ts); the message names the value and the part.
 */
function assertSafe(template: { subject: string; htmlContent: string; textContent: string | null }): void {
  const problems = templateSafetyProblems(template);
  if (problems.length === 0) return;
  const errors: Record<string, string> = {};
  for (const problem of problems) errors[problem.part] ??= problem.message;
  throw MAIL_ERRORS.templateUnsafe(problems[0].message, errors);
}
