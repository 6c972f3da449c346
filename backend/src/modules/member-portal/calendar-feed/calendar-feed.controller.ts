import { Controller, Get, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { type User } from '../../identity/entities/user.entity.js';
import { MEMBER_PORTAL_ERRORS } from '../member-portal.errors.js';
import { CurrentMember, MemberRoute } from '../session/member-session.guard.js';
import { CalendarFeedDto } from './calendar-feed.dto.js';
import { CalendarFeedService } from './calendar-feed.service.js';

/** The signed-in member's private calendar address: read it, or replace it (the old one stops working). */
@ApiTags('member portal')
@Controller('member/calendar-feed')
@MemberRoute()
export class MemberCalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get()
  @ApiOperation({ summary: "The member's private calendar feed address (bookings, guests, renewal dates)" })
  @ApiOkResponse({ type: CalendarFeedDto })
  url(@CurrentMember() member: User): CalendarFeedDto {
    return this.feeds.url(member);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A new calendar feed address: the previous one answers 404 from now on' })
  @ApiOkResponse({ type: CalendarFeedDto })
  replace(@CurrentMember() member: User): Promise<CalendarFeedDto> {
    return this.feeds.replaceUrl(member);
  }
}

/**
 * The feed itself, read by calendar apps without a session: the signed token in the address is the key. Never kept
 * by a browser, proxy or shared cache (it is one member's schedule).
 */
@ApiTags('member portal')
@Controller('calendar-feeds')
export class CalendarFeedsController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get(':file')
  @ApiOperation({ summary: "A member's calendar feed (iCalendar), opened by the token in its address" })
  @ApiParam({ name: 'file', description: 'The feed token followed by .ics', example: '<token>.ics' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The iCalendar feed', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'The address is wrong or was replaced by a newer one' })
  async feed(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    if (!file.endsWith('.ics')) throw MEMBER_PORTAL_ERRORS.calendarFeedNotFound();
    const feed = await this.feeds.feed(file.slice(0, -'.ics'.length));
    // Set on the answer only: a refusal stays the usual JSON { message }.
    reply.headers({
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, no-store',
      'content-disposition': 'inline; filename="syokimau-coworking.ics"',
      'x-robots-tag': 'noindex',
    });
    return feed;
  }
}
