import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { type Request } from 'express';
import { Strategy } from 'passport-local';
import { type Admin } from '../entities/admin.entity.js';
import { SignInThrottledException } from './login-throttle.service.js';
import { SignInService } from './sign-in.service.js';

export const ADMIN_LOCAL_STRATEGY = 'admin-local';

/** passport-local over the admins table: `{ username, password }` in the JSON body. */
@Injectable()
export class AdminLocalStrategy extends PassportStrategy(Strategy, ADMIN_LOCAL_STRATEGY) {
  constructor(private readonly signIn: SignInService) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: Request, username: string, password: string): Promise<Admin> {
    try {
      return await this.signIn.verify(username, password, request.ip ?? 'unknown');
    } catch (error) {
      if (error instanceof SignInThrottledException) request.res?.setHeader('Retry-After', error.retryAfterSeconds);
      throw error;
    }
  }
}
