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
import { type Response } from 'express';
import { MESSAGES } from '../access/admin-access.guard.js';
import { PublicAdminRoute, RequireAdminSession } from '../access/access-rule.decorator.js';
import { type AdminRequest } from '../access/admin-principal.js';
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
    // After LoginGuard, request.user is the admin the strategy verified.
    const admin = request.user as unknown as Admin;
    admin.lastLogin = await this.signIn.recordSignIn(admin, request.ip ?? 'unknown');
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
    @Res({ passthrough: true }) response: Response,
  ): Promise<LogoutResponseDto> {
    const principal = request.user;
    if (principal) {
      const admin = await this.directory.findActive(principal.adminId);
      if (admin) await this.signIn.recordSignOut(toAdminDto(admin), request.ip ?? 'unknown');
    }
    await new Promise<void>((resolve) => request.logout(() => resolve()));
    await new Promise<void>((resolve) => (request.session ? request.session.destroy(() => resolve()) : resolve()));
    response.clearCookie(ADMIN_SESSION_COOKIE, { path: ADMIN_SESSION_PATH });
    return { success: true, message: 'You have been successfully logged out' };
  }
}
