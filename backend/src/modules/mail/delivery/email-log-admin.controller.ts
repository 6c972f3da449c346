import { Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../../identity/access/request-actor.js';
import { MailAcceptedDto } from '../templates/email-template.dto.js';
import { EmailLogEntryDto, EmailLogQueryDto } from './email-log.dto.js';
import { EmailLogService } from './email-log.service.js';

/** The e-mail log of the Email tab: read with emailTemplates.view; resending a failed e-mail is a send (audited). */
@ApiTags('admin email')
@Controller('admin/email-log')
export class EmailLogAdminController {
  constructor(private readonly log: EmailLogService) {}

  @Get()
  @RequirePermission('emailTemplates', 'view')
  @ApiOperation({ summary: 'Recent e-mails with their delivery state, newest first; ?status=failed for failed ones' })
  @ApiOkResponse({ type: [EmailLogEntryDto] })
  list(@Query() query: EmailLogQueryDto): Promise<EmailLogEntryDto[]> {
    return this.log.recent(query.limit ?? 100, query.status);
  }

  @Post(':id/resend')
  @RequirePermission('emailTemplates', 'send')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Send a failed e-mail again, as it was, with a new day of retries' })
  @ApiAcceptedResponse({ type: MailAcceptedDto })
  @ApiNotFoundResponse({ description: 'No such e-mail' })
  @ApiConflictResponse({ description: 'The e-mail did not fail (it was sent, or is still being tried)' })
  async resend(@Param('id', new ParseUUIDPipe()) id: string, @Req() request: AdminRequest): Promise<MailAcceptedDto> {
    const entry = await this.log.resend({ admin: actorOf(request), ip: ipOf(request) }, id);
    return { success: true, message: `The e-mail to ${entry.recipient} is being sent again`, outboxId: entry.id };
  }
}
