import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { SpaceBooking } from '../../booking/entities/space-booking.entity.js';
import { User } from '../../identity/entities/user.entity.js';
import { PlanBooking } from '../../membership/entities/plan-booking.entity.js';
import { GuestPass } from '../entities/guest-pass.entity.js';

/** How many events of each kind a feed carries at most (the soonest first): a calendar polls it again and again. */
export const FEED_EVENT_LIMIT = 500;

/**
 * What a member's calendar feed reads, as MemberPortalRepository matches ownership: space bookings by account or by
 * contact e-mail (compared in lower case), guest passes by host, memberships by account or contact e-mail.
 */
@Injectable()
export class CalendarFeedRepository {
  constructor(private readonly em: EntityManager) {}

  user(userId: string): Promise<User | null> {
    return this.em.fork().findOne(User, { id: userId });
  }

  /** Raises the member's feed version (every earlier feed address stops working) and answers the new one. */
  async nextVersion(tx: Transaction, userId: string): Promise<number> {
    const [row] = await entityManagerOf(tx).execute<{ calendar_feed_version: number }[]>(
      `update users set calendar_feed_version = calendar_feed_version + 1, updated_at = now() where id = ?
       returning calendar_feed_version`,
      [userId],
    );
    return Number(row.calendar_feed_version);
  }

  /** The member's confirmed booking rows on or after a venue date, with their spaces, soonest first. */
  async confirmedBookings(user: User, fromDate: string): Promise<SpaceBooking[]> {
    const em = this.em.fork();
    const rows = await em.execute<{ id: string }[]>(
      `select id from space_bookings
        where (user_id = ? or lower(email) = lower(?)) and status = 'confirmed' and date >= ?
        order by date, time, id limit ?`,
      [user.id, user.email, fromDate, FEED_EVENT_LIMIT],
    );
    if (rows.length === 0) return [];
    return em.find(
      SpaceBooking,
      { id: { $in: rows.map((row) => row.id) } },
      { populate: ['space'], orderBy: { date: 'asc', time: 'asc', id: 'asc' } },
    );
  }

  /** Guests the member invited (not cancelled) on or after a venue date, soonest first. */
  guestVisits(user: User, fromDate: string): Promise<GuestPass[]> {
    return this.em
      .fork()
      .find(
        GuestPass,
        { host: user.id, cancelledAt: null, date: { $gte: fromDate } },
        { orderBy: { date: 'asc', id: 'asc' }, limit: FEED_EVENT_LIMIT },
      );
  }

  /** The member's renewing memberships (active, with a current period; a seat renews with its team), with their plans. */
  async renewingMemberships(user: User): Promise<PlanBooking[]> {
    const em = this.em.fork();
    const rows = await em.execute<{ id: string }[]>(
      `select id from plan_bookings
        where (user_id = ? or lower(email) = lower(?)) and subscription_status = 'active'
          and current_period_end is not null and team_id is null
        order by current_period_end, id limit ?`,
      [user.id, user.email, FEED_EVENT_LIMIT],
    );
    if (rows.length === 0) return [];
    return em.find(
      PlanBooking,
      { id: { $in: rows.map((row) => row.id) } },
      { populate: ['plan'], orderBy: { currentPeriodEnd: 'asc', id: 'asc' } },
    );
  }
}
