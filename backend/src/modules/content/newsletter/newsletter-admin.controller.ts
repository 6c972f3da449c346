import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, StreamableFile, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { ApiCsvExport, CSV_EXPORT_PATH } from '../../../common/http/csv-export.js';
import { sendPage } from '../../../common/http/list-query.dto.js';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../../identity/access/request-actor.js';
import {
  NewsletterSubscriberDto,
  NewsletterSubscriberListQueryDto,
  UpdateNewsletterSubscriberDto,
} from './newsletter-subscriber.dto.js';
import { NewsletterService } from './newsletter.service.js';

@ApiTags('admin newsletter')
@Controller('admin/newsletter-subscribers')
export class NewsletterAdminController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Get()
  @RequirePermission('newsletters', 'view')
  @ApiOperation({
    summary:
      'Newsletter subscribers, newest first: a page (X-Total-Count holds the total), searchable by e-mail, filtered by subscribed/unsubscribed, source and sign-up date',
  })
  @ApiOkResponse({ type: [NewsletterSubscriberDto] })
  async list(
    @Query() query: NewsletterSubscriberListQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<NewsletterSubscriberDto[]> {
    return sendPage(response, await this.newsletter.list(query));
  }

  @Get(CSV_EXPORT_PATH)
  @RequirePermission('newsletters', 'view')
  @ApiCsvExport('Newsletter subscribers')
  export(@Query() query: NewsletterSubscriberListQueryDto): StreamableFile {
    return this.newsletter.export(query);
  }

  @Patch(':id')
  @RequirePermission('newsletters', 'edit')
  @ApiOperation({ summary: 'Unsubscribe someone who asked staff to (only they can subscribe again); audited' })
  @ApiOkResponse({ type: NewsletterSubscriberDto })
  @ApiNotFoundResponse({ description: 'No such subscriber' })
  update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() _body: UpdateNewsletterSubscriberDto,
    @Req() request: AdminRequest,
  ): Promise<NewsletterSubscriberDto> {
    return this.newsletter.unsubscribeByStaff(id, actorOf(request), ipOf(request));
  }
}
