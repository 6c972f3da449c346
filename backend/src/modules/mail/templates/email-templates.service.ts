import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { MailService } from '../delivery/mail.service.js';
import { EmailTemplate } from '../entities/email-template.entity.js';
import { MAIL_TEMPLATES } from './default-templates.js';
import {
  type CreateEmailTemplateDto,
  type EmailTemplateDto,
  type RenderedEmailDto,
  toEmailTemplateDto,
  type UpdateEmailTemplateDto,
} from './email-template.dto.js';
import { sampleValuesFor } from './sample-values.js';
import { placeholdersOf, renderTemplate, templateSyntaxError } from './template-renderer.js';
import { parseVariables } from './template-variables.js';

export const TEMPLATE_MESSAGES = {
  notFound: 'Email template not found.',
  nameTaken: 'An email template with this name already exists.',
  syntax: (part: string, problem: string) => `The ${part} has a template error: ${problem}`,
};

@Injectable()
export class EmailTemplatesService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
  ) {}

  async list(): Promise<EmailTemplateDto[]> {
    return (await this.em.fork().find(EmailTemplate, {}, { orderBy: { name: 'asc' } })).map(toEmailTemplateDto);
  }

  async create(body: CreateEmailTemplateDto): Promise<EmailTemplateDto> {
    assertCompiles(body);
    return this.em.fork().transactional(async (em) => {
      if (await em.count(EmailTemplate, { name: body.name }))
        throw new ConflictException({
          message: TEMPLATE_MESSAGES.nameTaken,
          errors: { name: TEMPLATE_MESSAGES.nameTaken },
        });
      const template = new EmailTemplate(body.name, body.subject, body.htmlContent);
      template.textContent = body.textContent?.trim() ? body.textContent : null;
      template.description = body.description?.trim() || null;
      template.variables = variablesFor(body.variables, template);
      template.isActive = body.isActive ?? true;
      em.persist(template);
      return toEmailTemplateDto(template);
    });
  }

  async update(id: string, body: UpdateEmailTemplateDto): Promise<EmailTemplateDto> {
    assertCompiles(body);
    return this.em.fork().transactional(async (em) => {
      const template = await this.load(em, id);
      if (body.name !== undefined && body.name !== template.name) {
        if (await em.count(EmailTemplate, { name: body.name }))
          throw new ConflictException({
            message: TEMPLATE_MESSAGES.nameTaken,
            errors: { name: TEMPLATE_MESSAGES.nameTaken },
          });
        template.name = body.name;
      }
      if (body.subject !== undefined) template.subject = body.subject;
      if (body.htmlContent !== undefined) template.htmlContent = body.htmlContent;
      if (body.textContent !== undefined) template.textContent = body.textContent?.trim() ? body.textContent : null;
      if (body.description !== undefined) template.description = body.description?.trim() || null;
      if (body.isActive !== undefined) template.isActive = body.isActive;
      if (body.variables !== undefined || body.subject !== undefined || body.htmlContent !== undefined)
        template.variables = variablesFor(body.variables ?? template.variables, template);
      return toEmailTemplateDto(template);
    });
  }

  async remove(id: string): Promise<void> {
    await this.em.fork().transactional(async (em) => em.remove(await this.load(em, id)));
  }

  /** The template filled with sample values, as a recipient would see it. */
  async preview(id: string): Promise<RenderedEmailDto> {
    const template = await this.load(this.em.fork(), id);
    return renderTemplate(
      template,
      sampleValuesFor(placeholdersOf(template.subject, template.htmlContent, template.textContent ?? '')),
    );
  }

  /** The spec's per-template test: 'Test: ' + the subject with every placeholder as 'Sample'. */
  async sendTest(id: string, address: string) {
    const template = await this.load(this.em.fork(), id);
    const subject = `Test: ${template.subject.replace(/{{[^}]*}}/g, 'Sample')}`;
    const body = `This is a test of the "${template.name}" email template from Syokimau Coworking Hub. If you can read this, the email system works.`;
    return this.mail.send({
      template: MAIL_TEMPLATES.testEmail,
      to: address,
      variables: { subject, body },
      useStoredTemplate: false,
    });
  }

  private async load(em: EntityManager, id: string): Promise<EmailTemplate> {
    const template = await em.findOne(EmailTemplate, { id });
    if (!template) throw new NotFoundException(TEMPLATE_MESSAGES.notFound);
    return template;
  }
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
    if (problem)
      throw new BadRequestException({
        message: TEMPLATE_MESSAGES.syntax(label, problem),
        errors: { [field]: problem },
      });
  }
}
