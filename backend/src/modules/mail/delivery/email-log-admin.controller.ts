import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
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
import { ApiCsvExport, CSV_EXPORT_PATH } from '../../../common/http/csv-export.js';
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
  @ApiOperation({
    summary:
      'E-mails with their delivery state, newest first (X-Total-Count holds the total; without _start/_end the newest `limit`, 100 unless said); ?status=failed for failed ones',
  })
  @ApiOkResponse({ type: [EmailLogEntryDto] })
  async list(
    @Query() query: EmailLogQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<EmailLogEntryDto[]> {
    return sendPage(response, await this.log.list(query));
  }

  @Get(CSV_EXPORT_PATH)
  @RequirePermission('emailTemplates', 'view')
  @ApiCsvExport('The e-mail log')
  export(@Query() query: EmailLogQueryDto): StreamableFile {
    return this.log.export(query);
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
