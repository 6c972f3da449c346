import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../identity/access/access-rule.decorator.js';
import { AnalyticsDto } from './dto/analytics.dto.js';
import { OverviewService } from './overview.service.js';

@ApiTags('admin analytics')
@Controller('admin/analytics')
export class AnalyticsAdminController {
  constructor(private readonly dashboard: OverviewService) {}

  @Get()
  @RequirePermission('analytics', 'view')
  @ApiOperation({ summary: 'Dashboard overview counts' })
  @ApiOkResponse({ type: AnalyticsDto })
  overview(): Promise<AnalyticsDto> {
    return this.dashboard.counts();
  }
}
