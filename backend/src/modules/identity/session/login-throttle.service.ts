import { HttpException, HttpStatus, Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import {
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_USERNAME_AND_IP,
  LOGIN_THROTTLE_WINDOW_SECONDS,
} from './session-policy.js';

/**
 * Slows password guessing: after 5 failed sign-ins for one username from one address, or 30 from
 * one address, further attempts are refused for 15 minutes. Counters live in Redis so every API
 * process shares them; a successful sign-in clears the username's counter.
 */
@Injectable()
export class LoginThrottle implements OnModuleDestroy {
  private redis: Redis | undefined;
  private limiters: { byUsernameAndIp: RateLimiterRedis; byIp: RateLimiterRedis } | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get store() {
    if (!this.limiters) {
      this.redis = new Redis(this.config.redis.url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
      const limiter = (name: string, points: number) => {
        const options = {
          keyPrefix: `${this.config.redis.queuePrefix}:login:${name}`,
          points,
          duration: LOGIN_THROTTLE_WINDOW_SECONDS,
          blockDuration: LOGIN_THROTTLE_WINDOW_SECONDS,
        };
        // While Redis is unreachable each process keeps counting in memory instead of failing sign-in.
        return new RateLimiterRedis({
          ...options,
          storeClient: this.redis,
          insuranceLimiter: new RateLimiterMemory(options),
        });
      };
      this.limiters = {
        byUsernameAndIp: limiter('user-ip', LOGIN_FAILURES_PER_USERNAME_AND_IP),
        byIp: limiter('ip', LOGIN_FAILURES_PER_IP),
      };
    }
    return this.limiters;
  }

  /** Throws 429 when this username or address has used up its failures. */
  async assertAllowed(username: string, ip: string): Promise<void> {
    const { byUsernameAndIp, byIp } = this.store;
    const [userState, ipState] = await Promise.all([byUsernameAndIp.get(userKey(username, ip)), byIp.get(ip)]);
    const blocked = [
      userState && userState.consumedPoints >= LOGIN_FAILURES_PER_USERNAME_AND_IP ? userState : null,
      ipState && ipState.consumedPoints >= LOGIN_FAILURES_PER_IP ? ipState : null,
    ].filter((state): state is RateLimiterRes => state !== null);
    if (blocked.length > 0) throw tooManyAttempts(Math.max(...blocked.map((state) => state.msBeforeNext)));
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    const { byUsernameAndIp, byIp } = this.store;
    // consume() rejects once the points are used up; that state is what assertAllowed reads next time.
    await Promise.allSettled([byUsernameAndIp.consume(userKey(username, ip)), byIp.consume(ip)]);
  }

  async recordSuccess(username: string, ip: string): Promise<void> {
    await this.store.byUsernameAndIp.delete(userKey(username, ip));
  }

  async onModuleDestroy(): Promise<void> {
    this.redis?.disconnect();
  }
}

function userKey(username: string, ip: string): string {
  return `${username.trim().toLowerCase()}|${ip}`;
}

function tooManyAttempts(msBeforeNext: number): HttpException {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new HttpException(
    {
      message: `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
