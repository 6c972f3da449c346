import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../common/database/transaction.js';
import { PlanBooking } from './entities/plan-booking.entity.js';

/**
 * Plan bookings (memberships) and the renewal job's record of what it did for each period. Methods taking `tx` run
 * in the caller's transaction.
 */
@Injectable()
export class PlanBookingsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A new plan booking, written when the transaction commits. */
  add(tx: Transaction, booking: PlanBooking): void {
    entityManagerOf(tx).persist(booking);
  }

  /** The plan booking with its company (its plan as a reference only), or null. */
  byId(tx: Transaction, id: string): Promise<PlanBooking | null> {
    return entityManagerOf(tx).findOne(PlanBooking, { id }, { populate: ['company'] });
  }

  /** The plan booking locked until the transaction ends, then its plan, member and company loaded (null when there is none). */
  async lockWithPlanAndMember(tx: Transaction, id: string): Promise<PlanBooking | null> {
    const em = entityManagerOf(tx);
    const booking = await em.findOne(PlanBooking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (booking) await em.populate(booking, ['plan', 'user', 'company', 'team.company']);
    return booking;
  }

  /** The name of the plan the plan booking is for (undefined when there is no such booking). */
  async planNameOf(id: string): Promise<string | undefined> {
    return (await this.em.fork().findOne(PlanBooking, { id }, { populate: ['plan'] }))?.plan.name;
  }

  /**
   * Records that a step of the renewal job happened for a period; false when it had already (another run or
   * worker did it). One statement, so a retried job never repeats an e-mail or a charge.
   */
  async recordNoticeOnce(tx: Transaction, planBookingId: string, periodNumber: number, kind: string): Promise<boolean> {
    const inserted = await entityManagerOf(tx).execute<{ id: string }[]>(
      `insert into membership_notices (plan_booking_id, period_number, kind) values (?, ?, ?)
       on conflict on constraint membership_notices_once_unique do nothing returning id`,
      [planBookingId, periodNumber, kind],
    );
    return inserted.length > 0;
  }
}
