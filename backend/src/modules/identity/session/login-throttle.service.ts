import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { type RateLimitCounter, RateLimiters } from '../../../common/rate-limits/rate-limiters.js';
import {
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_USERNAME,
  LOGIN_FAILURES_PER_USERNAME_AND_IP,
  LOGIN_PAUSE_NOTICE_SECONDS,
  LOGIN_THROTTLE_WINDOW_SECONDS,
  LOGIN_USERNAME_PAUSE_SECONDS,
} from './session-policy.js';

/** One sign-in attempt that was let through to the password check, holding a point of each counter. */
export interface SignInAttempt {
  readonly username: string;
  readonly ip: string;
  /** This attempt took the username's last allowed failure (from any address): if it fails, pause the username. */
  readonly lastForUsername: boolean;
}

type Counter = 'byUsernameAndIp' | 'byIp' | 'byUsername';

const COUNTERS_NARROWEST_FIRST: readonly Counter[] = ['byUsernameAndIp', 'byUsername', 'byIp'];

/**
 * Slows password guessing. Every attempt spends a point of three counters before its password is checked — one
 * atomic increment each in Redis, shared by every API process — so a parallel burst gets no more attempts through
 * than the limits: 5 per username from one address, 30 per address, 20 per username from any address in 15 minutes.
 * A successful sign-in gives its point back (and clears its username's count for that address). A username that
 * used up its 20 is refused from every address for 30 minutes.
 */
@Injectable()
export class LoginThrottle {
  private limiters: (Record<Counter, RateLimitCounter> & { pauseNotices: RateLimitCounter }) | undefined;

  constructor(private readonly rateLimiters: RateLimiters) {}

  private get store() {
    const limit = (points: number, blockSeconds = LOGIN_THROTTLE_WINDOW_SECONDS) => ({
      points,
      windowSeconds: LOGIN_THROTTLE_WINDOW_SECONDS,
      blockSeconds,
    });
    this.limiters ??= {
      byUsernameAndIp: this.rateLimiters.limiter('login:user-ip', limit(LOGIN_FAILURES_PER_USERNAME_AND_IP)),
      byIp: this.rateLimiters.limiter('login:ip', limit(LOGIN_FAILURES_PER_IP)),
      byUsername: this.rateLimiters.limiter(
        'login:user',
        limit(LOGIN_FAILURES_PER_USERNAME, LOGIN_USERNAME_PAUSE_SECONDS),
      ),
      pauseNotices: this.rateLimiters.limiter('login:pause-notice', {
        points: 1,
        windowSeconds: LOGIN_PAUSE_NOTICE_SECONDS,
      }),
    };
    return this.limiters;
  }

  /**
   * Spends one attempt for this username from this address, before the password is checked. Throws 429 when a
   * counter is used up; the counters taken before it get their point back, as the password was never tried.
   *
   * The counters are taken in turn, narrowest first (this username from this address, then the username, then the
   * address), and an attempt one of them refuses never reaches the next. Taken all at once, a burst refused by the
   * narrow counter still pushed the wider ones past their limit while it was in flight, and a counter refused at
   * that moment keeps its point (and its block), so the address was charged for guesses that were never checked.
   */
  async begin(username: string, ip: string): Promise<SignInAttempt> {
    const keys = this.keys(username, ip);
    const taken: Counter[] = [];
    let usernameState: RateLimiterRes | undefined;
    for (const counter of COUNTERS_NARROWEST_FIRST) {
      try {
        const state = await this.store[counter].consume(keys[counter]);
        if (counter === 'byUsername') usernameState = state;
        taken.push(counter);
      } catch (refusal) {
        // A store failure (not a refusal) is not a reason to let a guess through unchecked.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        await Promise.allSettled(taken.map((earlier) => this.store[earlier].reward(keys[earlier])));
        // Shown as rate_limit_refusals_total{rule="admin-sign-in"} on GET /api/metrics.
        this.rateLimiters.countRefusal('admin-sign-in');
        if (counter === 'byUsernameAndIp') {
          // The account may be paused as well, for longer: that is what the person needs to hear.
          const paused = await this.pausedUsername(keys.byUsername);
          if (paused) throw tooManyAttempts('byUsername', paused);
        }
        throw tooManyAttempts(counter, refusal);
      }
    }
    return { username, ip, lastForUsername: usernameState?.remainingPoints === 0 };
  }

  /** The username's counter while it refuses every address, or null. */
  private async pausedUsername(key: string): Promise<RateLimiterRes | null> {
    const state = await this.store.byUsername.get(key).catch(() => null);
    return state && state.consumedPoints > LOGIN_FAILURES_PER_USERNAME ? state : null;
  }

  /** The password was right: this attempt was no guess. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    const keys = this.keys(attempt.username, attempt.ip);
    await Promise.allSettled([
      this.store.byUsernameAndIp.delete(keys.byUsernameAndIp),
      this.store.byIp.reward(keys.byIp),
      // Only this attempt's point: the real admin signing in must not wipe out a distributed guesser's count.
      this.store.byUsername.reward(keys.byUsername),
    ]);
  }

  /**
   * Refuses the username from every address for the pause. True the first time in a day for this username, when
   * its admin should hear about it.
   */
  async pauseUsername(username: string): Promise<boolean> {
    const key = this.keys(username, '').byUsername;
    await this.store.byUsername.block(key, LOGIN_USERNAME_PAUSE_SECONDS);
    try {
      await this.store.pauseNotices.consume(key);
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  }

  /** Usernames are hashed: a key never holds what a stranger typed, however long. */
  private keys(username: string, ip: string): Record<Counter, string> {
    const user = createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');
    return { byUsernameAndIp: `${user}|${ip}`, byIp: ip, byUsername: user };
  }
}

export const THROTTLE_MESSAGES = {
  address: (minutes: number) => `Too many failed sign-in attempts. Please wait ${minutesText(minutes)} and try again.`,
  account: (minutes: number) =>
    `Too many failed sign-in attempts for this account. Sign-in to it is paused for ${minutesText(minutes)}; please try again then.`,
};

function minutesText(minutes: number): string {
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 with the wait, in words and in seconds (the Retry-After header). */
export class SignInThrottledException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

function tooManyAttempts(counter: Counter, state: RateLimiterRes): SignInThrottledException {
  const minutes = Math.max(1, Math.ceil(state.msBeforeNext / 60_000));
  const message = counter === 'byUsername' ? THROTTLE_MESSAGES.account(minutes) : THROTTLE_MESSAGES.address(minutes);
  return new SignInThrottledException(message, Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
}
