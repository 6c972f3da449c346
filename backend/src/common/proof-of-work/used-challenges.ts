import { Inject, Injectable, Logger } from '@nestjs/common';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RateLimiters } from '../rate-limits/rate-limiters.js';

/** Enough for every form an API process could take in a challenge's lifetime while Redis is away. */
const MAX_REMEMBERED_IN_MEMORY = 50_000;

/**
 * The challenges already answered, so each answer is accepted once: in Redis (`SET NX EX`, on the rate limits'
 * connection) until the challenge expires, shared by every API process. While Redis is away each process remembers
 * its own, at once, as the rate limits count in memory then: a form is never refused because Redis is down, and an
 * answer is still accepted only once per process.
 */
@Injectable()
export class UsedChallenges {
  private readonly logger = new Logger('ProofOfWork');
  /** Challenge id → when it expires (ms), oldest first. */
  private readonly inMemory = new Map<string, number>();

  constructor(
    private readonly rateLimiters: RateLimiters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records the challenge as answered; false when it already was. */
  async claim(challengeId: string, expiresAtSeconds: number, now: Date): Promise<boolean> {
    // A minute past the expiry, so a process whose clock runs a little behind still finds the record.
    const ttlSeconds = Math.max(1, Math.ceil(expiresAtSeconds - now.getTime() / 1000) + 60);
    const redis = this.rateLimiters.readyConnection();
    if (redis) {
      try {
        const key = `${this.config.redis.queuePrefix}:proof-of-work:used:${challengeId}`;
        return (await redis.set(key, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
      } catch (error) {
        this.logger.warn(
          `Could not record a used challenge in Redis, remembering it in this process: ${String(error)}`,
        );
      }
    }
    return this.claimInMemory(challengeId, now.getTime() + ttlSeconds * 1000, now.getTime());
  }

  private claimInMemory(challengeId: string, expiresAtMs: number, nowMs: number): boolean {
    for (const [id, expiry] of this.inMemory) {
      if (expiry > nowMs && this.inMemory.size < MAX_REMEMBERED_IN_MEMORY) break;
      this.inMemory.delete(id);
    }
    const known = this.inMemory.get(challengeId);
    if (known !== undefined && known > nowMs) return false;
    this.inMemory.set(challengeId, expiresAtMs);
    return true;
  }
}
