import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
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
import { TeamMembershipDto } from '../../membership/teams/dto/company.dto.js';
import { TeamSeats } from '../../membership/teams/team-seats.service.js';
import { PaymentStartedDto } from '../../payment/dto/payment.dto.js';
import { CurrentMember, MemberRoute } from '../session/member-session.guard.js';
import { MemberSessionsService } from '../session/member-sessions.service.js';
import { SeatCountDto, SeatHolderDto } from './member-teams.dto.js';

/** The team memberships the signed-in member pays for as the company's billing contact, and their seats. */
@ApiTags('member portal')
@Controller('member/teams')
@MemberRoute()
export class MemberTeamsController {
  constructor(
    private readonly seats: TeamSeats,
    private readonly sessions: MemberSessionsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Team memberships the member is the billing contact of, with who holds each seat' })
  @ApiOkResponse({ type: [TeamMembershipDto] })
  list(@CurrentMember() member: User): Promise<TeamMembershipDto[]> {
    return this.seats.billedTo(member);
  }

  @Post(':id/seats')
  @ApiOperation({
    summary:
      'Give a free seat to a person: they get their own allowance, guest passes and check-in code, and are e-mailed a sign-in link',
  })
  @ApiCreatedResponse({ type: TeamMembershipDto })
  @ApiBadRequestResponse({ description: 'A field is not valid (the message names it)' })
  @ApiNotFoundResponse({ description: 'No such team membership of this member' })
  @ApiConflictResponse({ description: 'Every seat is held, the person holds one already, or the team is not active' })
  async assign(
    @CurrentMember() member: User,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SeatHolderDto,
  ): Promise<TeamMembershipDto> {
    const team = await this.seats.assign(member, id, body);
    await this.sessions.requestSignInLink(body.email);
    return team;
  }

  @Put(':id/seats/:seatId')
  @ApiOperation({
    summary: "Move a seat to another person: the holder's access ends at once and the new holder's begins",
  })
  @ApiOkResponse({ type: TeamMembershipDto })
  @ApiBadRequestResponse({ description: 'A field is not valid (the message names it)' })
  @ApiNotFoundResponse({ description: 'No such team membership or seat' })
  @ApiConflictResponse({ description: 'The person holds a seat already, or the team is not active' })
  async move(
    @CurrentMember() member: User,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Param('seatId', new ParseUUIDPipe()) seatId: string,
    @Body() body: SeatHolderDto,
  ): Promise<TeamMembershipDto> {
    const team = await this.seats.move(member, id, seatId, body);
    await this.sessions.requestSignInLink(body.email);
    return team;
  }

  @Delete(':id/seats/:seatId')
  @ApiOperation({ summary: "Take a seat back (the holder's access ends at once); it stays paid for, free to give" })
  @ApiOkResponse({ type: TeamMembershipDto })
  @ApiNotFoundResponse({ description: 'No such team membership or seat' })
  unassign(
    @CurrentMember() member: User,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Param('seatId', new ParseUUIDPipe()) seatId: string,
  ): Promise<TeamMembershipDto> {
    return this.seats.unassign(member, id, seatId);
  }

  @Put(':id/seats-next-period')
  @ApiOperation({
    summary:
      'How many seats to keep from the next period on: fewer removes seats at the period end (the paid ones last until then); the current number undoes that',
  })
  @ApiOkResponse({ type: TeamMembershipDto })
  @ApiNotFoundResponse({ description: 'No such team membership of this member' })
  @ApiConflictResponse({ description: 'More than are paid for, or fewer than people hold now (free seats first)' })
  keep(
    @CurrentMember() member: User,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SeatCountDto,
  ): Promise<TeamMembershipDto> {
    return this.seats.keepSeats(member, id, body.seats);
  }

  @Post(':id/seat-purchases')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Buy more seats for the rest of the current period (the plan's price per seat for the whole days left): a Paystack checkout; the seats are added when it is paid and renew with the team",
  })
  @ApiOkResponse({ type: PaymentStartedDto })
  @ApiNotFoundResponse({ description: 'No such team membership of this member' })
  @ApiConflictResponse({ description: `The team is not active, or would pass the most seats a team holds` })
  buy(
    @CurrentMember() member: User,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SeatCountDto,
  ): Promise<PaymentStartedDto> {
    return this.seats.buySeats(member, id, body.seats);
  }
}
