import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../common/database/transaction.js';
import { SmsOutbox } from './entities/sms-outbox.entity.js';

/** What the provider said when it took a message. */
export interface SmsAccepted {
  providerMessageId: string;
  providerStatus: string;
  cost: string | null;
  /** The text without its private links (pay links), kept in place of the sent text. */
  text: string;
}

/** A delivery report as Africa's Talking posts it, with the status the row moves to (null: not final yet). */
export interface SmsDeliveryReport {
  providerMessageId: string;
  deliveryStatus: string;
  failureReason: string | null;
  reportedAt: Date;
  moveTo: 'delivered' | 'failed' | null;
}

/** What an erased person's rows say instead of their number. */
export const ERASED_PHONE = 'ERASED';

/** The SMS outbox (sms_outbox), in queries. */
@Injectable()
export class SmsOutboxRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Holds the number's lock until `tx` ends: every stage for one number waits for the one before it to commit, so the
   * daily count it reads is never stale (ten at once → exactly the cap).
   */
  async lockNumber(tx: Transaction, phone: string): Promise<void> {
    await entityManagerOf(tx).execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`sms:${phone}`]);
  }

  /** Messages the number was sent (or is about to be) since `since`; skipped ones do not count. */
  async countFor(tx: Transaction, phone: string, since: Date): Promise<number> {
    const [row] = await entityManagerOf(tx).execute<{ count: string }[]>(
      `select count(*) as count from sms_outbox where phone = ? and created_at >= ? and status <> 'skipped'`,
      [phone, since],
    );
    return Number(row?.count ?? 0);
  }

  /** Whether a message with this once-only key exists. */
  async hasKey(tx: Transaction, dedupeKey: string): Promise<boolean> {
    const [row] = await entityManagerOf(tx).execute<{ found: number }[]>(
      `select 1 as found from sms_outbox where dedupe_key = ? limit 1`,
      [dedupeKey],
    );
    return Boolean(row);
  }

  /**
   * Writes the row in `tx` at once (not at the flush), so the next stage for the number in the same transaction
   * counts it; it commits or rolls back with the caller's change.
   */
  async insert(tx: Transaction, row: SmsOutbox): Promise<void> {
    await entityManagerOf(tx).insert(row);
  }

  byId(id: string, tx?: Transaction): Promise<SmsOutbox | null> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    return em.findOne(SmsOutbox, { id });
  }

  /**
   * Claims a queued row for one try and reads it, in one statement: only a queued row nobody holds (or whose holder's
   * claim ran out) is claimed, so two workers cannot both send it. Null when it was not claimable.
   */
  async claim(id: string, claimSeconds: number): Promise<SmsOutbox | null> {
    const em = this.em.fork();
    const [claimed] = await em.execute<Record<string, unknown>[]>(
      `update sms_outbox set attempts = attempts + 1, locked_until = now() + (? * interval '1 second'),
         next_attempt_at = null, updated_at = now()
       where id = ? and status = 'queued' and (locked_until is null or locked_until < now()) returning *`,
      [claimSeconds, id],
    );
    return claimed ? em.map(SmsOutbox, claimed) : null;
  }

  /** queued → sent, with what the provider answered. */
  async markSent(id: string, accepted: SmsAccepted, at: Date): Promise<void> {
    await this.em.fork().execute(
      `update sms_outbox set status = 'sent', sent_at = ?, provider_message_id = ?, provider_status = ?, cost = ?,
         text = ?, variables = '{}', locked_until = null, last_error = null, updated_at = ?
       where id = ? and status = 'queued'`,
      [at, accepted.providerMessageId, accepted.providerStatus, accepted.cost, accepted.text, at, id],
    );
  }

  /** A failed try: queued again with the time of the next try, or failed for good (queued → failed). */
  async recordFailedTry(
    id: string,
    failure: { error: string; providerStatus: string | null; giveUp: boolean; nextAttemptAt: Date | null; at: Date },
  ): Promise<void> {
    await this.em.fork().execute(
      `update sms_outbox set status = ?, last_error = ?, provider_status = coalesce(?, provider_status),
         next_attempt_at = ?, locked_until = null, updated_at = ?
       where id = ? and status = 'queued'`,
      [
        failure.giveUp ? 'failed' : 'queued',
        failure.error,
        failure.providerStatus,
        failure.nextAttemptAt,
        failure.at,
        id,
      ],
    );
  }

  /**
   * Queued rows that should be in Redis but may not be: written (or due again) before `dueBefore`, or claimed by a
   * worker whose claim ran out. Oldest first, at most `limit`.
   */
  async strandedIds(dueBefore: Date, limit: number): Promise<string[]> {
    const rows = await this.em.fork().execute<{ id: string }[]>(
      `select id from sms_outbox
       where status = 'queued'
         and ((locked_until is null and coalesce(next_attempt_at, created_at) < ?) or locked_until < now())
       order by created_at limit ?`,
      [dueBefore, limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Stores a delivery report on the sent message it names, moving it to delivered or failed when the report is final.
   * Only a `sent` row takes a report, so a replayed or late one never undoes a final state. How many rows it changed.
   */
  async recordDeliveryReport(report: SmsDeliveryReport): Promise<number> {
    const changed = await this.em.fork().execute<{ id: string }[]>(
      `update sms_outbox set status = coalesce(?, status), delivery_status = ?, delivery_failure_reason = ?,
         delivery_reported_at = ?, updated_at = now()
       where provider_message_id = ? and status = 'sent' returning id`,
      [report.moveTo, report.deliveryStatus, report.failureReason, report.reportedAt, report.providerMessageId],
    );
    return changed.length;
  }

  /** Puts a failed row back in the queue (failed → queued), in one statement only a failed row passes. */
  async reopenFailed(tx: Transaction, id: string, at: Date): Promise<SmsOutbox | null> {
    const em = entityManagerOf(tx);
    const [reopened] = await em.execute<Record<string, unknown>[]>(
      `update sms_outbox set status = 'queued', next_attempt_at = null, locked_until = null, updated_at = ?
       where id = ? and status = 'failed' and phone <> ? returning *`,
      [at, id, ERASED_PHONE],
    );
    return reopened ? em.map(SmsOutbox, reopened) : null;
  }

  /** The SMS sent (or to be sent) to these numbers, oldest first (a data export lists them). */
  sentTo(tx: Transaction, phones: readonly string[]): Promise<SmsOutbox[]> {
    if (phones.length === 0) return Promise.resolve([]);
    return entityManagerOf(tx).find(
      SmsOutbox,
      { phone: { $in: [...phones] } },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }

  /**
   * Anonymises the messages of these numbers in `tx` (erasure): the number, the text and its values go; one still
   * waiting to be sent is failed (queued → failed), as there is no one left to send it to. How many rows changed.
   */
  async anonymise(tx: Transaction, phones: readonly string[]): Promise<number> {
    if (phones.length === 0) return 0;
    const changed = await entityManagerOf(tx).execute<{ id: string }[]>(
      `update sms_outbox set phone = ?, text = '', variables = '{}', locked_until = null, updated_at = now(),
         last_error = case when status = 'queued' then 'Not sent: the number was erased' else last_error end,
         status = case when status = 'queued' then 'failed' else status end
       where phone in (${phones.map(() => '?').join(', ')}) returning id`,
      [ERASED_PHONE, ...phones],
    );
    return changed.length;
  }
}
