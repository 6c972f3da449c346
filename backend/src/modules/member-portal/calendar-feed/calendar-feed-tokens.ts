import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VERSION = /^(0|[1-9]\d{0,8})$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Who a feed token names: a member and the feed version it was signed for. */
export interface FeedTokenClaims {
  userId: string;
  version: number;
}

/** The HMAC of a member's feed version, base64url. */
function signature(key: string, userId: string, version: number): string {
  return createHmac('sha256', key).update(`calendar-feed:${userId}:${version}`).digest('base64url');
}

/** `base64url(userId).version.HMAC-SHA256(key, "calendar-feed:<userId>:<version>")`. */
export function feedToken(key: string, claims: FeedTokenClaims): string {
  return `${Buffer.from(claims.userId, 'utf8').toString('base64url')}.${claims.version}.${signature(key, claims.userId, claims.version)}`;
}

/**
 * What a token names, when it is one we signed; null for anything else (malformed, forged, another key's). Whether
 * its version is still the member's current one is for the caller to check.
 */
export function verifyFeedToken(key: string, token: string): FeedTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedUser, versionText, given] = parts;
  if (!BASE64URL.test(encodedUser) || !VERSION.test(versionText) || !BASE64URL.test(given)) return null;
  const userId = Buffer.from(encodedUser, 'base64url').toString('utf8');
  // Only the one spelling we hand out (base64url is read leniently).
  if (!UUID.test(userId) || Buffer.from(userId, 'utf8').toString('base64url') !== encodedUser) return null;
  const version = Number(versionText);
  const expected = Buffer.from(signature(key, userId, version));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { userId, version } : null;
}

/**
 * The private calendar feed's address of a member. It is signed (HMAC-SHA256 with the session secret, like the
 * membership pay links), not stored: the member's feed version is the only state, and raising it (a new address)
 * makes every earlier address fail the version check at once.
 */
@Injectable()
export class CalendarFeedTokens {
  private readonly key: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // Production requires SESSION_SECRET (app-config.ts); without one (development) addresses last until a restart.
    this.key = config.session.secret ?? randomBytes(32).toString('hex');
  }

  url(claims: FeedTokenClaims): string {
    return `${this.config.http.publicUrl}/api/calendar-feeds/${feedToken(this.key, claims)}.ics`;
  }

  verify(token: string): FeedTokenClaims | null {
    return verifyFeedToken(this.key, token);
  }
}
