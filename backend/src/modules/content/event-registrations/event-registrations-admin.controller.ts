import { Controller, Get, Param, ParseUUIDPipe, Post, Query, Req, Res, type StreamableFile } from '@nestjs/common';
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
import { EventRegistrationDto, EventRegistrationListQueryDto } from './event-registration.dto.js';
import { EventRegistrationsService } from './event-registrations.service.js';

@ApiTags('admin events')
@Controller('admin/events/:id/registrations')
export class EventRegistrationsAdminController {
  constructor(private readonly registrations: EventRegistrationsService) {}

  @Get()
  @RequirePermission('events', 'view')
  @ApiOperation({
    summary:
      "An event's attendees, newest first: a page (X-Total-Count holds the total), searchable by name, e-mail or phone, filtered by status and registration date",
  })
  @ApiOkResponse({ type: [EventRegistrationDto] })
  @ApiNotFoundResponse({ description: 'No such event' })
  async list(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() query: EventRegistrationListQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<EventRegistrationDto[]> {
    return sendPage(response, await this.registrations.list(id, query));
  }

  @Get(CSV_EXPORT_PATH)
  @RequirePermission('events', 'view')
  @ApiCsvExport("An event's attendees")
  @ApiNotFoundResponse({ description: 'No such event' })
  export(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() query: EventRegistrationListQueryDto,
  ): Promise<StreamableFile> {
    return this.registrations.export(id, query);
  }

  @Post(':registrationId/cancel')
  @RequirePermission('events', 'edit')
  @ApiOperation({
    summary: 'Cancel a registration: its seat is free again and the address may register again (audited)',
  })
  @ApiCreatedResponse({ type: EventRegistrationDto })
  @ApiNotFoundResponse({ description: 'No such registration for this event' })
  @ApiConflictResponse({ description: 'The registration is already cancelled' })
  cancel(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Param('registrationId', new ParseUUIDPipe()) registrationId: string,
    @Req() request: AdminRequest,
  ): Promise<EventRegistrationDto> {
    return this.registrations.cancel(id, registrationId, actorOf(request), ipOf(request));
  }
}
