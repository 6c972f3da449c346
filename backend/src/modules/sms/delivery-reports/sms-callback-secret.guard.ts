import { timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { SMS_ERRORS } from '../sms.errors.js';

/**
 * Africa's Talking does not sign its callbacks: the delivery-report URL carries SMS_CALLBACK_SECRET instead. A wrong
 * or missing secret (or none configured) answers 404, before the body is even read, as if the route did not exist.
 */
@Injectable()
export class SmsCallbackSecretGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest<{ Params: { secret?: string } }>>();
    const expected = this.config.sms.callbackSecret;
    const given = request.params.secret ?? '';
    if (!expected || !sameText(expected, given)) throw SMS_ERRORS.callbackNotFound();
    return true;
  }
}

function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
