import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../identity/access/access-rule.decorator.js';
import { type AdminRequest } from '../identity/access/admin-principal.js';
import { actorOf, ipOf } from '../identity/access/request-actor.js';
import { BookingsService } from './bookings.service.js';
import { AdminBookingDto, toAdminBookingDto, UpdateBookingDto } from './dto/admin-booking.dto.js';

@ApiTags('admin bookings')
@Controller('admin/bookings')
export class BookingAdminController {
  constructor(private readonly bookings: BookingsService) {}

  @Get()
  @RequirePermission('bookings', 'view')
  @ApiOperation({ summary: 'Bookings and tour requests, newest first' })
  @ApiOkResponse({ type: [AdminBookingDto] })
  list(): Promise<AdminBookingDto[]> {
    return this.bookings.listForStaff();
  }

  @Put(':id')
  @RequirePermission('bookings', 'edit')
  @ApiOperation({
    summary:
      'Change status and notes; the customer is e-mailed. Cancelling frees the instance and refunds what was paid for it unless `refund` is false',
  })
  @ApiOkResponse({ type: AdminBookingDto })
  async update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateBookingDto,
    @Req() request: AdminRequest,
  ): Promise<AdminBookingDto> {
    const { id: adminId, username } = actorOf(request);
    return toAdminBookingDto(
      await this.bookings.updateStatus(id, body.status, body.notes, {
        refund: body.refund,
        actor: { id: adminId, username },
        ipAddress: ipOf(request),
      }),
    );
  }
}
