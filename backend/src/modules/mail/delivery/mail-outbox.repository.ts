import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { MailDeliveryAttempt } from '../entities/mail-delivery-attempt.entity.js';
import { MailOutbox } from '../entities/mail-outbox.entity.js';

/** A message's values and headers with its private links erased, to store in place of the originals; null: unchanged. */
export interface ForgottenSecrets {
  variables: Record<string, unknown> | null;
  headers: Record<string, string> | null;
}

/** What a failed try leaves on its row: pending again with the time of the next try, or failed for good. */
export interface FailedTry extends ForgottenSecrets {
  attempt: number;
  error: string;
  status: 'pending' | 'failed';
  nextAttemptAt: Date | null;
  at: Date;
}

/** The outbox (mail_outbox) and its delivery log (mail_delivery_attempts). */
@Injectable()
export class MailOutboxRepository {
  constructor(private readonly em: EntityManager) {}

  /** Adds the message to `tx`'s unit of work: it exists exactly when the change that caused it commits. */
  add(tx: Transaction, outbox: MailOutbox): void {
    entityManagerOf(tx).persist(outbox);
  }

  byId(id: string, tx?: Transaction): Promise<MailOutbox | null> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    return em.findOne(MailOutbox, { id });
  }

  /**
   * Claims the row for one try and reads it, in one statement: only a pending row, or a sending one whose claim ran
   * out, is claimed, so two workers cannot both send it. The claim runs on the database's clock; `firstAttemptAt` (the
   * application's clock) is kept when an earlier try set it. Null when the row was not claimable.
   */
  async claim(id: string, claimSeconds: number, firstAttemptAt: Date): Promise<MailOutbox | null> {
    const em = this.em.fork();
    const [claimed] = await em.execute<Record<string, unknown>[]>(
      `update mail_outbox set status = 'sending', attempts = attempts + 1, locked_until = now() + (? * interval '1 second'),
         first_attempt_at = coalesce(first_attempt_at, ?), next_attempt_at = null, updated_at = now()
       where id = ? and (status = 'pending' or (status = 'sending' and locked_until < now())) returning *`,
      [claimSeconds, firstAttemptAt, id],
    );
    return claimed ? em.map(MailOutbox, claimed) : null;
  }

  /**
   * Marks the row sent and logs the successful attempt in one statement (atomic like a transaction, one round trip
   * instead of four), storing the values and headers without their private links where `forgotten` gives them.
   */
  async markSent(
    outbox: Pick<MailOutbox, 'id' | 'attempts'>,
    sent: { messageId: string; response: string },
    forgotten: ForgottenSecrets,
  ): Promise<void> {
    await this.em.fork().execute(
      `with sent as (
         update mail_outbox set status = 'sent', sent_at = now(), message_id = ?, locked_until = null, last_error = null,
           variables = coalesce(?::jsonb, variables), headers = coalesce(?::jsonb, headers)
         where id = ? returning id
       )
       insert into mail_delivery_attempts (outbox_id, attempt, succeeded, response) select id, ?, true, ? from sent`,
      [
        sent.messageId,
        jsonOrNull(forgotten.variables),
        jsonOrNull(forgotten.headers),
        outbox.id,
        outbox.attempts,
        sent.response,
      ],
    );
  }

  /** Records a failed try on its row and in the delivery log, inside `tx`. */
  async recordFailedTry(tx: Transaction, outboxId: string, failure: FailedTry): Promise<void> {
    const em = entityManagerOf(tx);
    await em.nativeUpdate(
      MailOutbox,
      { id: outboxId },
      {
        ...(failure.variables ? { variables: failure.variables } : {}),
        ...(failure.headers ? { headers: failure.headers } : {}),
        status: failure.status,
        lockedUntil: null,
        lastError: failure.error,
        nextAttemptAt: failure.nextAttemptAt,
        updatedAt: failure.at,
      },
    );
    em.persist(
      Object.assign(new MailDeliveryAttempt(em.getReference(MailOutbox, outboxId), failure.attempt, false), {
        error: failure.error,
      }),
    );
  }

  /**
   * Ids of rows that should be in Redis but may not be: pending ones written before `pendingBefore` (or whose next try
   * was due by then), and sending ones whose claim ran out. Oldest first, at most `limit`.
   */
  async strandedIds(pendingBefore: Date, limit: number): Promise<string[]> {
    const rows = await this.em.fork().execute<{ id: string }[]>(
      `select id from mail_outbox
       where (status = 'pending' and coalesce(next_attempt_at, created_at) < ?)
          or (status = 'sending' and locked_until < now())
       order by created_at limit ?`,
      [pendingBefore, limit],
    );
    return rows.map((row) => row.id);
  }

  /** The row if it failed for good, inside `tx`. */
  failedById(tx: Transaction, id: string): Promise<MailOutbox | null> {
    return entityManagerOf(tx).findOne(MailOutbox, { id, status: 'failed' });
  }

  /**
   * Puts a failed row back to pending with a new day of tries, in one statement that only a failed row passes; the
   * row as it is now, or null when it was not failed (or does not exist).
   */
  async reopenFailed(tx: Transaction, id: string, at: Date): Promise<MailOutbox | null> {
    const em = entityManagerOf(tx);
    const [reopened] = await em.execute<Record<string, unknown>[]>(
      `update mail_outbox set status = 'pending', first_attempt_at = null, next_attempt_at = null, updated_at = ?
       where id = ? and status = 'failed' returning *`,
      [at, id],
    );
    return reopened ? em.map(MailOutbox, reopened) : null;
  }
}

function jsonOrNull(value: object | null): string | null {
  return value ? JSON.stringify(value) : null;
}
