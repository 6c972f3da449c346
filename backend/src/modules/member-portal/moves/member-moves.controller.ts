import { Body, Controller, HttpCode, HttpStatus, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RescheduleBookingDto } from '../../booking/reschedule/reschedule-booking.dto.js';
import { type User } from '../../identity/entities/user.entity.js';
import { MemberBookingDto } from '../dto/member-booking.dto.js';
import { MEMBER_PORTAL_MESSAGES } from '../member-portal.messages.js';
import { CurrentMember, MemberRoute } from '../session/member-session.guard.js';
import { MemberMovesService } from './member-moves.service.js';

/** The member moves one of their bookings to another date or slot of the same space. */
@ApiTags('member portal')
@Controller('member/bookings')
@MemberRoute()
export class MemberMovesController {
  constructor(private readonly moves: MemberMovesService) {}

  @Post(':bookingGroupId/move')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Move the whole booking to another date (and first slot) of the same space while the cancellation policy ' +
      'allows: same price, nothing charged or refunded; an updated confirmation is e-mailed',
  })
  @ApiOkResponse({ type: MemberBookingDto, description: 'The booking as the portal lists it now' })
  @ApiBadRequestResponse({ description: 'The new date or slot cannot be booked now (the message says why)' })
  @ApiNotFoundResponse({ description: 'No such booking of this member' })
  @ApiConflictResponse({
    description:
      'The deadline has passed (the message names it), the new slot is taken, or this booking cannot be moved online ' +
      '(cancelled, unpaid, several dates, monthly access, an allowance booking leaving its period)',
  })
  move(
    @CurrentMember() member: User,
    // A malformed id is simply "not found", like another member's.
    @Param(
      'bookingGroupId',
      new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(MEMBER_PORTAL_MESSAGES.bookingNotFound) }),
    )
    bookingGroupId: string,
    @Body() body: RescheduleBookingDto,
  ): Promise<MemberBookingDto> {
    return this.moves.move(member, bookingGroupId, body);
  }
}
