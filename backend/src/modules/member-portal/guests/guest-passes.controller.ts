import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type User } from '../../identity/entities/user.entity.js';
import { ALLOWANCE_MESSAGES } from '../member-portal.messages.js';
import { CurrentMember, MemberRoute } from '../session/member-session.guard.js';
import { CreateGuestPassDto, GuestPassDto } from './dto/guest-pass.dto.js';
import { GuestPassesService } from './guest-passes.service.js';

/** The signed-in member's guests: one guest pass of the membership period each. */
@ApiTags('member portal')
@Controller('member')
@MemberRoute()
export class MemberGuestsController {
  constructor(private readonly guests: GuestPassesService) {}

  @Post('guests')
  @ApiOperation({
    summary: 'Invite a guest on a date of the current period: the guest is e-mailed the visit and a check-in code',
  })
  @ApiCreatedResponse({ type: GuestPassDto })
  @ApiBadRequestResponse({ description: 'A field is not valid, or the date is outside today..the period end' })
  @ApiConflictResponse({
    description: "The period's guest passes are used up, the plan has none, or there is no usable membership",
  })
  invite(@CurrentMember() member: User, @Body() body: CreateGuestPassDto): Promise<GuestPassDto> {
    return this.guests.invite(member, body);
  }

  @Get('guests')
  @ApiOperation({ summary: "The member's guests, latest visit date first" })
  @ApiOkResponse({ type: [GuestPassDto] })
  list(@CurrentMember() member: User): Promise<GuestPassDto[]> {
    return this.guests.list(member);
  }

  @Post('guests/:id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Cancel a guest's visit before its day: the pass is given back to the period" })
  @ApiOkResponse({ type: GuestPassDto })
  @ApiNotFoundResponse({ description: 'No such guest pass of this member' })
  @ApiConflictResponse({ description: 'Already cancelled, or the visit is today or over (the message says)' })
  cancel(
    @CurrentMember() member: User,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(ALLOWANCE_MESSAGES.guestNotFound) }))
    id: string,
  ): Promise<GuestPassDto> {
    return this.guests.cancel(member, id);
  }
}
