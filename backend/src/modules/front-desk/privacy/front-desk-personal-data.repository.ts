import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type PersonAddresses, personWhere } from '../../../common/database/personal-data-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';

export interface PersonCheckInRow {
  date: string;
  checkedInAt: Date;
  kind: string;
}

/**
 * A person's check-ins, for their data export: the visits of their bookings and tours, and of guest passes given to
 * them. A check-in itself holds nothing personal (a code and a day), so an erasure leaves it.
 */
@Injectable()
export class FrontDeskPersonalDataRepository {
  constructor(private readonly em: EntityManager) {}

  checkIns(tx: Transaction, person: PersonAddresses): Promise<PersonCheckInRow[]> {
    const bookings = personWhere({ email: 'b.email', phone: 'b.phone' }, person);
    const guests = personWhere({ email: 'g.email', phone: 'g.phone' }, person);
    return entityManagerOf(tx).execute<PersonCheckInRow[]>(
      `select ci.date::text as date, ci.created_at as "checkedInAt", k.visit_kind as kind
       from check_ins ci join check_in_codes k on k.code = ci.code
       where (k.visit_kind = 'booking'
           and k.visit_id in (select coalesce(b.booking_group_id, b.id) from space_bookings b where ${bookings.sql}))
         or (k.visit_kind = 'guest' and k.visit_id in (select g.id from guest_passes g where ${guests.sql}))
       order by ci.created_at`,
      [...bookings.params, ...guests.params],
    );
  }
}
