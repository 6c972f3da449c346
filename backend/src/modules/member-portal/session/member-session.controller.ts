import { Body, Controller, Delete, Get, Headers, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { clearCookie, type CookieOptions, setCookie } from '../../../common/http/cookies.js';
import { RateLimit } from '../../../common/rate-limits/rate-limit.decorator.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { MemberProfileDto } from '../dto/member-profile.dto.js';
import {
  MemberSessionRequestDto,
  MemberSessionStateDto,
  SignInLinkRequestDto,
  SignInLinkSentDto,
} from '../dto/member-session.dto.js';
import { toMemberProfile } from '../member-profile.service.js';
import {
  MEMBER_PORTAL_MESSAGES,
  MEMBER_SESSION_COOKIE,
  MEMBER_SESSION_DAYS,
  MEMBER_SESSION_PATH,
} from '../member-portal.messages.js';
import { memberSessionToken, memberSessionTokenIn } from './member-session.guard.js';
import { MemberSessionsService } from './member-sessions.service.js';

/** Signing in to the member portal by e-mailed link, and out. */
@ApiTags('member portal')
@Controller('member')
export class MemberSessionController {
  constructor(
    private readonly sessions: MemberSessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** httpOnly, SameSite=Lax, only sent to the member API, Secure when the product is served over https. */
  private cookieOptions(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.http.publicUrl.startsWith('https://'),
      path: MEMBER_SESSION_PATH,
    };
  }

  @Post('sign-in-link')
  @RateLimit('member-sign-in-links')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary:
      'E-mail a one-time sign-in link (15 minutes) if the address belongs to a member; the same answer either way',
  })
  @ApiAcceptedResponse({ type: SignInLinkSentDto })
  async sendLink(@Body() body: SignInLinkRequestDto): Promise<SignInLinkSentDto> {
    await this.sessions.requestSignInLink(body.email);
    return { message: MEMBER_PORTAL_MESSAGES.signInLinkSent };
  }

  /**
   * Whether this browser is signed in, always answered 200: the portal asks it on every visit, and a signed-out
   * visitor is the usual case, not an error (a 401 would be logged as a failed request in every visitor's console).
   */
  @Get('session')
  @ApiOperation({ summary: 'The signed-in member, or null without a live member session (never 401)' })
  @ApiOkResponse({ type: MemberSessionStateDto })
  async current(@Headers('cookie') cookie: string | undefined): Promise<MemberSessionStateDto> {
    const token = memberSessionTokenIn(cookie);
    const member = token ? await this.sessions.memberOf(token) : null;
    return { member: member ? toMemberProfile(member) : null };
  }

  @Post('session')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Spend a sign-in link for a session: sets the httpOnly member_session cookie (30 days)' })
  @ApiOkResponse({ type: MemberProfileDto })
  @ApiUnauthorizedResponse({ description: 'The link is unknown, expired or already used' })
  async signIn(
    @Body() body: MemberSessionRequestDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<MemberProfileDto> {
    const session = await this.sessions.signIn(body.token);
    setCookie(response, MEMBER_SESSION_COOKIE, session.token, {
      ...this.cookieOptions(),
      maxAge: MEMBER_SESSION_DAYS * 24 * 60 * 60_000,
    });
    return toMemberProfile(session.user);
  }

  @Delete('session')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign out: the session ends on the server and the cookie is cleared' })
  @ApiNoContentResponse({ description: 'Signed out (also when there was no session)' })
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<void> {
    const token = memberSessionToken(request);
    if (token) await this.sessions.signOut(token);
    clearCookie(response, MEMBER_SESSION_COOKIE, this.cookieOptions());
  }
}
