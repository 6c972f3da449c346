import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type User } from '../../identity/entities/user.entity.js';
import { PlanBooking } from '../../membership/entities/plan-booking.entity.js';
import { AllowanceUse, type BookingAllowanceKind } from '../entities/allowance-use.entity.js';

/** Membership statuses an allowance is looked up for: the usable ones, and past due (to refuse it clearly). */
const ALLOWANCE_STATUSES = ['active', 'non_renewing', 'past_due'];

/** What one period of a membership has used of its booking allowances. */
export type UsedAllowance = Record<BookingAllowanceKind, number>;

/**
 * The allowance of a member's membership, as SQL. The membership is the member's newest plan booking (theirs by
 * account or by contact e-mail) that is active, set not to renew, or past due: on a main plan, or failing one, on an
 * add-on that includes something (a Day Pass's desk day; parking or a locker includes nothing and gives no allowance). What a
 * period has used is counted from its rows: allowance uses whose booking is not cancelled, guest passes not
 * cancelled. Writers lock the membership first (`lockMembership`), so two bookings never read the same balance.
 */
@Injectable()
export class AllowanceRepository {
  /** The membership whose allowance the member has, with its plan (null when none); no lock, for reading. */
  membership(em: EntityManager, member: User): Promise<PlanBooking | null> {
    return this.find(em, member, false);
  }

  /**
   * The same membership, locked (`select … for update`) until the caller's transaction ends: every booking or guest
   * pass drawing on it waits here for the one before to commit, then reads the balance that one left.
   */
  lockMembership(em: EntityManager, member: User): Promise<PlanBooking | null> {
    return this.find(em, member, true);
  }

  private async find(em: EntityManager, member: User, lock: boolean): Promise<PlanBooking | null> {
    const [row] = await em.execute<{ id: string }[]>(
      `select pb.id from plan_bookings pb join membership_plans p on p.id = pb.plan_id
       where (pb.user_id = ? or lower(pb.email) = lower(?))
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

  /** Desk days and meeting-room hours a period has used: its uses whose booking is not cancelled. */
  async usedForBookings(em: EntityManager, planBookingId: string, periodStart: string): Promise<UsedAllowance> {
    const rows = await em.execute<{ kind: BookingAllowanceKind; used: string | number }[]>(
      `select u.kind, sum(u.quantity) as used from allowance_uses u join space_bookings b on b.id = u.booking_id
       where u.plan_booking_id = ? and u.period_start = ? and b.status <> 'cancelled' group by u.kind`,
      [planBookingId, periodStart],
    );
    const used: UsedAllowance = { deskDays: 0, meetingRoomHours: 0 };
    for (const row of rows) used[row.kind] = Number(row.used);
    return used;
  }

  /** Guest passes a period has used: those not cancelled. */
  async usedGuestPasses(em: EntityManager, planBookingId: string, periodStart: string): Promise<number> {
    const [row] = await em.execute<{ used: string | number }[]>(
      `select count(*) as used from guest_passes
       where plan_booking_id = ? and period_start = ? and cancelled_at is null`,
      [planBookingId, periodStart],
    );
    return Number(row?.used ?? 0);
  }

  /** Records the rows a booking took from the allowance (written with the caller's transaction). */
  addUses(em: EntityManager, uses: AllowanceUse[]): void {
    em.persist(uses);
  }
}
