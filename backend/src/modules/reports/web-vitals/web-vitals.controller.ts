import { Body, Controller, HttpCode, HttpStatus, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNoContentResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { RateLimit } from '../../../common/rate-limits/rate-limit.decorator.js';
import { WebVitalsReportDto } from './dto/web-vitals-report.dto.js';
import { JsonTextBodyInterceptor } from './json-text-body.interceptor.js';
import { WebVitalsService } from './web-vitals.service.js';

/** Where storefront pages report what their visitors experienced: public, cookieless, answered with no body. */
@ApiTags('web vitals')
@Controller('vitals')
export class WebVitalsController {
  constructor(private readonly vitals: WebVitalsService) {}

  @Post()
  @RateLimit('web-vitals')
  @UseInterceptors(JsonTextBodyInterceptor)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      "A storefront page's Core Web Vitals (LCP, INP, CLS) by route pattern, sent when the page is hidden (a beacon: JSON as application/json or text/plain)",
  })
  @ApiConsumes('application/json', 'text/plain')
  @ApiBody({ type: WebVitalsReportDto })
  @ApiNoContentResponse({ description: 'Stored' })
  @ApiBadRequestResponse({ description: 'Not JSON, an unknown route, metric or device, or a value out of range' })
  @ApiPayloadTooLargeResponse({ description: 'A text body over 16 KB' })
  async record(@Body() report: WebVitalsReportDto): Promise<void> {
    await this.vitals.record(report);
  }
}
