import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../common/database/transaction.js';
import { BookingAccessToken } from './entities/booking-access-token.entity.js';

/** 32 random bytes: 256 bits, written as 43 URL-safe characters. */
const TOKEN_BYTES = 32;

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Manage-link tokens: made when a booking's e-mail is written, kept hashed, valid until the booking ends. */
@Injectable()
export class BookingAccessTokensRepository {
  constructor(private readonly em: EntityManager) {}

  /** A new token for a booking group, stored (hashed) in the caller's transaction; the raw token goes in the link. */
  issue(tx: Transaction, bookingGroupId: string, expiresAt: Date): string {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    entityManagerOf(tx).persist(new BookingAccessToken(hashAccessToken(token), bookingGroupId, expiresAt));
    return token;
  }

  /** The booking group a token opens, if the token exists and has not expired. */
  async groupOf(token: string, now: Date = new Date()): Promise<string | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const found = await this.em
      .fork()
      .findOne(BookingAccessToken, { tokenHash: hashAccessToken(token), expiresAt: { $gt: now } });
    return found?.bookingGroupId ?? null;
  }
}
