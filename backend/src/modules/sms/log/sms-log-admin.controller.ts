import { Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { sendPage } from '../../../common/http/list-query.dto.js';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../../identity/access/request-actor.js';
import { SmsAcceptedDto, SmsLogEntryDto, SmsLogQueryDto } from './sms-log.dto.js';
import { SmsLogService } from './sms-log.service.js';

/** The SMS log, beside the e-mail log and under the same permissions: read with emailTemplates.view, resend is a send. */
@ApiTags('admin sms')
@Controller('admin/sms-log')
export class SmsLogAdminController {
  constructor(private readonly log: SmsLogService) {}

  @Get()
  @RequirePermission('emailTemplates', 'view')
  @ApiOperation({
    summary:
      'SMS with their delivery state, newest first (X-Total-Count holds the total); search by number, template or message id; ?status=failed for failed ones',
  })
  @ApiOkResponse({ type: [SmsLogEntryDto] })
  async list(
    @Query() query: SmsLogQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<SmsLogEntryDto[]> {
    return sendPage(response, await this.log.list(query));
  }

  @Post(':id/resend')
  @RequirePermission('emailTemplates', 'send')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Send a failed SMS again, as it was, with a new round of retries' })
  @ApiAcceptedResponse({ type: SmsAcceptedDto })
  @ApiNotFoundResponse({ description: 'No such SMS' })
  @ApiConflictResponse({ description: 'The SMS did not fail, or its number withdrew consent' })
  async resend(@Param('id', new ParseUUIDPipe()) id: string, @Req() request: AdminRequest): Promise<SmsAcceptedDto> {
    const entry = await this.log.resend({ admin: actorOf(request), ip: ipOf(request) }, id);
    return { success: true, message: `The SMS to +${entry.phone} is being sent again`, outboxId: entry.id };
  }
}
