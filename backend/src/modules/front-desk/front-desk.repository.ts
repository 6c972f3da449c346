import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../common/database/transaction.js';
import { type BookingStatus } from '../booking/entities/space-booking.entity.js';

/** A booked row as the front desk reads it, with its visit (the booking group), code and check-in of the date asked. */
export interface BookedVisitRow {
  id: string;
  visit_id: string;
  type: string;
  date: string;
  time: string;
  status: BookingStatus;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  space_name: string | null;
  /** The row was taken from a membership's allowance. */
  uses_allowance: boolean;
  code: string | null;
  /** timestamptz as the driver answers raw SQL: text (or a Date). */
  checked_in_at: string | Date | null;
}

/** A member's guest as the front desk reads them, with the host's name, code and check-in of the date asked. */
export interface GuestVisitRow {
  id: string;
  date: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  cancelled_at: string | Date | null;
  host_first_name: string | null;
  host_last_name: string | null;
  host_username: string;
  code: string | null;
  /** timestamptz as the driver answers raw SQL: text (or a Date). */
  checked_in_at: string | Date | null;
}

const BOOKED_COLUMNS = `b.id, coalesce(b.booking_group_id, b.id) as visit_id, b.type, b.date, b.time, b.status,
  b.first_name, b.last_name, b.email, b.phone, s.name as space_name,
  exists (select 1 from allowance_uses u where u.booking_id = b.id) as uses_allowance,
  c.code, ci.created_at as checked_in_at`;
const BOOKED_JOINS = `left join spaces s on s.id = b.space_id
  left join check_in_codes c on c.visit_kind = 'booking' and c.visit_id = coalesce(b.booking_group_id, b.id)
  left join check_ins ci on ci.code = c.code and ci.date = ?::date`;
const GUEST_COLUMNS = `g.id, g.date::text as date, g.first_name, g.last_name, g.email, g.phone, g.cancelled_at,
  u.first_name as host_first_name, u.last_name as host_last_name, u.username as host_username,
  c.code, ci.created_at as checked_in_at`;
const GUEST_JOINS = `join users u on u.id = g.host_id
  left join check_in_codes c on c.visit_kind = 'guest' and c.visit_id = g.id
  left join check_ins ci on ci.code = c.code and ci.date = ?::date`;

/**
 * The front desk's reads and its one write, in SQL: who is expected on a venue date (bookings, tours, members' guests)
 * and the check-ins of that date, which a unique key on (code, date) keeps to one per visitor per day.
 */
@Injectable()
export class FrontDeskRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Confirmed booked rows (space bookings and tours) for a venue date: booked on it, or a monthly booking covering it
   * (a month from its start date, as its booked interval).
   */
  confirmedRowsOn(date: string): Promise<BookedVisitRow[]> {
    return this.em.fork().execute<BookedVisitRow[]>(
      `select ${BOOKED_COLUMNS}
       from space_bookings b ${BOOKED_JOINS}
       where b.status = 'confirmed'
         -- A month is at most 31 days: the date index bounds the rows read, the test below picks them.
         and b.date between to_char(?::date - 32, 'YYYY-MM-DD') and ?
         and (b.date = ? or (b.time = 'Monthly Access' and ?::date < (b.date::date + interval '1 month')::date))
       order by b.date, b.time, b.id`,
      [date, date, date, date, date],
    );
  }

  /** Every row of a booking group (whatever its status), with the check-in of `date`. */
  groupRows(tx: Transaction, visitId: string, date: string): Promise<BookedVisitRow[]> {
    return entityManagerOf(tx).execute<BookedVisitRow[]>(
      `select ${BOOKED_COLUMNS}
       from space_bookings b ${BOOKED_JOINS}
       where coalesce(b.booking_group_id, b.id) = ?
       order by b.date, b.time, b.id`,
      [date, visitId],
    );
  }

  /** Members' guests expected on a venue date (passes not cancelled). */
  guestsOn(date: string): Promise<GuestVisitRow[]> {
    return this.em.fork().execute<GuestVisitRow[]>(
      `select ${GUEST_COLUMNS}
       from guest_passes g ${GUEST_JOINS}
       where g.date = ?::date and g.cancelled_at is null
       order by g.last_name, g.first_name, g.id`,
      [date, date],
    );
  }

  /** One guest pass, with the check-in of `date`. */
  async guestPass(tx: Transaction, id: string, date: string): Promise<GuestVisitRow | null> {
    const [row] = await entityManagerOf(tx).execute<GuestVisitRow[]>(
      `select ${GUEST_COLUMNS} from guest_passes g ${GUEST_JOINS} where g.id = ?`,
      [date, id],
    );
    return row ?? null;
  }

  /**
   * Records the check-in of a code on a date, unless it has one: the unique key decides between two desks checking
   * the same visitor in at once (the second insert waits for the first to commit, then does nothing). Answers the new
   * row's id and time, or null when the code was already checked in that day.
   */
  async insertCheckIn(
    tx: Transaction,
    code: string,
    date: string,
    adminId: string | null,
  ): Promise<{ id: string; created_at: string | Date } | null> {
    const [row] = await entityManagerOf(tx).execute<{ id: string; created_at: string | Date }[]>(
      `insert into check_ins (code, date, checked_in_by_id) values (?, ?::date, ?)
       on conflict (code, date) do nothing returning id, created_at`,
      [code, date, adminId],
    );
    return row ?? null;
  }

  /** When a code was first checked in on a date, if it was. */
  async checkedInAt(tx: Transaction, code: string, date: string): Promise<string | Date | null> {
    const [row] = await entityManagerOf(tx).execute<{ created_at: string | Date }[]>(
      'select created_at from check_ins where code = ? and date = ?::date',
      [code, date],
    );
    return row?.created_at ?? null;
  }
}
