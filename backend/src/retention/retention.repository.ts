import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RETENTION_BATCH, RETENTION_MAX_BATCHES } from './retention-periods.js';

/** Booking groups whose rows were all released by hold expiry before the cutoff, with no payment that must stay. */
const RELEASED_GROUPS_SQL = `
  select distinct coalesce(b.booking_group_id, b.id) as group_id
  from space_bookings b
  where b.status = 'cancelled' and b.cancelled_by = 'hold' and b.updated_at < ?
    and not exists (
      select 1 from space_bookings other
      where other.booking_group_id = b.booking_group_id
        and not (other.status = 'cancelled' and other.cancelled_by = 'hold' and other.updated_at < ?))
    and not exists (
      select 1 from payments p
      where p.purpose = 'booking' and p.target_id = coalesce(b.booking_group_id, b.id)
        and (p.status not in ('failed', 'abandoned') or exists (select 1 from payment_refunds r where r.payment_id = p.id)))
  limit ?`;

/**
 * The deletes of the retention job, one table (or one abandoned checkout) at a time, in batches. The rules are about
 * the age of rows across domains, so they are read in one place (retention-periods.ts) rather than in each module.
 */
@Injectable()
export class RetentionRepository {
  constructor(private readonly em: EntityManager) {}

  /** Abandoned checkouts: hold-released booking groups with their unpaid payments and manage links. */
  async deleteReleasedHolds(releasedBefore: Date): Promise<number> {
    return this.inBatches(async (em) => {
      const groups = (
        await em.execute<{ group_id: string }[]>(RELEASED_GROUPS_SQL, [releasedBefore, releasedBefore, RETENTION_BATCH])
      ).map((row) => row.group_id);
      if (groups.length === 0) return 0;
      const list = groups.map(() => '?').join(', ');
      await em.execute(
        `delete from payments where purpose = 'booking' and target_id in (${list}) and status in ('failed', 'abandoned')
           and not exists (select 1 from payment_refunds r where r.payment_id = payments.id)`,
        groups,
      );
      await em.execute(`delete from booking_access_tokens where booking_group_id in (${list})`, groups);
      // The state is checked again: a row confirmed since the select (a payment arriving now) stays.
      await em.execute(
        `delete from space_bookings
         where (booking_group_id in (${list}) or (booking_group_id is null and id in (${list})))
           and status = 'cancelled' and cancelled_by = 'hold'`,
        [...groups, ...groups],
      );
      return groups.length;
    });
  }

  /** Sent e-mail written before the cutoff; its delivery attempts go with it (on delete cascade). */
  deleteSentMail(writtenBefore: Date): Promise<number> {
    return this.deleteWhere('mail_outbox', `status = 'sent' and created_at < ?`, writtenBefore);
  }

  /** SMS written before the cutoff, except one still waiting to be sent. */
  deleteSms(writtenBefore: Date): Promise<number> {
    return this.deleteWhere('sms_outbox', `status <> 'queued' and created_at < ?`, writtenBefore);
  }

  deleteExpiredMemberSessions(expiredBefore: Date): Promise<number> {
    return this.deleteWhere('member_sessions', 'expires_at < ?', expiredBefore, 'token_hash');
  }

  deleteExpiredMemberSignInLinks(expiredBefore: Date): Promise<number> {
    return this.deleteWhere('member_sign_in_tokens', 'expires_at < ?', expiredBefore, 'token_hash');
  }

  deleteFailedSignIns(attemptedBefore: Date): Promise<number> {
    return this.deleteWhere('audit_log', `action = 'login_failed' and created_at < ?`, attemptedBefore);
  }

  deleteWebVitalSamples(recordedBefore: Date): Promise<number> {
    return this.deleteWhere('web_vital_sample', 'recorded_at < ?', recordedBefore);
  }

  deleteSpentProofsOfWork(expiredBefore: Date): Promise<number> {
    return this.deleteWhere('proof_of_work_spent', 'expires_at < ?', expiredBefore, 'challenge_signature');
  }

  deleteExpiredPrivacyLinks(expiredBefore: Date): Promise<number> {
    return this.deleteWhere('privacy_links', 'expires_at < ?', expiredBefore);
  }

  /** Completed erasure requests past their proof period; an open one is never deleted. */
  deleteCompletedErasureRequests(completedBefore: Date): Promise<number> {
    return this.deleteWhere('erasure_requests', `status = 'completed' and completed_at < ?`, completedBefore);
  }

  /**
   * Payments (with their receipts and credit notes) past the tax period: the person's name and e-mail leave them, and
   * Paystack's copy of the transaction goes; amounts, numbers, dates and a company's name and KRA PIN stay.
   */
  anonymiseTaxRecords(paidBefore: Date): Promise<number> {
    return this.inBatches(async (em) => {
      const payments = await em.execute<{ id: string }[]>(
        `update payments set customer_name = null, email = 'anonymised-' || id || '@erased.invalid', provider_data = null,
           receipt = case when receipt is null then null
             else jsonb_set(receipt, '{customer}', (receipt -> 'customer') || '{"name": "Customer", "email": ""}') end
         where id in (select id from payments where created_at < ? and email not like '%@erased.invalid' limit ?)
         returning id`,
        [paidBefore, RETENTION_BATCH],
      );
      if (payments.length > 0)
        await em.execute(
          `update payment_refunds set credit_note = jsonb_set(credit_note, '{customer}',
             (credit_note -> 'customer') || '{"name": "Customer", "email": ""}')
           where credit_note -> 'customer' is not null and payment_id in (${payments.map(() => '?').join(', ')})`,
          payments.map((payment) => payment.id),
        );
      return payments.length;
    });
  }

  private deleteWhere(table: string, condition: string, cutoff: Date, key = 'id'): Promise<number> {
    return this.inBatches(async (em) => {
      const deleted = await em.execute<{ key: string }[]>(
        `delete from ${table} where ${key} in (select ${key} from ${table} where ${condition} limit ?) returning ${key} as key`,
        [cutoff, RETENTION_BATCH],
      );
      return deleted.length;
    });
  }

  /** Runs one batch per transaction until a batch comes back short (or the run's share is used); the total. */
  private async inBatches(batch: (em: EntityManager) => Promise<number>): Promise<number> {
    let total = 0;
    for (let round = 0; round < RETENTION_MAX_BATCHES; round++) {
      const count = await this.em.fork().transactional(batch);
      total += count;
      if (count < RETENTION_BATCH) break;
    }
    return total;
  }
}
