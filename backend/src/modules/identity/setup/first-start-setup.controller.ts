import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../../../common/rate-limits/rate-limit.decorator.js';
import { PublicAdminRoute } from '../access/access-rule.decorator.js';
import { type AdminRequest, sessionOf } from '../access/admin-principal.js';
import { toSessionAdminDto } from '../admins/admin.dto.js';
import { establishAdminSession } from '../session/establish-session.js';
import { LoginResponseDto } from '../session/session.dto.js';
import { SignInService } from '../session/sign-in.service.js';
import { FirstStartSetupDto } from './first-start-setup.dto.js';
import { FirstStartSetup } from './first-start-setup.service.js';

/** The setup page's one call: the first super admin, signed in as a sign-in would. */
@ApiTags('admin session')
@Controller('admin')
export class FirstStartSetupController {
  constructor(
    private readonly setup: FirstStartSetup,
    private readonly signIn: SignInService,
  ) {}

  @Post('setup')
  @PublicAdminRoute()
  @RateLimit('admin-setup')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary:
      'First start: create the first super admin with the one-time link printed at start, and sign them in (sets the session cookie)',
  })
  @ApiCreatedResponse({ type: LoginResponseDto })
  @ApiNotFoundResponse({ description: 'A super admin exists already, or no setup link carried this token' })
  async complete(@Body() body: FirstStartSetupDto, @Req() request: AdminRequest): Promise<LoginResponseDto> {
    const admin = await this.setup.createFirstSuperAdmin(body, request.ip);
    await establishAdminSession(sessionOf(request), admin);
    admin.lastLogin = await this.signIn.recordSignIn(admin, request.ip);
    const profile = toSessionAdminDto(admin);
    return { success: true, admin: profile, message: `Welcome, ${profile.displayName}: you are the super admin.` };
  }
}
