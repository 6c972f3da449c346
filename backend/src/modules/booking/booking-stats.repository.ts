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

// A booking's start time of day, so all-day bookings sort at opening time and monthly ones at midnight.
const STARTS_AT = `case when b.time ~ '^[0-9]' then b.time when b.time = '${ALL_DAY_ACCESS}' then '${DAILY_ACCESS.from}'
                  else '00:00' end`;
const GROUP_KEY = 'coalesce(b.booking_group_id, b.id)';

/** The dashboard's counts and the Overview's "today" sections, read outside any transaction. */
@Injectable()
export class BookingStatsRepository {
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

  /** Confirmed bookings dated `date`, soonest first. */
  arrivalsOn(date: string, limit: number): Promise<TodayBookingSection> {
    return this.section({ where: "b.date = ? and b.status = 'confirmed'", params: [date], order: [STARTS_AT] }, limit);
  }

  /** Unpaid holds lapsing in (from, until], the soonest first. */
  holdsLapsingBetween(from: Date, until: Date, limit: number): Promise<TodayBookingSection> {
    return this.section(
      {
        where: "b.status = 'pending' and b.hold_expires_at > ? and b.hold_expires_at <= ?",
        params: [from, until],
        order: ['b.hold_expires_at'],
      },
      limit,
    );
  }

  /** Tour requests waiting for staff, by tour date. */
  pendingTours(limit: number): Promise<TodayBookingSection> {
    return this.section(
      { where: "b.type = 'tour' and b.status = 'pending'", params: [], order: ['b.date', STARTS_AT] },
      limit,
    );
  }

  /**
   * The booking groups with a booking matching `where`, each represented by its first such booking in `order`, and
   * ordered by it; the total comes from a window over all of them before the limit.
   */
  private async section(
    { where, params, order }: { where: string; params: unknown[]; order: string[] },
    limit: number,
  ): Promise<TodayBookingSection> {
    const rows = await this.em.fork().execute<
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
