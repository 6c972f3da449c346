import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitGuard } from './rate-limit.decorator.js';
import { RateLimitService } from './rate-limit.service.js';
import { RateLimiters } from './rate-limiters.js';

/** One set of rate-limit counters for the whole process, and the guard that applies @RateLimit to routes. */
@Global()
@Module({
  providers: [RateLimiters, RateLimitService, { provide: APP_GUARD, useClass: RateLimitGuard }],
  exports: [RateLimiters, RateLimitService],
})
export class RateLimitsModule {}
