import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../../identity/access/request-actor.js';
import {
  CreateStaffBookingDto,
  StaffBookingCreatedDto,
  StaffQuoteDto,
  StaffSelectionDto,
} from './staff-booking.dto.js';
import { StaffBookingsService } from './staff-bookings.service.js';

// The booking and the money staff take for it are one transaction: booking places the group, the payment module
// records, delivers and receipts the money (or opens the pay link's checkout).
@ApiTags('admin bookings')
@Controller('admin/bookings')
export class StaffBookingsController {
  constructor(private readonly staffBookings: StaffBookingsService) {}

  @Post()
  @RequirePermission('bookings', 'create')
  @ApiOperation({
    summary:
      'Book a walk-in or phone customer: cash, M-Pesa (code, once), bank transfer or complimentary are recorded, receipted and confirmed at once; pay_link holds the slot and e-mails a Paystack checkout. Audited. Discounts and complimentary need payments.refund',
  })
  @ApiCreatedResponse({ type: StaffBookingCreatedDto })
  @ApiConflictResponse({ description: 'The slot is held (the message names the booking), or the M-Pesa code is used' })
  @ApiForbiddenResponse({ description: 'A discount or complimentary booking without payments.refund' })
  @ApiBadGatewayResponse({ description: 'pay_link: Paystack did not open the checkout (the hold is released)' })
  create(@Body() body: CreateStaffBookingDto, @Req() request: AdminRequest): Promise<StaffBookingCreatedDto> {
    return this.staffBookings.create(body, actorOf(request), ipOf(request));
  }

  @Post('quote')
  @HttpCode(200)
  @RequirePermission('bookings', 'create')
  @ApiOperation({ summary: "The server's price of a staff booking, with the discount applied" })
  @ApiOkResponse({ type: StaffQuoteDto })
  quote(@Body() body: StaffSelectionDto, @Req() request: AdminRequest): Promise<StaffQuoteDto> {
    return this.staffBookings.quote(body, actorOf(request));
  }
}
