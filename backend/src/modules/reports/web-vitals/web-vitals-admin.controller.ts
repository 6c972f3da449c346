import { Controller, Get, Query, type StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CSV_EXPORT_PATH } from '../../../common/http/csv-export.js';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { WebVitalsQueryDto } from './dto/web-vitals-query.dto.js';
import { WebVitalsReportResultDto } from './dto/web-vitals-report-result.dto.js';
import { WebVitalsService } from './web-vitals.service.js';

const BAD_RANGE = {
  description: 'A date or the device is not valid, `to` is before `from`, or the range is longer than 366 days',
};

/** The Reports tab's visitor experience: Core Web Vitals per storefront route, as JSON and as CSV. */
@ApiTags('admin reports')
@Controller('admin/reports')
export class WebVitalsAdminController {
  constructor(private readonly vitals: WebVitalsService) {}

  @Get('web-vitals')
  @RequirePermission('reports', 'view')
  @ApiOperation({
    summary:
      'Core Web Vitals of the storefront per route over venue dates from–to: the 75th percentile of LCP, INP and CLS, its sample count and its rating',
  })
  @ApiOkResponse({ type: WebVitalsReportResultDto })
  @ApiBadRequestResponse(BAD_RANGE)
  webVitals(@Query() query: WebVitalsQueryDto): Promise<WebVitalsReportResultDto> {
    return this.vitals.report(query);
  }

  @Get(`web-vitals/${CSV_EXPORT_PATH}`)
  @RequirePermission('reports', 'view')
  @ApiOperation({ summary: 'Core Web Vitals per route as a CSV download: the same figures and filters' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file', schema: { type: 'string' } })
  @ApiBadRequestResponse(BAD_RANGE)
  webVitalsCsv(@Query() query: WebVitalsQueryDto): Promise<StreamableFile> {
    return this.vitals.reportCsv(query);
  }
}
