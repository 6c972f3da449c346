import { type ConsentChannel } from '@coworking/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { ConsentRecord } from '../entities/consent-record.entity.js';

/** Consent records, in queries. */
@Injectable()
export class ConsentsRepository {
  constructor(private readonly em: EntityManager) {}

  add(tx: Transaction, record: ConsentRecord): void {
    entityManagerOf(tx).persist(record);
  }

  /** The latest record of a channel for a phone number or an e-mail address (whichever is given), if any. */
  latest(
    channel: ConsentChannel,
    address: { phone: string } | { email: string },
    tx?: Transaction,
  ): Promise<ConsentRecord | null> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    return em.findOne(ConsentRecord, { channel, ...address }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Deletes every record of these addresses (an erasure); answers how many. */
  async deleteOf(
    tx: Transaction,
    addresses: { emails: readonly string[]; phones: readonly string[] },
  ): Promise<number> {
    if (addresses.emails.length === 0 && addresses.phones.length === 0) return 0;
    return entityManagerOf(tx).nativeDelete(ConsentRecord, {
      $or: [{ email: { $in: [...addresses.emails] } }, { phone: { $in: [...addresses.phones] } }],
    });
  }

  /** Every record for any of these addresses, oldest first (a data export lists them all). */
  of(addresses: { emails: string[]; phones: string[] }, tx?: Transaction): Promise<ConsentRecord[]> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    if (addresses.emails.length === 0 && addresses.phones.length === 0) return Promise.resolve([]);
    return em.find(
      ConsentRecord,
      { $or: [{ email: { $in: addresses.emails } }, { phone: { $in: addresses.phones } }] },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }
}
