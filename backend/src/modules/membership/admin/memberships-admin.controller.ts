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
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
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
import {
  AdminMembershipDto,
  CancelledMembershipDto,
  CancelMembershipDto,
  CompMembershipDto,
  ExtendMembershipDto,
  MembershipListQueryDto,
  MembershipSummaryDto,
} from './dto/memberships-admin.dto.js';
import { MembershipsAdminService } from './memberships-admin.service.js';

const REFUSED = 'The membership is in a status that does not allow this (the message says which)';

@ApiTags('admin memberships')
@Controller('admin/memberships')
export class MembershipsAdminController {
  constructor(private readonly memberships: MembershipsAdminService) {}

  @Get()
  @RequirePermission('memberships', 'view')
  @ApiOperation({
    summary:
      'Memberships (plan bookings), newest first: a page of rows (X-Total-Count holds the total), searchable by name, e-mail, phone or plan',
  })
  @ApiOkResponse({ type: [AdminMembershipDto] })
  async list(
    @Query() query: MembershipListQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AdminMembershipDto[]> {
    return sendPage(response, await this.memberships.list(query));
  }

  // Declared before ':id' so the file name is not read as an id.
  @Get(CSV_EXPORT_PATH)
  @RequirePermission('memberships', 'view')
  @ApiCsvExport('Memberships')
  export(@Query() query: MembershipListQueryDto): StreamableFile {
    return this.memberships.export(query);
  }

  // Declared before ':id' so 'summary' is not read as an id.
  @Get('summary')
  @RequirePermission('memberships', 'view')
  @ApiOperation({ summary: "The overview's figures: active members, renewals due in 7 days, overdue, monthly revenue" })
  @ApiOkResponse({ type: MembershipSummaryDto })
  summary(): Promise<MembershipSummaryDto> {
    return this.memberships.summary();
  }

  @Get(':id')
  @RequirePermission('memberships', 'view')
  @ApiOperation({ summary: 'One membership' })
  @ApiOkResponse({ type: AdminMembershipDto })
  @ApiNotFoundResponse({ description: 'No such membership' })
  detail(@Param('id', new ParseUUIDPipe()) id: string): Promise<AdminMembershipDto> {
    return this.memberships.detail(id);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @RequirePermission('memberships', 'edit')
  @ApiOperation({
    summary:
      'End a membership now, with a reason (e-mailed to the member); refund "prorated" also needs payments.refund and refunds the unused days. Audited',
  })
  @ApiOkResponse({ type: CancelledMembershipDto })
  @ApiBadRequestResponse({ description: 'No reason, or an unknown refund choice' })
  @ApiNotFoundResponse({ description: 'No such membership' })
  @ApiConflictResponse({ description: REFUSED })
  cancel(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: CancelMembershipDto,
    @Req() request: AdminRequest,
  ): Promise<CancelledMembershipDto> {
    return this.memberships.cancel(id, body, actorOf(request), ipOf(request));
  }

  @Post(':id/extend')
  @HttpCode(HttpStatus.OK)
  @RequirePermission('memberships', 'edit')
  @ApiOperation({
    summary: 'Move the period end on by 1 to 366 days, with a reason; an overdue membership becomes active. Audited',
  })
  @ApiOkResponse({ type: AdminMembershipDto })
  @ApiBadRequestResponse({ description: 'No reason, or days out of range' })
  @ApiNotFoundResponse({ description: 'No such membership' })
  @ApiConflictResponse({ description: REFUSED })
  extend(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: ExtendMembershipDto,
    @Req() request: AdminRequest,
  ): Promise<AdminMembershipDto> {
    return this.memberships.extend(id, body, actorOf(request), ipOf(request));
  }

  @Post(':id/comp')
  @HttpCode(HttpStatus.OK)
  @RequirePermission('memberships', 'edit')
  @ApiOperation({
    summary:
      'Give a period free, with a reason: a live membership gets one more period; one not started or ended starts a free period today. Audited',
  })
  @ApiOkResponse({ type: AdminMembershipDto })
  @ApiBadRequestResponse({ description: 'No reason' })
  @ApiNotFoundResponse({ description: 'No such membership' })
  comp(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: CompMembershipDto,
    @Req() request: AdminRequest,
  ): Promise<AdminMembershipDto> {
    return this.memberships.comp(id, body, actorOf(request), ipOf(request));
  }
}
