import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { type AllowanceUse, type BookingAllowanceKind } from '../entities/allowance-use.entity.js';

/** What one period of a membership has used of its booking allowances. */
export type UsedAllowance = Record<BookingAllowanceKind, number>;

/**
 * The booked rows members took from their allowance. What a period has used is counted from its rows: uses whose
 * booking is not cancelled, so cancelling a booking gives the allowance back without another write.
 */
@Injectable()
export class AllowanceUsesRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Desk days and meeting-room hours a period has used: its uses whose booking is not cancelled. With `tx`, read in
   * the caller's transaction (after it locked the membership).
   */
  async usedInPeriod(planBookingId: string, periodStart: string, tx?: Transaction): Promise<UsedAllowance> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    const rows = await em.execute<{ kind: BookingAllowanceKind; used: string | number }[]>(
      `select u.kind, sum(u.quantity) as used from allowance_uses u join space_bookings b on b.id = u.booking_id
       where u.plan_booking_id = ? and u.period_start = ? and b.status <> 'cancelled' group by u.kind`,
      [planBookingId, periodStart],
    );
    const used: UsedAllowance = { deskDays: 0, meetingRoomHours: 0 };
    for (const row of rows) used[row.kind] = Number(row.used);
    return used;
  }

  /** Records the rows a booking took from the allowance (written when the transaction commits). */
  add(tx: Transaction, uses: AllowanceUse[]): void {
    entityManagerOf(tx).persist(uses);
  }
}
