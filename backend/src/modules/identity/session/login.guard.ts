import { BadRequestException, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { type Request } from 'express';
import { ADMIN_LOCAL_STRATEGY } from './admin-local.strategy.js';

export const MISSING_CREDENTIALS = 'Please enter both username and password';

/**
 * Runs the local strategy, then logs the admin in; passport regenerates the session id on login,
 * so a session id known before sign-in is worthless after it.
 */
@Injectable()
export class LoginGuard extends AuthGuard(ADMIN_LOCAL_STRATEGY) {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const body = (request.body ?? {}) as Record<string, unknown>;
    const errors: Record<string, string> = {};
    if (typeof body.username !== 'string' || !body.username.trim()) errors.username = 'Username is required';
    if (typeof body.password !== 'string' || !body.password) errors.password = 'Password is required';
    if (Object.keys(errors).length > 0) throw new BadRequestException({ message: MISSING_CREDENTIALS, errors });

    const authenticated = (await super.canActivate(context)) as boolean;
    await super.logIn(request);
    return authenticated;
  }
}
