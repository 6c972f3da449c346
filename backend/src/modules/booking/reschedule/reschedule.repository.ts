import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { takeInstance } from '../space-assignments.repository.js';
import { type AllowancePeriod } from './reschedule-plan.js';

/**
 * The writes of a customer's move, in SQL, each in the caller's transaction. The booking module may not import the
 * member portal (it builds on booking), so the one read of allowance uses is plain SQL on its tables, like
 * BookingsRepository.groupMoney reads payments.
 */
@Injectable()
export class RescheduleRepository {
  /**
   * Moves a booking's instance assignment to [startAt, endAt) on `instanceId`, in place, inside a savepoint: the one
   * UPDATE takes the new interval and lets go of the old, and the exclusion constraint checks the new one against
   * every other booking. Returns false (the transaction still usable) when the instance is taken then. A booking
   * that had lost its assignment (its instance was deleted) is given a new one instead.
   */
  tryMoveAssignment(
    tx: Transaction,
    bookingId: string,
    instanceId: string,
    startAt: Date,
    endAt: Date,
  ): Promise<boolean> {
    const em = entityManagerOf(tx);
    return takeInstance(em, async () => {
      const moved = await em.execute<{ booking_id: string }[]>(
        `update space_instance_assignments set instance_id = ?, start_at = ?, end_at = ?
          where booking_id = ? returning booking_id`,
        [instanceId, startAt, endAt, bookingId],
      );
      if (moved.length === 0)
        await em.execute(
          'insert into space_instance_assignments (booking_id, instance_id, start_at, end_at) values (?, ?, ?, ?)',
          [bookingId, instanceId, startAt, endAt],
        );
    });
  }

  /** The membership periods the given rows' allowance uses count against, with each membership's current period. */
  async allowancePeriods(tx: Transaction, bookingIds: string[]): Promise<AllowancePeriod[]> {
    if (bookingIds.length === 0) return [];
    const rows = await entityManagerOf(tx).execute<
      {
        period_start: string;
        current_period_start: string | null;
        current_period_end: string | null;
        previous_period_start: string | null;
      }[]
    >(
      `select to_char(u.period_start, 'YYYY-MM-DD') as period_start,
              to_char(p.current_period_start, 'YYYY-MM-DD') as current_period_start,
              to_char(p.current_period_end, 'YYYY-MM-DD') as current_period_end,
              to_char(p.previous_period_start, 'YYYY-MM-DD') as previous_period_start
         from allowance_uses u join plan_bookings p on p.id = u.plan_booking_id
        where u.booking_id in (${bookingIds.map(() => '?').join(', ')})`,
      bookingIds,
    );
    return rows.map((row) => ({
      periodStart: row.period_start,
      currentPeriodStart: row.current_period_start,
      currentPeriodEnd: row.current_period_end,
      previousPeriodStart: row.previous_period_start,
    }));
  }

  /**
   * The group's manage links stay valid until the moved booking ends (a link is valid until its booking ends): the
   * link the customer just used keeps working for a booking moved later, and stops with it when moved earlier.
   */
  async manageLinksValidUntil(tx: Transaction, bookingGroupId: string, endAt: Date, now: Date): Promise<void> {
    await entityManagerOf(tx).execute(
      'update booking_access_tokens set expires_at = ? where booking_group_id = ? and expires_at > ?',
      [endAt, bookingGroupId, now],
    );
  }
}
