import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';

/**
 * The e-mailed "pay and renew" link of a membership period. It is signed (HMAC-SHA256 with the session secret),
 * not stored: every e-mail about the same period carries the same working link, and paying a period makes its
 * links stale at once (they name a period that is no longer the next one). All it can do is open a checkout
 * for that member's own renewal.
 */
@Injectable()
export class PayLinks {
  private readonly key: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // Production requires SESSION_SECRET (app-config.ts); the launcher shares one with the worker in development.
    this.key = config.session.secret ?? randomBytes(32).toString('hex');
  }

  url(planBookingId: string, periodNumber: number): string {
    const query = new URLSearchParams({
      period: String(periodNumber),
      signature: this.signature(planBookingId, periodNumber),
    });
    return `${this.config.http.publicUrl}/api/memberships/${planBookingId}/pay?${query}`;
  }

  isValid(planBookingId: string, periodNumber: number, signature: string): boolean {
    const expected = Buffer.from(this.signature(planBookingId, periodNumber));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(planBookingId: string, periodNumber: number): string {
    return createHmac('sha256', this.key)
      .update(`membership-pay-link:${planBookingId}:${periodNumber}`)
      .digest('base64url');
  }
}
