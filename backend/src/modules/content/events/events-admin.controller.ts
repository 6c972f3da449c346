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
  Res,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { sendPage } from '../../../common/http/list-query.dto.js';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { AdminEventDto, CreateEventDto, EventListQueryDto, UpdateEventDto } from './event-admin.dto.js';
import { EventsAdminService } from './events-admin.service.js';

@ApiTags('admin events')
@Controller('admin/events')
export class EventsAdminController {
  constructor(private readonly events: EventsAdminService) {}

  @Get()
  @RequirePermission('events', 'view')
  @ApiOperation({
    summary:
      'Events by date (soonest first unless sorted otherwise): a page (X-Total-Count holds the total), searchable by title, description or location, filtered by category, date range and upcoming/past',
  })
  @ApiOkResponse({ type: [AdminEventDto] })
  async list(@Query() query: EventListQueryDto, @Res({ passthrough: true }) response: FastifyReply) {
    return sendPage(response, await this.events.list(query));
  }

  @Get(':id')
  @RequirePermission('events', 'view')
  @ApiOperation({ summary: 'One event' })
  @ApiOkResponse({ type: AdminEventDto })
  @ApiNotFoundResponse({ description: 'No such event' })
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<AdminEventDto> {
    return this.events.get(id);
  }

  @Post()
  @RequirePermission('events', 'create')
  @ApiOperation({ summary: 'Add an event; it is on the site at once while its date is today or later' })
  @ApiCreatedResponse({ type: AdminEventDto })
  create(@Body() body: CreateEventDto): Promise<AdminEventDto> {
    return this.events.create(body);
  }

  @Put(':id')
  @RequirePermission('events', 'edit')
  @ApiOperation({ summary: 'Change an event (only the fields sent)' })
  @ApiOkResponse({ type: AdminEventDto })
  @ApiNotFoundResponse({ description: 'No such event' })
  update(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: UpdateEventDto): Promise<AdminEventDto> {
    return this.events.update(id, body);
  }

  @Delete(':id')
  @RequirePermission('events', 'delete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an event' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such event' })
  remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.events.remove(id);
  }
}
