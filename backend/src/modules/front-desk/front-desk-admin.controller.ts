import { Body, Controller, Get, HttpStatus, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { sendPage } from '../../common/http/list-query.dto.js';
import { RequirePermission } from '../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../identity/access/request-actor.js';
import { CheckInListQueryDto, CheckInRequestDto, VisitDto } from './dto/front-desk.dto.js';
import { FrontDeskService } from './front-desk.service.js';

@ApiTags('admin front desk')
@Controller('admin')
export class FrontDeskAdminController {
  constructor(private readonly frontDesk: FrontDeskService) {}

  @Get('check-ins')
  @RequirePermission('checkins', 'manage')
  @ApiOperation({
    summary:
      "Who is expected on a venue date (today in Nairobi unless `date` says): confirmed bookings (members' allowance bookings marked), tours and members' guests, each with its check-in code and when it was checked in; a page of rows (X-Total-Count holds the total), searchable by name, e-mail, phone, reference or code",
  })
  @ApiOkResponse({ type: [VisitDto] })
  @ApiBadRequestResponse({ description: 'A parameter cannot be honoured (the message names it)' })
  async list(
    @Query() query: CheckInListQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<VisitDto[]> {
    return sendPage(response, await this.frontDesk.expected(query));
  }

  @Post('check-ins')
  @RequirePermission('checkins', 'manage')
  @ApiOperation({
    summary:
      'Check a visitor in today by their check-in code (typed in any case, with or without the dash, or scanned): 201 with the visit; 200 with the first check-in when the code was checked in already today (nothing is written twice)',
  })
  @ApiCreatedResponse({ type: VisitDto, description: 'Checked in now' })
  @ApiOkResponse({ type: VisitDto, description: 'Already checked in today: the visit with its first check-in time' })
  @ApiBadRequestResponse({ description: 'Not a check-in code (8 letters and digits)' })
  @ApiNotFoundResponse({ description: 'No booking or guest pass has this code' })
  @ApiConflictResponse({
    description:
      'The booking or guest pass was cancelled, is not confirmed, or is for another day (the message names it)',
  })
  async checkIn(
    @Body() body: CheckInRequestDto,
    @Req() request: AdminRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<VisitDto> {
    const { visit, created } = await this.frontDesk.checkIn(body.code, actorOf(request), ipOf(request));
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return visit;
  }
}
