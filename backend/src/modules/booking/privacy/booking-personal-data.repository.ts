import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  changedRows,
  type PersonAddresses,
  personWhere,
  type RowScrub,
  scrubRows,
} from '../../../common/database/personal-data-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';

export interface PersonBookingRow {
  id: string;
  type: string;
  status: string;
  space: string | null;
  date: string;
  time: string;
  duration: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  notes: string | null;
  priceCents: number | null;
  createdAt: Date;
}

/** A person's bookings and tours, for their data export and their erasure. */
@Injectable()
export class BookingPersonalDataRepository {
  constructor(private readonly em: EntityManager) {}

  bookings(tx: Transaction, person: PersonAddresses): Promise<PersonBookingRow[]> {
    const match = personWhere({ email: 'b.email', phone: 'b.phone' }, person);
    return entityManagerOf(tx).execute<PersonBookingRow[]>(
      `select b.id, b.type, b.status, s.name as space, b.date, b.time, b.duration, b.first_name as "firstName",
         b.last_name as "lastName", b.email, b.phone, b.notes, b.price_cents as "priceCents", b.created_at as "createdAt"
       from space_bookings b left join spaces s on s.id = b.space_id where ${match.sql} order by b.date, b.time`,
      match.params,
    );
  }

  /** Contact fields replaced, notes and client addresses scrubbed, manage links deleted. */
  async erase(tx: Transaction, person: PersonAddresses, scrub: RowScrub): Promise<Record<string, number>> {
    const em = entityManagerOf(tx);
    const bookings = personWhere({ email: 'email', phone: 'phone' }, person);
    const links = await changedRows(
      em,
      `delete from booking_access_tokens where booking_group_id in (
         select booking_group_id from space_bookings where ${bookings.sql}
         union select id from booking_groups where ${bookings.sql})`,
      [...bookings.params, ...bookings.params],
    );
    const groups = await scrubRows(em, 'booking_groups', bookings, scrub);
    await em.execute(`update space_bookings set client_address = null where ${bookings.sql}`, bookings.params);
    const rows = await scrubRows(em, 'space_bookings', bookings, scrub);
    return { space_bookings: rows, booking_groups: groups, booking_access_tokens: links };
  }
}
