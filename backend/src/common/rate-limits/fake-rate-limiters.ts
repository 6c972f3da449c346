import { RateLimiterRes } from 'rate-limiter-flexible';
import { type RateLimit, type RateLimitCounter, type RateLimiters } from './rate-limiters.js';

/**
 * Rate-limit counters in memory on a clock the spec moves, for unit specs of what counts against them: consuming past
 * a limit is refused until the window (or the block it earned) runs out, as the Redis limiters do. `failing` makes
 * every counter fail as a store outage would.
 */
export class FakeRateLimiters implements Pick<RateLimiters, 'limiter' | 'countRefusal'> {
  /** The limit each counter was made with, by name. */
  readonly limits = new Map<string, RateLimit>();
  /** Refusals counted per policy. */
  readonly refusals = new Map<string, number>();
  failing: Error | null = null;
  private nowMs = 0;
  private readonly records = new Map<string, { used: number; expiresAt: number }>();

  limiter(name: string, limit: RateLimit): ReturnType<RateLimiters['limiter']> {
    this.limits.set(name, limit);
    const counter: RateLimitCounter = {
      consume: async (key, points = 1) => {
        this.throwIfFailing();
        const id = `${name}|${key}`;
        let record = this.live(id);
        if (!record) {
          record = { used: 0, expiresAt: this.nowMs + limit.windowSeconds * 1000 };
          this.records.set(id, record);
        }
        record.used += points;
        if (record.used > limit.points) {
          // The first use past the limit starts the block, when the limit has one.
          if (limit.blockSeconds && record.used - points <= limit.points)
            record.expiresAt = this.nowMs + limit.blockSeconds * 1000;
          throw new RateLimiterRes(0, record.expiresAt - this.nowMs, record.used, false);
        }
        return new RateLimiterRes(limit.points - record.used, record.expiresAt - this.nowMs, record.used, false);
      },
      reward: async (key, points = 1) => {
        this.throwIfFailing();
        const record = this.live(`${name}|${key}`);
        if (record) record.used -= points;
        return new RateLimiterRes(limit.points - (record?.used ?? 0), 0, record?.used ?? 0, false);
      },
      get: async (key) => {
        this.throwIfFailing();
        const record = this.live(`${name}|${key}`);
        if (!record) return null;
        return new RateLimiterRes(
          Math.max(0, limit.points - record.used),
          record.expiresAt - this.nowMs,
          record.used,
          false,
        );
      },
      delete: async (key) => {
        this.throwIfFailing();
        return this.records.delete(`${name}|${key}`);
      },
      block: async (key, seconds) => {
        this.throwIfFailing();
        const record = { used: limit.points + 1, expiresAt: this.nowMs + seconds * 1000 };
        this.records.set(`${name}|${key}`, record);
        return new RateLimiterRes(0, seconds * 1000, record.used, false);
      },
    };
    return counter as ReturnType<RateLimiters['limiter']>;
  }

  countRefusal(policy: string): void {
    this.refusals.set(policy, (this.refusals.get(policy) ?? 0) + 1);
  }

  /** Moves the counters' clock forward. */
  advance(milliseconds: number): void {
    this.nowMs += milliseconds;
  }

  /** The keys a counter holds now (what was counted). */
  keysOf(name: string): string[] {
    return [...this.records.keys()]
      .filter((id) => id.startsWith(`${name}|`) && this.live(id))
      .map((id) => id.slice(name.length + 1));
  }

  asRateLimiters(): RateLimiters {
    return this as unknown as RateLimiters;
  }

  private live(id: string): { used: number; expiresAt: number } | undefined {
    const record = this.records.get(id);
    return record && record.expiresAt > this.nowMs ? record : undefined;
  }

  private throwIfFailing(): void {
    if (this.failing) throw this.failing;
  }
}
