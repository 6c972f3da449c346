import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import { RouteFacts } from '../http/route-facts.js';
import { clientAddress } from './client-address.js';
import { type RateLimitPolicyName } from './rate-limit-policies.js';
import { RateLimitService } from './rate-limit.service.js';

const RATE_LIMIT_POLICY = 'rate-limit-policy';

/**
 * Limits a route by a named policy (rate-limit-policies.ts): per client address and, when the body has an `email`,
 * per e-mail address. Over the limit the answer is 429 with Retry-After and a message saying how long to wait.
 */
export function RateLimit(policy: RateLimitPolicyName): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(RATE_LIMIT_POLICY, policy),
    ApiTooManyRequestsResponse({
      description:
        'Too many requests lately from this address or for this e-mail (a checkout also when too many unpaid bookings wait for payment); Retry-After says when to try again',
    }),
  );
}

/**
 * Applies @RateLimit before anything else reads the body: a refused request is not validated, stored or mailed.
 * Malformed requests count too, so probing a form costs as much as using it.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly policies = new RouteFacts((context) =>
    this.reflector.getAllAndOverride<RateLimitPolicyName | undefined>(RATE_LIMIT_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]),
  );

  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.policies.of(context);
    if (!policy || context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.limits.consume(policy, { address: clientAddress(request), email: emailIn(request.body) });
    return true;
  }
}

/** The body's `email`, when it is a string that could be one (the DTO validates it properly later). */
function emailIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.includes('@') && email.length <= 254 ? email : undefined;
}
