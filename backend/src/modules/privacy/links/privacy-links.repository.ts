import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { PrivacyLink } from '../entities/privacy-link.entity.js';

/** Signed privacy links, in queries (found by their token's hash). */
@Injectable()
export class PrivacyLinksRepository {
  constructor(private readonly em: EntityManager) {}

  add(tx: Transaction, link: PrivacyLink): void {
    entityManagerOf(tx).persist(link);
  }

  live(tokenHash: string, now: Date): Promise<PrivacyLink | null> {
    return this.em.fork().findOne(PrivacyLink, { tokenHash, expiresAt: { $gt: now } });
  }
}
