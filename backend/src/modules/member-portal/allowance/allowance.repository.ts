import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { type User } from '../../identity/entities/user.entity.js';
import { PlanBooking } from '../../membership/entities/plan-booking.entity.js';

/** Membership statuses an allowance is looked up for: the usable ones, and past due (to refuse it clearly). */
const ALLOWANCE_STATUSES = ['active', 'non_renewing', 'past_due'];

/**
 * Which membership gives a member their allowance, as SQL: the member's newest plan booking (theirs by account or by
 * contact e-mail) that is active, set not to renew, or past due, and not a team membership (the team's seats give
 * access, each to its holder; the company's billing contact has none through the team): on a main plan, or failing one, on an add-on that
 * includes something (a Day Pass's desk day; parking or a locker includes nothing and gives no allowance). Writers
 * lock the membership first (`lockMembership`), so two bookings or guest passes never read the same balance.
 */
@Injectable()
export class AllowanceRepository {
  constructor(private readonly em: EntityManager) {}

  /** The membership whose allowance the member has, with its plan (null when none); no lock, for reading. */
  membership(member: User): Promise<PlanBooking | null> {
    return this.find(this.em.fork(), member, false);
  }

  /**
   * The same membership, locked (`select … for update`) until the caller's transaction ends: every booking or guest
   * pass drawing on it waits here for the one before to commit, then reads the balance that one left.
   */
  lockMembership(tx: Transaction, member: User): Promise<PlanBooking | null> {
    return this.find(entityManagerOf(tx), member, true);
  }

  private async find(em: EntityManager, member: User, lock: boolean): Promise<PlanBooking | null> {
    const [row] = await em.execute<{ id: string }[]>(
      `select pb.id from plan_bookings pb join membership_plans p on p.id = pb.plan_id
       where (pb.user_id = ? or lower(pb.email) = lower(?)) and pb.company_id is null
         and (not p.is_additional or p.unlimited_desk_days
              or p.desk_days_per_period + p.meeting_room_hours_per_period + p.guest_passes_per_period > 0)
         and pb.subscription_status in (${ALLOWANCE_STATUSES.map(() => '?').join(', ')})
       order by p.is_additional, pb.created_at desc, pb.id desc limit 1${lock ? ' for update of pb' : ''}`,
      [member.id, member.email, ...ALLOWANCE_STATUSES],
    );
    if (!row) return null;
    // Read after the lock: the entity shows the row as the transaction before ours left it.
    return em.findOne(PlanBooking, { id: row.id }, { populate: ['plan'], refresh: true });
  }
}
