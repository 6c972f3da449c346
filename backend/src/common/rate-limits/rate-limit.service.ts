import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import {
  effectivePolicy,
  RATE_LIMIT_KEYS,
  type RateLimitKey,
  type RateLimitPolicyName,
  waitText,
} from './rate-limit-policies.js';
import { type RateLimitCounter, RateLimiters } from './rate-limiters.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

/** Who a request counts against: its client address and, when the body names one, an e-mail address. */
export type RateLimitSubject = Partial<Record<RateLimitKey, string | undefined>>;

/**
 * Counts requests against the named policies (rate-limit-policies.ts) with the `RATE_LIMITS` setting applied, in
 * Redis so every API process shares the counters. Each counter is one atomic increment, so a parallel burst gets at
 * most the limit through. E-mail addresses are kept only as hashes.
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger('RateLimits');
  private readonly limiters = new Map<string, RateLimitCounter>();

  constructor(
    private readonly rateLimiters: RateLimiters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one request; throws 429 (with how long to wait) when the address or the e-mail has used up its limit. */
  async consume(name: RateLimitPolicyName, subject: RateLimitSubject): Promise<void> {
    const refusal = await this.count(name, subject);
    if (!refusal) return;
    const policy = effectivePolicy(name, this.config.rateLimits);
    throw new TooManyRequestsException(
      policy.message(refusal.key, waitText(refusal.msBeforeNext)),
      Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
    );
  }

  /** Counts one use and says whether it was within the limit (for what is skipped rather than refused). */
  async allows(name: RateLimitPolicyName, subject: RateLimitSubject): Promise<boolean> {
    return (await this.count(name, subject)) === null;
  }

  /** Consumes a point on every counter the policy keeps for this subject; the longest refusal, or null. */
  private async count(
    name: RateLimitPolicyName,
    subject: RateLimitSubject,
  ): Promise<{ key: RateLimitKey; msBeforeNext: number } | null> {
    const policy = effectivePolicy(name, this.config.rateLimits);
    const counted = RATE_LIMIT_KEYS.flatMap((key) => {
      const limit = policy[key];
      const value = subject[key];
      return limit && value ? [{ key, limit, id: key === 'email' ? emailKey(value) : value }] : [];
    });
    const results = await Promise.allSettled(
      counted.map(({ key, limit, id }) => {
        const limiterName = `limits:${name}:${key}`;
        let limiter = this.limiters.get(limiterName);
        if (!limiter) {
          limiter = this.rateLimiters.limiter(limiterName, limit);
          this.limiters.set(limiterName, limiter);
        }
        return limiter.consume(id);
      }),
    );
    let refusal: { key: RateLimitKey; msBeforeNext: number } | null = null;
    for (const [index, result] of results.entries()) {
      if (result.status === 'fulfilled') continue;
      if (!(result.reason instanceof RateLimiterRes)) {
        // The counter itself failed (Redis and the in-memory insurance both): let the request through.
        this.logger.warn(`Rate limit ${name} could not count: ${String(result.reason)}`);
        continue;
      }
      if (!refusal || result.reason.msBeforeNext > refusal.msBeforeNext)
        refusal = { key: counted[index].key, msBeforeNext: result.reason.msBeforeNext };
    }
    if (refusal) this.rateLimiters.countRefusal(name);
    return refusal;
  }
}

/**
 * An e-mail address as a counter's key: one mailbox however it is spelled (case, a `+tag`, Gmail's dots), hashed so
 * Redis holds no addresses.
 */
export function emailKey(email: string): string {
  const [local, domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const mailbox = local.split('+')[0] || local;
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  const normalized = `${gmail ? mailbox.replaceAll('.', '') : mailbox}@${gmail ? 'gmail.com' : domain}`;
  return createHash('sha256').update(normalized).digest('hex').slice(0, 32);
}
