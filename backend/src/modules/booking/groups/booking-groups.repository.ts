import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, type ListSql, listStream, SqlConditions } from '../../../common/database/list-sql.js';
import { containsPattern, orderBySql, type Page, type SortRule } from '../../../common/http/list-query.dto.js';
import { bookingGroupSearchText } from '../entities/booking-group.entity.js';
import { type BookingStatus } from '../entities/space-booking.entity.js';
import { type BookingGroupListQueryDto, type BookingGroupSort } from './dto/booking-groups.dto.js';

/** One booked date of a group, as the group's SQL nests it. */
export interface BookedDateRow {
  id: string;
  date: string;
  time: string;
  duration: number;
  status: BookingStatus;
  priceCents: number | null;
  notes: string | null;
  holdExpiresAt: string | null;
}

/** One booking group as the staff list reads it (booking_groups, its space's name and its dates). */
export interface BookingGroupRow {
  id: string;
  created_at: Date;
  type: string;
  space_id: string | null;
  space_name: string | null;
  status: BookingStatus;
  first_date: string;
  last_date: string;
  booking_count: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  price_cents: string | number | null;
  bookings: BookedDateRow[];
}

const GROUP_SORT: SortRule<BookingGroupSort> = {
  columns: {
    createdAt: 'g.created_at',
    firstDate: 'g.first_date',
    status: 'g.status',
    customerName: "lower(coalesce(g.first_name, '') || ' ' || coalesce(g.last_name, ''))",
  },
  default: 'createdAt',
};

// A group's rows: those naming it, or the one row stored without a group id that names it by its own id (read
// through space_bookings_group_key_index).
const ROWS_OF_GROUP = 'coalesce(b.booking_group_id, b.id) = g.id';

/**
 * The staff list of booking groups over `booking_groups` (one row per group, kept by the database), with each
 * group's dates nested. Payments are not read here: the booking module does not know them (see
 * BookingGroupsAdminService).
 */
@Injectable()
export class BookingGroupsRepository {
  constructor(private readonly em: EntityManager) {}

  page(query: BookingGroupListQueryDto, page: Page): Promise<{ rows: BookingGroupRow[]; total: number }> {
    return listPage<BookingGroupRow>(this.em.fork(), groupSql(query), page);
  }

  /** Every group the filters match, in the list's order, from a cursor (for the CSV export). */
  stream(query: BookingGroupListQueryDto): AsyncIterable<BookingGroupRow> {
    return listStream<BookingGroupRow>(this.em.fork(), groupSql(query));
  }

  async find(id: string): Promise<BookingGroupRow | null> {
    const { rows } = await listPage<BookingGroupRow>(this.em.fork(), groupSql({}, id), { offset: 0, limit: 1 });
    return rows[0] ?? null;
  }

  /** Of these booking ids: which exist, what each is ('tour' or a space type) and its status. */
  kindsOf(ids: string[]): Promise<{ id: string; type: string; status: BookingStatus }[]> {
    return this.em
      .fork()
      .execute<{ id: string; type: string; status: BookingStatus }[]>(
        'select id, type, status from space_bookings where id in (?)',
        [ids],
      );
  }
}

function groupSql(query: BookingGroupListQueryDto, id?: string): ListSql {
  const where = new SqlConditions();
  // Name, e-mail, phone or reference, through booking_groups_search_index.
  if (query.q) where.add(`${bookingGroupSearchText('g')} ilike ?`, containsPattern(query.q));
  if (query.status) where.add('g.status = ?', query.status);
  if (query.spaceId) where.add('g.space_id = ?', query.spaceId);
  if (query.type === 'tour') where.add("g.type = 'tour'");
  if (query.type === 'space') where.add("g.type <> 'tour'");
  // Groups with a booked date in the range: the group's span overlaps it.
  if (query.from) where.add('g.last_date >= ?', query.from);
  if (query.to) where.add('g.first_date <= ?', query.to);
  if (id) where.add('g.id = ?', id);
  return {
    select: `g.id, g.created_at, g.type, g.space_id, s.name as space_name, g.status, g.first_date, g.last_date,
             g.booking_count, g.first_name, g.last_name, g.email, g.phone, dates.price_cents, dates.bookings`,
    from: 'booking_groups g',
    joinsAfterPage: {
      alias: 'g',
      joins: `left join spaces s on s.id = g.space_id
       left join lateral (
         select sum(b.price_cents) as price_cents,
                json_agg(json_build_object('id', b.id, 'date', b.date, 'time', b.time, 'duration', b.duration,
                                           'status', b.status, 'priceCents', b.price_cents, 'notes', b.notes,
                                           'holdExpiresAt', b.hold_expires_at)
                         order by b.date, b.time, b.id) as bookings
         from space_bookings b where ${ROWS_OF_GROUP}
       ) dates on true`,
    },
    where,
    orderBy: orderBySql(query, GROUP_SORT, 'g.id'),
  };
}
