import { Body, Controller, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { pageInMemory, sendPage } from '../../../common/http/list-query.dto.js';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../../identity/access/request-actor.js';
import {
  SMS_TEMPLATE_LIST,
  SmsTemplateDto,
  SmsTemplateListQueryDto,
  UpdateSmsTemplateDto,
} from './sms-template.dto.js';
import { SmsTemplatesService } from './sms-templates.service.js';

/** The SMS texts, under the e-mail templates' permissions: emailTemplates.view reads them, .edit rewords them. */
@ApiTags('admin sms')
@Controller('admin/sms-templates')
export class SmsTemplatesAdminController {
  constructor(private readonly templates: SmsTemplatesService) {}

  @Get()
  @RequirePermission('emailTemplates', 'view')
  @ApiOperation({ summary: 'Every SMS the product sends, with its text (X-Total-Count holds the total)' })
  @ApiOkResponse({ type: [SmsTemplateDto] })
  async list(
    @Query() query: SmsTemplateListQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<SmsTemplateDto[]> {
    return sendPage(response, pageInMemory(await this.templates.list(), query, SMS_TEMPLATE_LIST));
  }

  @Get(':name')
  @RequirePermission('emailTemplates', 'view')
  @ApiOperation({ summary: 'One SMS text, with a sample and how many parts it takes' })
  @ApiOkResponse({ type: SmsTemplateDto })
  @ApiNotFoundResponse({ description: 'No SMS of that name' })
  get(@Param('name') name: string): Promise<SmsTemplateDto> {
    return this.templates.get(name);
  }

  @Put(':name')
  @RequirePermission('emailTemplates', 'edit')
  @ApiOperation({ summary: 'Reword an SMS; with sample values it must fit two SMS parts' })
  @ApiOkResponse({ type: SmsTemplateDto })
  @ApiBadRequestResponse({ description: 'Not a template, or longer than two parts (the message says by how much)' })
  @ApiNotFoundResponse({ description: 'No SMS of that name' })
  update(
    @Param('name') name: string,
    @Body() body: UpdateSmsTemplateDto,
    @Req() request: AdminRequest,
  ): Promise<SmsTemplateDto> {
    return this.templates.update({ admin: actorOf(request), ip: ipOf(request) }, name, body);
  }
}
