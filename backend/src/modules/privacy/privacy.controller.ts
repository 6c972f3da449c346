import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, type StreamableFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireProofOfWork } from '../../common/proof-of-work/proof-of-work.decorator.js';
import { RateLimit } from '../../common/rate-limits/rate-limit.decorator.js';
import { ApiDataExport, dataExportResponse } from './data-export.response.js';
import {
  DataExportQueryDto,
  ErasureRequestedDto,
  PrivacyLinkSentDto,
  RequestErasureDto,
  RequestPrivacyLinkDto,
} from './dto/privacy.dto.js';
import { ErasureRequestsService } from './erasure/erasure-requests.service.js';
import { DataExportService, type PersonalDataExport } from './export/data-export.service.js';
import { PrivacyLinksService } from './links/privacy-links.service.js';

/** The privacy page's forms for anyone: a signed link by e-mail, then the export or the erasure request through it. */
@ApiTags('privacy')
@Controller('privacy/requests')
export class PrivacyController {
  constructor(
    private readonly links: PrivacyLinksService,
    private readonly exports: DataExportService,
    private readonly erasures: ErasureRequestsService,
  ) {}

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit('privacy-requests')
  @RequireProofOfWork()
  @ApiOperation({
    summary:
      'E-mail a link (valid 24 hours) to download or erase the data held about an address; the answer never says whether we hold any',
  })
  @ApiAcceptedResponse({ type: PrivacyLinkSentDto })
  request(@Body() body: RequestPrivacyLinkDto): Promise<PrivacyLinkSentDto> {
    return this.links.send(body.email, body.kind);
  }

  @Get(':token/data-export')
  @ApiOperation({ summary: 'Everything held about the link’s e-mail address (JSON, or a zip with CSV files)' })
  @ApiDataExport()
  @ApiNotFoundResponse({ description: 'The link is wrong or has expired' })
  async dataExport(
    @Param('token') token: string,
    @Query() query: DataExportQueryDto,
  ): Promise<PersonalDataExport | StreamableFile> {
    const subject = await this.links.subjectOf(token);
    return dataExportResponse(await this.exports.collect(subject), query.format);
  }

  @Post(':token/erasure')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Ask for the erasure of the data held about the link’s e-mail address (done by staff within 30 days)',
  })
  @ApiAcceptedResponse({ type: ErasureRequestedDto })
  @ApiNotFoundResponse({ description: 'The link is wrong or has expired' })
  async erasure(@Param('token') token: string, @Body() body: RequestErasureDto): Promise<ErasureRequestedDto> {
    const subject = await this.links.subjectOf(token);
    return this.erasures.request(subject, 'email-link', body.reason ?? null);
  }
}
