import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { type TemplateActor } from '../../mail/templates/email-templates.service.js';
import { SmsTemplate } from '../entities/sms-template.entity.js';
import { SMS_ERRORS } from '../sms.errors.js';
import { DEFAULT_SMS_TEMPLATES, type SmsTemplateDefinition } from './default-sms-templates.js';
import { type SmsTemplateDto, type UpdateSmsTemplateDto } from './sms-template.dto.js';
import { SmsTemplatesRepository } from './sms-templates.repository.js';
import { smsPreview, smsTextProblem } from './sms-text.js';

const NAMES = DEFAULT_SMS_TEMPLATES.map((template) => template.name);

function toDto(definition: SmsTemplateDefinition, stored: SmsTemplate | null): SmsTemplateDto {
  const text = stored?.text ?? definition.text;
  const preview = smsPreview(text);
  return {
    id: definition.name,
    name: definition.name,
    description: definition.description,
    text,
    defaultText: definition.text,
    customised: stored !== null && stored.text !== definition.text,
    variables: definition.variables,
    sample: preview.text,
    sampleCharacters: preview.characters,
    sampleParts: preview.parts,
    encoding: preview.encoding,
    updatedAt: stored?.updatedAt ?? null,
  };
}

/**
 * The SMS texts staff may reword, like the e-mail templates: one per SMS the product sends (no new names: each is
 * sent by code). A text must compile and, with sample values, fit two SMS parts; every change is audited.
 */
@Injectable()
export class SmsTemplatesService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly templates: SmsTemplatesRepository,
    private readonly audit: AuditLogService,
  ) {}

  async list(): Promise<SmsTemplateDto[]> {
    const stored = new Map((await this.templates.all()).map((template) => [template.name, template]));
    return [...DEFAULT_SMS_TEMPLATES]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((definition) => toDto(definition, stored.get(definition.name) ?? null));
  }

  async get(name: string): Promise<SmsTemplateDto> {
    return toDto(definitionOf(name), await this.templates.named(name));
  }

  async update(actor: TemplateActor, name: string, body: UpdateSmsTemplateDto): Promise<SmsTemplateDto> {
    const definition = definitionOf(name);
    const problem = smsTextProblem(body.text);
    if (problem?.kind === 'syntax') throw SMS_ERRORS.templateSyntaxError(problem.message);
    if (problem) throw SMS_ERRORS.templateTooLong(problem.message);
    return this.unitOfWork.run(async (tx) => {
      let template = await this.templates.named(name, tx);
      const before = template?.text ?? definition.text;
      if (template) template.text = body.text;
      else {
        template = new SmsTemplate(name, body.text);
        this.templates.add(tx, template);
      }
      template.updatedAt = new Date();
      this.audit.record(tx, {
        actor: actor.admin,
        action: 'update',
        resource: 'smsTemplates',
        resourceId: name,
        changes: before === body.text ? {} : { text: { from: before, to: body.text } },
        ipAddress: actor.ip,
      });
      return toDto(definition, template);
    });
  }
}

function definitionOf(name: string): SmsTemplateDefinition {
  const definition = DEFAULT_SMS_TEMPLATES.find((template) => template.name === name);
  if (!definition) throw SMS_ERRORS.templateNotFound(NAMES);
  return definition;
}
