import {
  Body,
  Controller,
  Get,
  Param,
  ParseUUIDPipe,
  Patch,
  StreamableFile,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { ApiCsvExport, CSV_EXPORT_PATH } from '../../../common/http/csv-export.js';
import { sendPage } from '../../../common/http/list-query.dto.js';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../../identity/access/request-actor.js';
import { ContactDto, ContactListQueryDto, ContactReplyDto, UpdateContactDto } from './contact.dto.js';
import { ContactsService } from './contacts.service.js';

@ApiTags('admin contacts')
@Controller('admin/contacts')
export class ContactsAdminController {
  constructor(private readonly contacts: ContactsService) {}

  @Get()
  @RequirePermission('contacts', 'view')
  @ApiOperation({
    summary:
      'Contact inquiries, newest first: a page (X-Total-Count holds the total), searchable by name, e-mail, subject or message, filtered by status, subject and date. Without _start/_end: the newest 100 (or limit)',
  })
  @ApiOkResponse({ type: [ContactDto] })
  async list(
    @Query() query: ContactListQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ContactDto[]> {
    return sendPage(response, await this.contacts.list(query));
  }

  @Get(CSV_EXPORT_PATH)
  @RequirePermission('contacts', 'view')
  @ApiCsvExport('Contact inquiries')
  export(@Query() query: ContactListQueryDto): StreamableFile {
    return this.contacts.export(query);
  }

  @Get(':id')
  @RequirePermission('contacts', 'view')
  @ApiOperation({ summary: 'One inquiry' })
  @ApiOkResponse({ type: ContactDto })
  @ApiNotFoundResponse({ description: 'No such inquiry' })
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<ContactDto> {
    return this.contacts.get(id);
  }

  @Patch(':id')
  @RequirePermission('contacts', 'edit')
  @ApiOperation({ summary: 'Mark it responded or closed (new → responded → closed) and/or change the staff note' })
  @ApiOkResponse({ type: ContactDto })
  @ApiNotFoundResponse({ description: 'No such inquiry' })
  @ApiConflictResponse({ description: 'A move its status does not allow (the message says which are)' })
  update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateContactDto,
    @Req() request: AdminRequest,
  ): Promise<ContactDto> {
    return this.contacts.update(id, body, actorOf(request), ipOf(request));
  }

  @Post(':id/reply')
  @RequirePermission('contacts', 'edit')
  @ApiOperation({
    summary:
      'Answer by e-mail (the contact-reply template, queued and in the e-mail log); a new inquiry becomes responded',
  })
  @ApiCreatedResponse({ type: ContactDto })
  @ApiNotFoundResponse({ description: 'No such inquiry' })
  reply(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: ContactReplyDto,
    @Req() request: AdminRequest,
  ): Promise<ContactDto> {
    return this.contacts.reply(id, body, actorOf(request), ipOf(request));
  }
}
