import {
  Body,
  Controller,
  HttpCode,
  HttpStatus,
  Post,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { clearCookie } from '../../../common/http/cookies.js';
import { endSession, MESSAGES } from '../access/admin-access.guard.js';
import { PublicAdminRoute, RequireAdminSession } from '../access/access-rule.decorator.js';
import { type AdminRequest, sessionOf } from '../access/admin-principal.js';
import { AdminDirectory } from '../admins/admin-directory.service.js';
import { toAdminDto, toSessionAdminDto } from '../admins/admin.dto.js';
import { type Admin } from '../entities/admin.entity.js';
import { LoginGuard } from './login.guard.js';
import { ADMIN_SESSION_COOKIE, ADMIN_SESSION_PATH } from './session-policy.js';
import { LoginDto, LoginResponseDto, LogoutResponseDto, RefreshResponseDto } from './session.dto.js';
import { SignInService } from './sign-in.service.js';

@ApiTags('admin session')
@Controller('admin')
export class AdminSessionController {
  constructor(
    private readonly signIn: SignInService,
    private readonly directory: AdminDirectory,
  ) {}

  @Post('login')
  @PublicAdminRoute()
  @UseGuards(LoginGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign in; sets the httpOnly session cookie' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts for this username or address' })
  async login(@Body() _credentials: LoginDto, @Req() request: AdminRequest): Promise<LoginResponseDto> {
    // After LoginGuard, the session request's user is the admin it verified and logged in.
    const admin = sessionOf(request).user as unknown as Admin;
    admin.lastLogin = await this.signIn.recordSignIn(admin, request.ip);
    const profile = toSessionAdminDto(admin);
    return { success: true, admin: profile, message: `Logged in successfully as ${profile.displayName}` };
  }

  @Post('refresh')
  @RequireAdminSession()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The signed-in admin with current permissions' })
  @ApiOkResponse({ type: RefreshResponseDto })
  async refresh(@Req() request: AdminRequest): Promise<RefreshResponseDto> {
    const admin = request.admin && (await this.directory.findActive(request.admin.id));
    if (!admin) throw new UnauthorizedException(MESSAGES.expired);
    return { success: true, admin: toSessionAdminDto(admin) };
  }

  @Post('logout')
  @PublicAdminRoute()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign out; ends the session whether or not one exists' })
  @ApiOkResponse({ type: LogoutResponseDto })
  async logout(
    @Req() request: AdminRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<LogoutResponseDto> {
    const sessionRequest = sessionOf(request);
    const principal = sessionRequest.user;
    if (principal) {
      const admin = await this.directory.findActive(principal.adminId);
      if (admin) await this.signIn.recordSignOut(toAdminDto(admin), request.ip);
    }
    // passport's logout needs the session it was given; without one there is nothing to end.
    if (sessionRequest.session) await new Promise<void>((resolve) => sessionRequest.logout(() => resolve()));
    await endSession(request);
    clearCookie(response, ADMIN_SESSION_COOKIE, { path: ADMIN_SESSION_PATH });
    return { success: true, message: 'You have been successfully logged out' };
  }
}
