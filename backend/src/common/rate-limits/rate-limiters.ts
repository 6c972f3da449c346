import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

export interface RateLimit {
  /** How many requests (or failures) the window allows. */
  points: number;
  windowSeconds: number;
  /** Once used up, refused for this long (default: until the window ends). */
  blockSeconds?: number;
}

/**
 * What the product does with one counter: count a use, give one back, read a key, forget a key, refuse a key for a while. The
 * limits and the sign-in throttle hold their counters by this, so their specs can count in a fake store.
 */
export type RateLimitCounter = Pick<RateLimiterAbstract, 'consume' | 'reward' | 'get' | 'delete' | 'block'>;

/**
 * Counters for rate limits, kept in Redis so every API process shares them,
 * on one connection made at start-up.
 * While Redis is unreachable each process counts in memory at once, instead of refusing everyone or keeping each
 * request waiting for a reconnect.
 */
@Injectable()
export class RateLimiters implements OnModuleInit, OnModuleDestroy {
  private redis: Redis | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Connects before the first request (for up to two seconds, or until the first connection error), so that "not
   * ready" later means Redis is away, not that the process has just started.
   */
  async onModuleInit(): Promise<void> {
    const redis = this.connection();
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done).off('error', done);
        resolve();
      };
      const timer = setTimeout(done, 2000);
      redis.once('ready', done).once('error', done);
    });
  }

  private connection(): Redis {
    if (!this.redis) {
      this.redis = new Redis(this.config.redis.url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
      // Outages are expected and handled (the in-memory counters take over); ioredis would log each as unhandled.
      this.redis.on('error', () => undefined);
    }
    return this.redis;
  }

  /** A limiter whose keys live under `<queue prefix>:<name>:`. */
  limiter(name: string, limit: RateLimit): RateLimiterRedis {
    const options = {
      keyPrefix: `${this.config.redis.queuePrefix}:${name}`,
      points: limit.points,
      duration: limit.windowSeconds,
      blockDuration: limit.blockSeconds ?? 0,
    };
    return new RateLimiterRedis({
      ...options,
      storeClient: this.connection(),
      // While Redis is away, count in memory at once rather than keep each request waiting for a reconnect.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  /**
   * Counts one refusal by a policy in Redis (one hash for every API process, read by GET /api/metrics). Best effort:
   * while Redis is away the refusal goes uncounted rather than delay the answer.
   */
  countRefusal(policy: string): void {
    this.connection()
      .hincrby(this.refusalsKey(), policy, 1)
      .catch(() => undefined);
  }

  /** Refusals per policy since Redis last lost its data. */
  async refusalCounts(): Promise<Record<string, number>> {
    const counts = await this.connection().hgetall(this.refusalsKey());
    return Object.fromEntries(Object.entries(counts).map(([policy, count]) => [policy, Number(count)]));
  }

  private refusalsKey(): string {
    return `${this.config.redis.queuePrefix}:metrics:rate-limit-refusals`;
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}
