import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { MailService } from '../delivery/mail.service.js';
import { LimitQueryDto } from '../../../common/http/limit-query.dto.js';
import { EmailLogEntryDto } from '../delivery/email-log.dto.js';
import { EmailLogService } from '../delivery/email-log.service.js';
import { MAIL_TEMPLATES } from './default-templates.js';
import {
  CreateEmailTemplateDto,
  EmailTemplateDto,
  MailAcceptedDto,
  RenderedEmailDto,
  TemplateTestDto,
  TestEmailDto,
  UpdateEmailTemplateDto,
} from './email-template.dto.js';
import { EmailTemplatesService } from './email-templates.service.js';

/** The Email tab: the spec shows it to admins with contacts.view; changing or sending needs contacts.edit. */
@ApiTags('admin email')
@Controller('admin')
export class EmailTemplatesAdminController {
  constructor(
    private readonly templates: EmailTemplatesService,
    private readonly mail: MailService,
    private readonly log: EmailLogService,
  ) {}

  @Get('email-templates')
  @RequirePermission('contacts', 'view')
  @ApiOperation({ summary: 'All e-mail templates' })
  @ApiOkResponse({ type: [EmailTemplateDto] })
  list(): Promise<EmailTemplateDto[]> {
    return this.templates.list();
  }

  @Post('email-templates')
  @RequirePermission('contacts', 'edit')
  @ApiOperation({ summary: 'Create a template' })
  @ApiCreatedResponse({ type: EmailTemplateDto })
  @ApiConflictResponse({ description: 'The name is taken' })
  create(@Body() body: CreateEmailTemplateDto): Promise<EmailTemplateDto> {
    return this.templates.create(body);
  }

  @Put('email-templates/:id')
  @RequirePermission('contacts', 'edit')
  @ApiOperation({ summary: 'Edit a template' })
  @ApiOkResponse({ type: EmailTemplateDto })
  update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateEmailTemplateDto,
  ): Promise<EmailTemplateDto> {
    return this.templates.update(id, body);
  }

  @Delete('email-templates/:id')
  @RequirePermission('contacts', 'edit')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a template (the built-in version then goes out instead)' })
  @ApiNoContentResponse()
  remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.templates.remove(id);
  }

  @Post('email-templates/:id/preview')
  @RequirePermission('contacts', 'view')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Render with sample values' })
  @ApiOkResponse({ type: RenderedEmailDto })
  preview(@Param('id', new ParseUUIDPipe()) id: string): Promise<RenderedEmailDto> {
    return this.templates.preview(id);
  }

  @Post('email-templates/:id/test')
  @RequirePermission('contacts', 'edit')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: "Send 'Test: <subject>' for this template to an address" })
  @ApiAcceptedResponse({ type: MailAcceptedDto })
  async sendTemplateTest(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: TemplateTestDto,
  ): Promise<MailAcceptedDto> {
    const outbox = await this.templates.sendTest(id, body.address);
    return { success: true, message: `Test email sent to ${body.address}`, outboxId: outbox.id };
  }

  @Post('test-email')
  @RequirePermission('contacts', 'edit')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Send the hardcoded test e-mail (bypasses stored templates)' })
  @ApiAcceptedResponse({ type: MailAcceptedDto })
  async sendTestEmail(@Body() body: TestEmailDto): Promise<MailAcceptedDto> {
    const outbox = await this.mail.send({
      template: MAIL_TEMPLATES.testEmail,
      to: body.address,
      variables: { subject: body.subject, body: body.body },
      useStoredTemplate: false,
    });
    return { success: true, message: `Test email sent to ${body.address}`, outboxId: outbox.id };
  }

  @Get('email-log')
  @RequirePermission('contacts', 'view')
  @ApiOperation({ summary: 'Recent e-mails with their delivery state, newest first' })
  @ApiOkResponse({ type: [EmailLogEntryDto] })
  emailLog(@Query() query: LimitQueryDto): Promise<EmailLogEntryDto[]> {
    return this.log.recent(query.limit ?? 100);
  }
}
