import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { RescheduleBookingDto } from '../reschedule/reschedule-booking.dto.js';
import { RescheduleService } from '../reschedule/reschedule.service.js';
import { ApiPdfDownload, pdfFile } from '../../payment/receipts/pdf-file.js';
import { ManagedBookingCancelledDto, ManagedBookingDto } from './manage-booking.dto.js';
import { ManageBookingService } from './manage-booking.service.js';

/** The customer's manage link: `PUBLIC_URL/bookings/manage/<token>` reads these. */
@ApiTags('bookings')
@Controller('bookings/manage/:token')
export class ManageBookingController {
  constructor(
    private readonly manage: ManageBookingService,
    private readonly reschedule: RescheduleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'A booking through its manage link: items, payment, receipt, refunds, cancellation terms' })
  @ApiOkResponse({ type: ManagedBookingDto })
  @ApiNotFoundResponse({ description: 'The link is wrong or has expired (the booking ended)' })
  view(@Param('token') token: string): Promise<ManagedBookingDto> {
    return this.manage.view(token);
  }

  @Post('cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Cancel the booking while the policy allows: its instances are freed at once and what was paid is refunded',
  })
  @ApiOkResponse({ type: ManagedBookingCancelledDto })
  @ApiNotFoundResponse({ description: 'The link is wrong or has expired' })
  @ApiConflictResponse({
    description: 'The cancellation deadline has passed (the message names it), or it is already cancelled',
  })
  cancel(@Param('token') token: string): Promise<ManagedBookingCancelledDto> {
    return this.manage.cancel(token);
  }

  @Post('move')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Move the whole booking to another date (and first slot) of the same space while the cancellation policy allows: ' +
      'same price, nothing charged or refunded; an updated confirmation is e-mailed',
  })
  @ApiOkResponse({ type: ManagedBookingDto, description: 'The booking as it is now' })
  @ApiBadRequestResponse({ description: 'The new date or slot cannot be booked now (the message says why)' })
  @ApiNotFoundResponse({ description: 'The link is wrong or has expired' })
  @ApiConflictResponse({
    description:
      'The deadline has passed (the message names it), the new slot is taken, or this booking cannot be moved online ' +
      '(cancelled, unpaid, several dates, monthly access, an allowance booking leaving its period)',
  })
  async move(@Param('token') token: string, @Body() body: RescheduleBookingDto): Promise<ManagedBookingDto> {
    await this.reschedule.moveByManageToken(token, body);
    return this.manage.view(token);
  }

  @Get('receipt')
  @ApiPdfDownload('The numbered receipt of the payment (PDF)', 'Wrong link, or nothing was paid')
  async receipt(@Param('token') token: string): Promise<StreamableFile> {
    return pdfFile(await this.manage.receipt(token));
  }

  @Get('refunds/:refundId/credit-note')
  @ApiPdfDownload("A processed refund's credit note (PDF)", 'Wrong link, or the refund is not processed yet')
  async creditNote(
    @Param('token') token: string,
    @Param('refundId', new ParseUUIDPipe()) refundId: string,
  ): Promise<StreamableFile> {
    return pdfFile(await this.manage.creditNote(token, refundId));
  }

  @Get('calendar')
  @ApiOperation({ summary: 'The booking as a calendar file (.ics)' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The .ics file' })
  @ApiNotFoundResponse({ description: 'The link is wrong or has expired' })
  async calendar(@Param('token') token: string): Promise<StreamableFile> {
    const file = await this.manage.calendar(token);
    return new StreamableFile(Buffer.from(file.content, 'base64'), {
      type: 'text/calendar; charset=utf-8',
      disposition: `attachment; filename="${file.filename}"`,
    });
  }
}
