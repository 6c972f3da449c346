import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { changedRows, type PersonAddresses, personWhere } from '../../../common/database/personal-data-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';

type Row = Record<string, string | number | boolean | null>;

/** Guest passes (as guest or host) and sign-in requests of a person, for their export and their erasure. */
@Injectable()
export class MemberPortalPersonalDataRepository {
  constructor(private readonly em: EntityManager) {}

  /** Passes the person was given as a guest, or gave as a host (their account found by e-mail). */
  private passes(person: PersonAddresses): { sql: string; params: unknown[] } {
    const guest = personWhere({ email: 'g.email', phone: 'g.phone' }, person);
    const host = personWhere({ email: 'u.email' }, person);
    return {
      sql: `${guest.sql} or g.host_id in (select u.id from users u where ${host.sql})`,
      params: [...guest.params, ...host.params],
    };
  }

  guestPasses(tx: Transaction, person: PersonAddresses): Promise<Row[]> {
    const where = this.passes(person);
    return entityManagerOf(tx).execute<Row[]>(
      `select g.date::text as date, g.first_name as "firstName", g.last_name as "lastName", g.email, g.phone,
         g.cancelled_at as "cancelledAt", g.created_at as "createdAt"
       from guest_passes g where ${where.sql} order by g.date`,
      where.params,
    );
  }

  async erase(tx: Transaction, person: PersonAddresses): Promise<Record<string, number>> {
    const em = entityManagerOf(tx);
    const where = this.passes(person);
    const passes = await changedRows(em, `delete from guest_passes g where ${where.sql}`, where.params);
    const requests = personWhere({ email: 'email' }, person);
    const signIns = await changedRows(em, `delete from member_sign_in_requests where ${requests.sql}`, requests.params);
    return { guest_passes: passes, member_sign_in_requests: signIns };
  }
}
