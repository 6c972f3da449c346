import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import { clientAddress } from '../../../common/rate-limits/client-address.js';
import { RateLimit } from '../../../common/rate-limits/rate-limit.decorator.js';
import { WebVitalsReportDto } from './dto/web-vitals-report.dto.js';
import { JsonTextBodyInterceptor } from './json-text-body.interceptor.js';
import { SameOriginGuard } from './same-origin.guard.js';
import { WebVitalsService } from './web-vitals.service.js';

/**
 * Where storefront pages report what their visitors experienced: public but only from the site's own pages,
 * cookieless, answered with no body. Reports over a day's caps are answered the same and dropped.
 */
@ApiTags('web vitals')
@Controller('vitals')
export class WebVitalsController {
  constructor(private readonly vitals: WebVitalsService) {}

  @Post()
  @RateLimit('web-vitals')
  @UseGuards(SameOriginGuard)
  @UseInterceptors(JsonTextBodyInterceptor)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      "A storefront page's Core Web Vitals (LCP, INP, CLS) by route pattern, sent when the page is hidden (a beacon: JSON as application/json or text/plain)",
  })
  @ApiConsumes('application/json', 'text/plain')
  @ApiBody({ type: WebVitalsReportDto })
  @ApiNoContentResponse({
    description:
      'Taken: stored, or dropped past the day’s caps (per route and metric: a few values per client address, a few hundred in all)',
  })
  @ApiBadRequestResponse({ description: 'Not JSON, an unknown route, metric or device, or a value out of range' })
  @ApiForbiddenResponse({
    description: 'Sent from another web site (Sec-Fetch-Site not same-origin, or Origin not ours)',
  })
  @ApiPayloadTooLargeResponse({ description: 'A text body over 16 KB' })
  async record(@Body() report: WebVitalsReportDto, @Req() request: FastifyRequest): Promise<void> {
    await this.vitals.record(report, clientAddress(request));
  }
}
