import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../identity/access/request-actor.js';
import { BookingStaffService } from './staff/booking-staff.service.js';
import { AdminBookingDto, MoveBookingDto, toAdminBookingDto, UpdateBookingDto } from './dto/admin-booking.dto.js';
import { BookingMovesService } from './staff/booking-moves.service.js';

@ApiTags('admin bookings')
@Controller('admin/bookings')
export class BookingAdminController {
  constructor(
    private readonly bookings: BookingStaffService,
    private readonly moves: BookingMovesService,
  ) {}

  @Get()
  @RequirePermission('bookings', 'view')
  @ApiOperation({ summary: 'Bookings and tour requests, newest first' })
  @ApiOkResponse({ type: [AdminBookingDto] })
  list(): Promise<AdminBookingDto[]> {
    return this.bookings.listForStaff();
  }

  @Get(':id')
  @RequirePermission('bookings', 'view')
  @ApiOperation({ summary: 'One booked row (or tour request), as Manage Booking shows it' })
  @ApiOkResponse({ type: AdminBookingDto })
  @ApiNotFoundResponse({ description: 'No such booking' })
  async findOne(@Param('id', new ParseUUIDPipe()) id: string): Promise<AdminBookingDto> {
    return toAdminBookingDto(await this.bookings.findForStaff(id));
  }

  @Put(':id')
  @RequirePermission('bookings', 'edit')
  @ApiOperation({
    summary:
      'Change status and notes; the customer is e-mailed. Cancelling frees the instance and refunds what was paid for it unless `refund` is false; cancelling a paid booking also needs payments.refund. Statuses move as the booking state machine allows (never back to pending; not confirmed again once its money went back)',
  })
  @ApiOkResponse({ type: AdminBookingDto })
  @ApiForbiddenResponse({ description: 'The booking is paid and the admin lacks payments.refund (nothing changed)' })
  @ApiConflictResponse({
    description:
      'The state machine refuses the change, e.g. confirming a booking whose money was refunded (the message says why)',
  })
  async update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateBookingDto,
    @Req() request: AdminRequest,
  ): Promise<AdminBookingDto> {
    // The admin's permissions go along: cancelling a paid booking needs payments.refund as well (403 otherwise).
    return toAdminBookingDto(
      await this.bookings.updateStatus(id, body.status, body.notes, {
        refund: body.refund,
        actor: actorOf(request),
        ipAddress: ipOf(request),
      }),
    );
  }

  @Post(':id/move')
  @HttpCode(200)
  @RequirePermission('bookings', 'edit')
  @ApiOperation({
    summary:
      'Move a booked row to another instance and/or slot, re-checking availability in one transaction (the old slot is freed only if the new one is taken); the price and payment stay; audited, the customer gets an updated confirmation',
  })
  @ApiOkResponse({ type: AdminBookingDto })
  @ApiConflictResponse({ description: 'The new slot is held: the message names the booking that holds it' })
  async move(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: MoveBookingDto,
    @Req() request: AdminRequest,
  ): Promise<AdminBookingDto> {
    return toAdminBookingDto(await this.moves.move(id, body, actorOf(request), ipOf(request)));
  }
}
