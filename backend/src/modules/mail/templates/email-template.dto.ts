import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsListSort, ListQueryDto, type SortRule } from '../../../common/http/list-query.dto.js';
import { type EmailTemplate } from '../entities/email-template.entity.js';
import { parseVariables } from './template-variables.js';
import { Trim } from '../../../common/http/transforms.js';

export class CreateEmailTemplateDto {
  @ApiProperty({ example: 'booking-confirmed', description: 'Lowercase with hyphens, unique' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Template name is required' })
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    message: 'Template name must be lowercase letters and numbers separated by hyphens',
  })
  @MaxLength(100)
  name!: string;

  @ApiProperty({ example: 'Booking confirmed: {{spaceTitle}}' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Subject is required' })
  @MaxLength(300)
  subject!: string;

  @ApiProperty({ example: '<p>Hi {{firstName}}</p>' })
  @IsString()
  @IsNotEmpty({ message: 'HTML content is required' })
  htmlContent!: string;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Plain-text part; made from the HTML when empty' })
  @IsOptional()
  @IsString()
  textContent?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string | null;

  @ApiPropertyOptional({
    description: 'A JSON-encoded list (or comma-separated names) of the placeholders',
    example: '["firstName","date"]',
  })
  @IsOptional()
  variables?: unknown;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

export class UpdateEmailTemplateDto extends PartialType(CreateEmailTemplateDto) {}

export class EmailTemplateDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() htmlContent!: string;
  @ApiProperty({ nullable: true, type: String }) textContent!: string | null;
  @ApiProperty({ nullable: true, type: String }) description!: string | null;
  @ApiProperty({ type: [String] }) variables!: string[];
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: Date;
}

export class RenderedEmailDto {
  @ApiProperty() subject!: string;
  @ApiProperty() html!: string;
  @ApiProperty() text!: string;
}

export class TemplateTestDto {
  @ApiProperty({ example: 'me@example.co.ke' })
  @Trim()
  // class-validator checks the lowest decorator first: emptiness before format.
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Please enter an email address' })
  address!: string;
}

export class TestEmailDto extends TemplateTestDto {
  @ApiProperty({ example: 'Test email from Syokimau Coworking Hub' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter a subject' })
  @MaxLength(300)
  subject!: string;

  @ApiProperty({ example: 'Hello! This is a test email to confirm that the email system is working.' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter email body content' })
  @MaxLength(20_000)
  body!: string;
}

export class MailAcceptedDto {
  @ApiProperty() success!: boolean;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'uuid', description: 'The outbox row; its delivery shows in the e-mail log' })
  outboxId!: string;
}

export function toEmailTemplateDto(template: EmailTemplate): EmailTemplateDto {
  return {
    id: template.id,
    name: template.name,
    subject: template.subject,
    htmlContent: template.htmlContent,
    textContent: template.textContent,
    description: template.description,
    variables: parseVariables(template.variables),
    isActive: template.isActive,
    createdAt: template.createdAt,
    updatedAt: template.updatedAt,
  };
}

export const EMAIL_TEMPLATE_SORTS = ['name', 'updatedAt'] as const;
export type EmailTemplateSort = (typeof EMAIL_TEMPLATE_SORTS)[number];

/** The templates list: tens of rows, paged and sorted in memory. Without _sort: by name. */
export class EmailTemplateListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: EMAIL_TEMPLATE_SORTS })
  @IsOptional()
  @IsListSort(EMAIL_TEMPLATE_SORTS)
  _sort?: EmailTemplateSort;
}

export const EMAIL_TEMPLATE_LIST = {
  sort: {
    columns: {
      name: (template) => template.name,
      updatedAt: (template) => template.updatedAt.getTime(),
    },
    default: 'name',
    defaultOrder: 'ASC',
  } satisfies SortRule<EmailTemplateSort, (template: EmailTemplateDto) => string | number | null>,
  tieBreaker: (template: EmailTemplateDto) => template.id,
  searchable: (template: EmailTemplateDto) => [template.name, template.subject, template.description],
};
