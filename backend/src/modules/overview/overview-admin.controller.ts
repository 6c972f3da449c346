import { Controller, Get, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireAdminSession } from '../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../identity/access/admin-principal.js';
import { actorOf } from '../identity/access/request-actor.js';
import { OverviewTodayDto } from './dto/overview-today.dto.js';
import { OverviewTodayService } from './overview-today.service.js';

@ApiTags('admin overview')
@Controller('admin/overview')
export class OverviewAdminController {
  constructor(private readonly todayService: OverviewTodayService) {}

  // Every admin sees the Overview; what it holds depends on the lists the admin may view.
  @Get('today')
  @RequireAdminSession()
  @ApiOperation({
    summary:
      'What needs staff today: arrivals, holds lapsing within the hour, pending tours, unanswered contacts and renewals due, each with its count and first rows; sections of lists the admin may not view are left out',
  })
  @ApiOkResponse({ type: OverviewTodayDto })
  today(@Req() request: AdminRequest): Promise<OverviewTodayDto> {
    return this.todayService.today(actorOf(request));
  }
}
