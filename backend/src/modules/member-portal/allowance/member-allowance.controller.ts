import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import { clientAddress } from '../../../common/rate-limits/client-address.js';
import { RateLimit } from '../../../common/rate-limits/rate-limit.decorator.js';
import { type User } from '../../identity/entities/user.entity.js';
import { CurrentMember, MemberRoute } from '../session/member-session.guard.js';
import { MemberAllowanceDto, MemberBookingRequestDto, MemberBookingStartedDto } from './dto/member-allowance.dto.js';
import { AllowanceBookingsService } from './allowance-bookings.service.js';
import { MemberAllowanceService } from './member-allowance.service.js';

/** The signed-in member's allowance, and booking from it (the rest at the member price). */
@ApiTags('member portal')
@Controller('member')
@MemberRoute()
export class MemberAllowanceController {
  constructor(
    private readonly allowance: MemberAllowanceService,
    private readonly bookings: AllowanceBookingsService,
  ) {}

  @Get('allowance')
  @ApiOperation({
    summary: "The current period's desk days, meeting-room hours and guest passes: included, used, left",
  })
  @ApiOkResponse({ type: MemberAllowanceDto })
  @ApiNotFoundResponse({ description: 'The member has no membership that gives an allowance' })
  get(@CurrentMember() member: User): Promise<MemberAllowanceDto> {
    return this.allowance.allowance(member);
  }

  @Post('bookings')
  @RateLimit('booking-checkout')
  @ApiOperation({
    summary:
      'Book a space from the allowance: the covered part is confirmed at KSh 0, the rest is held for payment at the member price',
  })
  @ApiCreatedResponse({ type: MemberBookingStartedDto })
  @ApiBadRequestResponse({
    description: 'A field is malformed, or the selection does not fit the space (message says)',
  })
  @ApiNotFoundResponse({ description: 'The space does not exist or is not offered' })
  @ApiConflictResponse({
    description: 'No usable membership (none, or past due: the message says what to do), or a slot is no longer free',
  })
  @ApiBadGatewayResponse({ description: 'Paystack refused or did not answer: the paid part is not held' })
  book(
    @CurrentMember() member: User,
    @Body() body: MemberBookingRequestDto,
    @Req() request: FastifyRequest,
  ): Promise<MemberBookingStartedDto> {
    return this.bookings.book(member, body, clientAddress(request));
  }
}
