import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, type StreamableFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataExport, dataExportResponse } from '../../privacy/data-export.response.js';
import { DataExportQueryDto, ErasureRequestedDto, RequestErasureDto } from '../../privacy/dto/privacy.dto.js';
import { ErasureRequestsService } from '../../privacy/erasure/erasure-requests.service.js';
import { DataExportService, type PersonalDataExport } from '../../privacy/export/data-export.service.js';
import { ManageBookingService } from './manage-booking.service.js';

/** A visitor's rights under the Data Protection Act from their booking's manage link: the person is its contact. */
@ApiTags('bookings')
@Controller('bookings/manage/:token')
export class ManagePrivacyController {
  constructor(
    private readonly manage: ManageBookingService,
    private readonly exports: DataExportService,
    private readonly erasures: ErasureRequestsService,
  ) {}

  @Get('data-export')
  @ApiOperation({ summary: "Everything held about the booking's contact (JSON, or a zip with CSV files)" })
  @ApiDataExport()
  @ApiNotFoundResponse({ description: 'The link is wrong or has expired' })
  async dataExport(
    @Param('token') token: string,
    @Query() query: DataExportQueryDto,
  ): Promise<PersonalDataExport | StreamableFile> {
    return dataExportResponse(await this.exports.collect(await this.manage.contactOf(token)), query.format);
  }

  @Post('erasure-request')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: "Ask for the erasure of the booking contact's data (staff complete it within 30 days)" })
  @ApiAcceptedResponse({ type: ErasureRequestedDto, description: 'The new request, or the open one' })
  @ApiNotFoundResponse({ description: 'The link is wrong or has expired' })
  async requestErasure(@Param('token') token: string, @Body() body: RequestErasureDto): Promise<ErasureRequestedDto> {
    return this.erasures.request(await this.manage.contactOf(token), 'manage-link', body.reason ?? null);
  }
}
