import { BadRequestException, type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { type AdminRequest, sessionOf } from '../access/admin-principal.js';
import { establishAdminSession } from './establish-session.js';
import { SignInThrottledException } from './login-throttle.service.js';
import { SignInService } from './sign-in.service.js';

export const MISSING_CREDENTIALS = 'Please enter both username and password';

/**
 * Checks `{ username, password }` against the admins table, then logs the admin in through passport, which
 * regenerates the session id: a session id known before sign-in is worthless after it. Afterwards the verified admin
 * is the session request's `user` (admin-principal.ts).
 */
@Injectable()
export class LoginGuard implements CanActivate {
  constructor(private readonly signIn: SignInService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const body = (request.body ?? {}) as Record<string, unknown>;
    const errors: Record<string, string> = {};
    if (typeof body.username !== 'string' || !body.username.trim()) errors.username = 'Username is required';
    if (typeof body.password !== 'string' || !body.password) errors.password = 'Password is required';
    if (Object.keys(errors).length > 0) throw new BadRequestException({ message: MISSING_CREDENTIALS, errors });

    const admin = await this.signIn
      .verify(body.username as string, body.password as string, request.ip)
      .catch((error: unknown) => {
        if (error instanceof SignInThrottledException)
          context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      });
    await establishAdminSession(sessionOf(request), admin);
    return true;
  }
}
