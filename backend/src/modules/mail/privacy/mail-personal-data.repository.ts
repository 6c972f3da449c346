import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  changedRows,
  type PersonAddresses,
  personWhere,
  type RowScrub,
  scrubRows,
} from '../../../common/database/personal-data-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';

export interface SentMailRow {
  templateName: string;
  variables: Record<string, unknown>;
  status: string;
  createdAt: Date;
  sentAt: Date | null;
}

/** The e-mail a person was sent, for their data export and their erasure. */
@Injectable()
export class MailPersonalDataRepository {
  constructor(private readonly em: EntityManager) {}

  sentTo(tx: Transaction, person: PersonAddresses): Promise<SentMailRow[]> {
    const match = personWhere({ email: 'recipient' }, person);
    return entityManagerOf(tx).execute<SentMailRow[]>(
      `select template_name as "templateName", variables, status, created_at as "createdAt", sent_at as "sentAt"
       from mail_outbox where ${match.sql} order by created_at`,
      match.params,
    );
  }

  /** Deletes the messages to the person with their delivery attempts (recipient, variables, attachments go with them). */
  async erase(tx: Transaction, person: PersonAddresses): Promise<Record<string, number>> {
    const match = personWhere({ email: 'recipient' }, person);
    const em = entityManagerOf(tx);
    const attempts = await changedRows(
      em,
      `delete from mail_delivery_attempts where outbox_id in (select id from mail_outbox where ${match.sql})`,
      match.params,
    );
    const messages = await changedRows(em, `delete from mail_outbox where ${match.sql}`, match.params);
    return { mail_outbox: messages, mail_delivery_attempts: attempts };
  }

  /**
   * Messages to others that mention the person (staff copies of their booking, message or application): their
   * variables are rewritten by `scrub`. Found by the person's e-mails and full names, and the last nine digits of their
   * phone numbers, anywhere in the variables.
   */
  scrubMentions(
    tx: Transaction,
    mentions: { texts: readonly string[]; phones: readonly string[] },
    scrub: RowScrub,
  ): Promise<number> {
    const texts = mentions.texts.filter((text) => text.trim().length >= 3);
    const digits = mentions.phones.map((phone) => phone.slice(-9));
    const conditions = [
      ...texts.map(() => 't.variables::text ilike ?'),
      ...digits.map(() => `regexp_replace(t.variables::text, '[^0-9]', '', 'g') like ?`),
    ];
    if (conditions.length === 0) return Promise.resolve(0);
    return scrubRows(
      entityManagerOf(tx),
      'mail_outbox',
      {
        sql: conditions.join(' or '),
        params: [...texts.map((text) => `%${text.replace(/[\\%_]/g, '\\$&')}%`), ...digits.map((d) => `%${d}%`)],
      },
      scrub,
    );
  }
}
