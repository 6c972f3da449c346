import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type PersonAddresses,
  personWhere,
  scrubRows,
  type RowScrub,
} from '../../../common/database/personal-data-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';

export interface PersonMembershipRow {
  id: string;
  plan: string | null;
  status: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string | null;
  startDate: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  createdAt: Date;
}

/** A person's memberships (plan bookings) and a company that is the person, for their export and their erasure. */
@Injectable()
export class MembershipPersonalDataRepository {
  constructor(private readonly em: EntityManager) {}

  memberships(tx: Transaction, person: PersonAddresses): Promise<PersonMembershipRow[]> {
    const match = personWhere({ email: 'b.email', phone: 'b.phone' }, person);
    return entityManagerOf(tx).execute<PersonMembershipRow[]>(
      `select b.id, p.name as plan, b.subscription_status as status, b.first_name as "firstName",
         b.last_name as "lastName", b.email, b.phone, c.name as company, b.start_date::text as "startDate",
         b.current_period_start as "periodStart", b.current_period_end as "periodEnd", b.created_at as "createdAt"
       from plan_bookings b left join membership_plans p on p.id = b.plan_id left join companies c on c.id = b.company_id
       where ${match.sql} order by b.created_at`,
      match.params,
    );
  }

  /** The holder's fields say the label; a company keeps its name and KRA PIN, its billing contact is erased. */
  async erase(tx: Transaction, person: PersonAddresses, scrub: RowScrub): Promise<Record<string, number>> {
    const em = entityManagerOf(tx);
    const planBookings = await scrubRows(
      em,
      'plan_bookings',
      personWhere({ email: 'email', phone: 'phone' }, person),
      scrub,
    );
    const companies = await scrubRows(
      em,
      'companies',
      personWhere({ email: 'billing_email', phone: 'phone' }, person),
      scrub,
    );
    return { plan_bookings: planBookings, companies };
  }
}
