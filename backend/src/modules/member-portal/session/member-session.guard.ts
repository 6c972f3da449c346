import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import { type User } from '../../identity/entities/user.entity.js';
import { MEMBER_PORTAL_MESSAGES, MEMBER_SESSION_COOKIE } from '../member-portal.messages.js';
import { MemberSessionsService } from './member-sessions.service.js';

export type MemberRequest = FastifyRequest & { member?: User };

/** The member session token from the request's Cookie header, if it has one. */
export function memberSessionToken(request: FastifyRequest): string | null {
  return memberSessionTokenIn(request.headers.cookie);
}

/** The member session token in a Cookie header's value. */
export function memberSessionTokenIn(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === MEMBER_SESSION_COOKIE)
      return part.slice(separator + 1).trim() || null;
  }
  return null;
}

/**
 * The gate of the member API: a live member session (the `member_session` cookie), else 401. It attaches the
 * member to the request. The admin API never reads this cookie (its own gate reads only the admin session).
 */
@Injectable()
export class MemberSessionGuard implements CanActivate {
  constructor(private readonly sessions: MemberSessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<MemberRequest>();
    const token = memberSessionToken(request);
    const member = token ? await this.sessions.memberOf(token) : null;
    if (!member) throw new UnauthorizedException(MEMBER_PORTAL_MESSAGES.signIn);
    request.member = member;
    return true;
  }
}

/** A member route: needs a member session (`member_session` cookie). */
export function MemberRoute() {
  return applyDecorators(
    UseGuards(MemberSessionGuard),
    ApiCookieAuth(MEMBER_SESSION_COOKIE),
    ApiUnauthorizedResponse({ description: 'No member session, or it expired or was signed out' }),
  );
}

/** The signed-in member (on routes behind MemberRoute). */
export const CurrentMember = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User => context.switchToHttp().getRequest<MemberRequest>().member!,
);
