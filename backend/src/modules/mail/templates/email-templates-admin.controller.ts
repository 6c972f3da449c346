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
  Req,
  Res,
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
import { type FastifyReply } from 'fastify';
import { pageInMemory, sendPage } from '../../../common/http/list-query.dto.js';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../../identity/access/request-actor.js';
import {
  CreateEmailTemplateDto,
  EmailTemplateDto,
  MailAcceptedDto,
  RenderedEmailDto,
  TemplateTestDto,
  TestEmailDto,
  UpdateEmailTemplateDto,
  EMAIL_TEMPLATE_LIST,
  EmailTemplateListQueryDto,
} from './email-template.dto.js';
import { EmailTemplatesService, type TemplateActor } from './email-templates.service.js';

const actor = (request: AdminRequest): TemplateActor => ({ admin: actorOf(request), ip: ipOf(request) });

/**
 * The Email tab, under a permission of its own: emailTemplates.view reads templates and the log, .edit changes
 * templates and .send sends test e-mails (mail from the business's address to any address). Changes and sends are
 * audited. The e-mail log has a controller of its own (delivery/email-log-admin.controller.ts).
 */
@ApiTags('admin email')
@Controller('admin')
export class EmailTemplatesAdminController {
  constructor(private readonly templates: EmailTemplatesService) {}

  @Get('email-templates')
  @RequirePermission('emailTemplates', 'view')
  @ApiOperation({ summary: 'All e-mail templates (X-Total-Count holds the total); searchable by name or subject' })
  @ApiOkResponse({ type: [EmailTemplateDto] })
  async list(
    @Query() query: EmailTemplateListQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<EmailTemplateDto[]> {
    return sendPage(response, pageInMemory(await this.templates.list(), query, EMAIL_TEMPLATE_LIST));
  }

  @Post('email-templates')
  @RequirePermission('emailTemplates', 'edit')
  @ApiOperation({ summary: 'Create a template' })
  @ApiCreatedResponse({ type: EmailTemplateDto })
  @ApiConflictResponse({ description: 'The name is taken' })
  create(@Body() body: CreateEmailTemplateDto, @Req() request: AdminRequest): Promise<EmailTemplateDto> {
    return this.templates.create(actor(request), body);
  }

  @Put('email-templates/:id')
  @RequirePermission('emailTemplates', 'edit')
  @ApiOperation({ summary: 'Edit a template' })
  @ApiOkResponse({ type: EmailTemplateDto })
  update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateEmailTemplateDto,
    @Req() request: AdminRequest,
  ): Promise<EmailTemplateDto> {
    return this.templates.update(actor(request), id, body);
  }

  @Delete('email-templates/:id')
  @RequirePermission('emailTemplates', 'edit')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a template (the built-in version then goes out instead)' })
  @ApiNoContentResponse()
  remove(@Param('id', new ParseUUIDPipe()) id: string, @Req() request: AdminRequest): Promise<void> {
    return this.templates.remove(actor(request), id);
  }

  @Post('email-templates/:id/preview')
  @RequirePermission('emailTemplates', 'view')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Render with sample values' })
  @ApiOkResponse({ type: RenderedEmailDto })
  preview(@Param('id', new ParseUUIDPipe()) id: string): Promise<RenderedEmailDto> {
    return this.templates.preview(id);
  }

  @Post('email-templates/:id/test')
  @RequirePermission('emailTemplates', 'send')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: "Send 'Test: <subject>' for this template to an address" })
  @ApiAcceptedResponse({ type: MailAcceptedDto })
  async sendTemplateTest(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: TemplateTestDto,
    @Req() request: AdminRequest,
  ): Promise<MailAcceptedDto> {
    const outbox = await this.templates.sendTest(actor(request), id, body.address);
    return { success: true, message: `Test email sent to ${body.address}`, outboxId: outbox.id };
  }

  @Post('test-email')
  @RequirePermission('emailTemplates', 'send')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Send the hardcoded test e-mail (bypasses stored templates)' })
  @ApiAcceptedResponse({ type: MailAcceptedDto })
  async sendTestEmail(@Body() body: TestEmailDto, @Req() request: AdminRequest): Promise<MailAcceptedDto> {
    const outbox = await this.templates.sendFreeTextTest(actor(request), body);
    return { success: true, message: `Test email sent to ${body.address}`, outboxId: outbox.id };
  }
}
