import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  changedRows,
  type PersonAddresses,
  personWhere,
  placeholders,
} from '../../../common/database/personal-data-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';

export interface AccountRow {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  companyName: string | null;
  kraPin: string | null;
  createdAt: Date;
}

/** Member accounts and the audit entries about a person, for a data export or an erasure (Data Protection Act). */
@Injectable()
export class MemberPersonalDataRepository {
  constructor(private readonly em: EntityManager) {}

  async accounts(tx: Transaction, person: PersonAddresses, userId?: string | null): Promise<AccountRow[]> {
    const match = personWhere({ email: 'email', phone: 'phone' }, person);
    return entityManagerOf(tx).execute<AccountRow[]>(
      `select id, username, email, first_name as "firstName", last_name as "lastName", phone,
         company_name as "companyName", kra_pin as "kraPin", created_at as "createdAt"
       from users where ${match.sql} or id = ?`,
      [...match.params, userId ?? null],
    );
  }

  /**
   * The accounts become unusable and say nothing about the person: sessions and sign-in links go; the rows stay for
   * the bookings and memberships that point at them (their company and KRA PIN stay for the tax records).
   */
  async anonymiseAccounts(tx: Transaction, ids: string[], label: string): Promise<number> {
    if (ids.length === 0) return 0;
    const em = entityManagerOf(tx);
    await em.execute(`delete from member_sessions where user_id in (${placeholders(ids)})`, ids);
    await em.execute(`delete from member_sign_in_tokens where user_id in (${placeholders(ids)})`, ids);
    return changedRows(
      em,
      `update users set username = 'erased-' || id, email = 'erased-' || id || '@erased.invalid',
         first_name = null, last_name = ?, phone = null, paystack_customer_id = null,
         paystack_subscription_id = null, password = '!' where id in (${placeholders(ids)})`,
      [label, ...ids],
    );
  }

  /** Audit entries that may name the person: about their accounts, or whose changes contain one of `texts`. */
  async auditEntries(
    tx: Transaction,
    userIds: string[],
    texts: string[],
    phoneDigits: string[],
  ): Promise<{ id: string; changes: unknown }[]> {
    const conditions = [
      ...(userIds.length ? [`resource_id in (${placeholders(userIds)})`] : []),
      ...texts.map(() => 'changes::text ilike ?'),
      ...phoneDigits.map(() => `regexp_replace(changes::text, '[^0-9]', '', 'g') like ?`),
    ];
    if (conditions.length === 0) return [];
    return entityManagerOf(tx).execute<{ id: string; changes: unknown }[]>(
      `select id, changes from audit_log where changes is not null and (${conditions.join(' or ')})`,
      [...userIds, ...texts.map((text) => `%${text.replace(/[\\%_]/g, '\\$&')}%`), ...phoneDigits.map((d) => `%${d}%`)],
    );
  }

  async replaceAuditChanges(tx: Transaction, id: string, changes: unknown): Promise<void> {
    await entityManagerOf(tx).execute('update audit_log set changes = ? where id = ?', [JSON.stringify(changes), id]);
  }
}
