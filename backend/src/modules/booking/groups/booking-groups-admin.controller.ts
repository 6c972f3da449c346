import {
  Body,
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
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { ApiCsvExport, CSV_EXPORT_PATH } from '../../../common/http/csv-export.js';
import { sendPage } from '../../../common/http/list-query.dto.js';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../../identity/access/request-actor.js';
import { BookingGroupsAdminService } from './booking-groups-admin.service.js';
import {
  BookingGroupDto,
  BookingGroupListQueryDto,
  BulkTourStatusDto,
  BulkTourStatusResultDto,
} from './dto/booking-groups.dto.js';

@ApiTags('admin bookings')
@Controller('admin')
export class BookingGroupsAdminController {
  constructor(private readonly groups: BookingGroupsAdminService) {}

  @Get('booking-groups')
  @RequirePermission('bookings', 'view')
  @ApiOperation({
    summary:
      'Bookings one row per booking group (a checkout or a tour request) with its dates and payment, newest first: a page of rows (X-Total-Count holds the total), searchable by name, e-mail, phone or reference',
  })
  @ApiOkResponse({ type: [BookingGroupDto] })
  async list(
    @Query() query: BookingGroupListQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<BookingGroupDto[]> {
    return sendPage(response, await this.groups.list(query));
  }

  // Declared before ':id' so the file name is not read as an id.
  @Get(`booking-groups/${CSV_EXPORT_PATH}`)
  @RequirePermission('bookings', 'view')
  @ApiCsvExport('Booking groups')
  export(@Query() query: BookingGroupListQueryDto): StreamableFile {
    return this.groups.export(query);
  }

  @Get('booking-groups/:id')
  @RequirePermission('bookings', 'view')
  @ApiOperation({ summary: 'One booking group with its dates and slots and its payment' })
  @ApiOkResponse({ type: BookingGroupDto })
  @ApiNotFoundResponse({ description: 'No such booking group' })
  detail(@Param('id', new ParseUUIDPipe()) id: string): Promise<BookingGroupDto> {
    return this.groups.detail(id);
  }

  @Post('bookings/bulk-status')
  @HttpCode(HttpStatus.OK)
  @RequirePermission('bookings', 'edit')
  @ApiOperation({
    summary:
      'Approve or reject several tour requests at once; each is changed, audited and e-mailed as a single status change is',
  })
  @ApiOkResponse({ type: BulkTourStatusResultDto })
  @ApiBadRequestResponse({ description: 'No ids, too many, or some are not tour requests (the message says which)' })
  @ApiNotFoundResponse({ description: 'Some id is no booking (the message says which)' })
  bulkStatus(@Body() body: BulkTourStatusDto, @Req() request: AdminRequest): Promise<BulkTourStatusResultDto> {
    return this.groups.decideTours(body, actorOf(request), ipOf(request));
  }
}
