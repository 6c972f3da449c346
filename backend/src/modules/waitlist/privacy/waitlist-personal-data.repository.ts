import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { changedRows, type PersonAddresses, personWhere } from '../../../common/database/personal-data-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';

type Row = Record<string, string | number | boolean | null>;

/** A person's places on waitlists, for their export and their erasure. */
@Injectable()
export class WaitlistPersonalDataRepository {
  constructor(private readonly em: EntityManager) {}

  entries(tx: Transaction, person: PersonAddresses): Promise<Row[]> {
    const match = personWhere({ email: 'w.email', phone: 'w.phone' }, person);
    return entityManagerOf(tx).execute<Row[]>(
      `select coalesce(s.name, e.title) as "for", to_char(w.date, 'YYYY-MM-DD') as date, w.time,
         w.first_name as "firstName", w.last_name as "lastName", w.email, w.phone, w.status, w.created_at as "joinedAt"
       from waitlist_entries w left join spaces s on s.id = w.space_id left join events e on e.id = w.event_id
       where ${match.sql} order by w.created_at`,
      match.params,
    );
  }

  async erase(tx: Transaction, person: PersonAddresses): Promise<Record<string, number>> {
    const match = personWhere({ email: 'email', phone: 'phone' }, person);
    return {
      waitlist_entries: await changedRows(
        entityManagerOf(tx),
        `delete from waitlist_entries where ${match.sql}`,
        match.params,
      ),
    };
  }
}
