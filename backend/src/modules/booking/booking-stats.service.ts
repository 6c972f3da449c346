import { ALL_DAY_ACCESS, DAILY_ACCESS } from '@coworking/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SpaceBooking } from './entities/space-booking.entity.js';
import { Space } from './entities/space.entity.js';

export interface BookingCounts {
  bookings: { total: number; pending: number; confirmed: number };
  spaces: { total: number; available: number; featured: number };
}

/** One booking group as the Overview's "today" lists it: who, what, and the booked date that puts it there. */
export interface TodayBookingRow {
  /** The booking group (what the Bookings list shows as one row). */
  id: string;
  type: string;
  spaceName: string | null;
  customerName: string;
  date: string;
  /** Venue time HH:MM, or 'All Day Access' / 'Monthly Access'. */
  time: string;
  holdExpiresAt: Date | null;
}

export interface TodayBookingSection {
  /** How many booking groups the section holds. */
  count: number;
  /** The first of them, in the section's order. */
  rows: TodayBookingRow[];
}

export interface BookingsToday {
  arrivals: TodayBookingSection;
  expiringHolds: TodayBookingSection;
  pendingTours: TodayBookingSection;
}

/** How far ahead the Overview looks for unpaid holds about to lapse. */
export const EXPIRING_HOLD_WINDOW_MINUTES = 60;

// A booking's start time of day, so all-day bookings sort at opening time and monthly ones at midnight.
const STARTS_AT = `case when b.time ~ '^[0-9]' then b.time when b.time = '${ALL_DAY_ACCESS}' then '${DAILY_ACCESS.from}'
                  else '00:00' end`;
const GROUP_KEY = 'coalesce(b.booking_group_id, b.id)';

/** Counts for the admin dashboard. */
@Injectable()
export class BookingStatsService {
  constructor(private readonly em: EntityManager) {}

  async counts(): Promise<BookingCounts> {
    const em = this.em.fork();
    const [total, pending, confirmed, spaces, available, featured] = await Promise.all([
      em.count(SpaceBooking),
      em.count(SpaceBooking, { status: 'pending' }),
      em.count(SpaceBooking, { status: 'confirmed' }),
      em.count(Space),
      em.count(Space, { isActive: true, isAvailable: true }),
      em.count(Space, { featured: true }),
    ]);
    return { bookings: { total, pending, confirmed }, spaces: { total: spaces, available, featured } };
  }

  /**
   * The Overview's "today" on venue date `today` at instant `now`, each section counted in booking groups (as the
   * Bookings list shows them) with its first `limit` groups: confirmed bookings dated today, soonest first; unpaid
   * holds that lapse within the next hour (a hold already past is free and about to be cancelled, so not counted),
   * soonest first; tour requests waiting for staff, by tour date.
   */
  async today(today: string, now: Date, limit: number): Promise<BookingsToday> {
    const em = this.em.fork();
    const windowEnd = new Date(now.getTime() + EXPIRING_HOLD_WINDOW_MINUTES * 60_000);
    const [arrivals, expiringHolds, pendingTours] = await Promise.all([
      this.section(em, { where: "b.date = ? and b.status = 'confirmed'", params: [today], order: [STARTS_AT] }, limit),
      this.section(
        em,
        {
          where: "b.status = 'pending' and b.hold_expires_at > ? and b.hold_expires_at <= ?",
          params: [now, windowEnd],
          order: ['b.hold_expires_at'],
        },
        limit,
      ),
      this.section(
        em,
        { where: "b.type = 'tour' and b.status = 'pending'", params: [], order: ['b.date', STARTS_AT] },
        limit,
      ),
    ]);
    return { arrivals, expiringHolds, pendingTours };
  }

  /**
   * The booking groups with a booking matching `where`, each represented by its first such booking in `order`, and
   * ordered by it; the total comes from a window over all of them before the limit.
   */
  private async section(
    em: EntityManager,
    { where, params, order }: { where: string; params: unknown[]; order: string[] },
    limit: number,
  ): Promise<TodayBookingSection> {
    const rows = await em.execute<
      {
        total: string;
        id: string;
        type: string;
        space_name: string | null;
        customer_name: string;
        date: string;
        time: string;
        hold_expires_at: string | null;
      }[]
    >(
      `select count(*) over () as total, g.*
         from (select distinct on (${GROUP_KEY}) ${GROUP_KEY} as id, b.type, s.name as space_name,
                      trim(coalesce(b.first_name, '') || ' ' || coalesce(b.last_name, '')) as customer_name,
                      b.date, b.time, b.hold_expires_at,
                      ${order.map((key, index) => `${key} as sort_${index}`).join(', ')}
                 from space_bookings b left join spaces s on s.id = b.space_id
                where ${where}
                order by ${GROUP_KEY}, ${order.join(', ')}) g
        order by ${order.map((_, index) => `g.sort_${index}`).join(', ')}, g.id
        limit ?`,
      [...params, limit],
    );
    return {
      count: rows.length === 0 ? 0 : Number(rows[0].total),
      rows: rows.map((row) => ({
        id: row.id,
        type: row.type,
        spaceName: row.space_name,
        customerName: row.customer_name,
        date: row.date,
        time: row.time,
        // Raw SQL answers the timestamp as PostgreSQL text.
        holdExpiresAt: row.hold_expires_at === null ? null : new Date(row.hold_expires_at),
      })),
    };
  }
}
