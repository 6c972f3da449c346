import { type SystemRoleName } from '@coworking/domain';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, type ListSql, listStream, SqlConditions } from '../../../common/database/list-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { containsPattern, orderBySql, type Page, type SortRule } from '../../../common/http/list-query.dto.js';
import { type AccountField } from '../account-uniqueness.js';
import { Admin } from '../entities/admin.entity.js';
import { type Role } from '../entities/role.entity.js';
import { type AdminListQueryDto, type AdminSort } from './admin.dto.js';

/** An admin as the staff list reads it, with its custom role's name (never the password). */
export interface AdminRow {
  id: string;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: SystemRoleName;
  custom_role_id: string | null;
  custom_role_name: string | null;
  is_active: boolean;
  last_login: Date | null;
  created_at: Date;
}

const ADMIN_SORT: SortRule<AdminSort> = {
  columns: {
    createdAt: 'a.created_at',
    username: 'a.username',
    lastLogin: 'a.last_login nulls last',
  },
  default: 'createdAt',
  // The list has always shown the first admins first.
  defaultOrder: 'ASC',
};

function adminSql(query: AdminListQueryDto): ListSql {
  const where = new SqlConditions();
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.add(
      `a.username ilike ? or a.email ilike ?
       or (coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')) ilike ?`,
      pattern,
      pattern,
      pattern,
    );
  }
  if (query.role) where.add('a.role = ?', query.role);
  if (query.isActive !== undefined) where.add('a.is_active = ?', query.isActive);
  return {
    select: `a.id, a.username, a.email, a.first_name, a.last_name, a.role, a.custom_role_id, r.name as custom_role_name,
             a.is_active, a.last_login, a.created_at`,
    from: 'admins a left join roles r on r.id = a.custom_role_id',
    countFrom: 'admins a',
    where,
    orderBy: orderBySql(query, ADMIN_SORT, 'a.id'),
  };
}

/** The administrators: the staff list, sign-in look-ups and the accounts staff edit. */
@Injectable()
export class AdminsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The admin behind a session, with its custom role, if it still exists and is active. */
  activeWithRole(id: string): Promise<Admin | null> {
    return this.em.fork().findOne(Admin, { id, isActive: true }, { populate: ['customRole'] });
  }

  /** The admin signing in, with the password hash (never loaded otherwise) and its custom role. */
  forSignIn(username: string): Promise<Admin | null> {
    return this.em.fork().findOne(Admin, { username }, { populate: ['password', 'customRole'] });
  }

  /** The admin to change inside `tx`, with its custom role and password hash. */
  forChange(tx: Transaction, id: string): Promise<Admin | null> {
    return entityManagerOf(tx).findOne(Admin, { id }, { populate: ['customRole', 'password'] });
  }

  /** The admin with this username, with its password hash (the shell's password reset). */
  byUsernameWithPassword(tx: Transaction, username: string): Promise<Admin | null> {
    return entityManagerOf(tx).findOne(Admin, { username }, { populate: ['password'] });
  }

  /** How many admins, other than `exceptId`, have this value in `field`. */
  countWith(tx: Transaction, field: AccountField, value: string, exceptId?: string): Promise<number> {
    const others = exceptId ? { id: { $ne: exceptId } } : {};
    return entityManagerOf(tx).count(Admin, { [field]: value, ...others });
  }

  /**
   * Every active super admin, their rows locked for the rest of `tx` (in id order, so two transactions lock alike):
   * two simultaneous demotions of the last two super admins cannot both find the other one.
   */
  lockActiveSuperAdmins(tx: Transaction): Promise<Admin[]> {
    return entityManagerOf(tx).find(
      Admin,
      { role: 'super_admin', isActive: true },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
  }

  /** How many admins hold this custom role. */
  countHoldersOf(tx: Transaction, role: Role): Promise<number> {
    return entityManagerOf(tx).count(Admin, { customRole: role });
  }

  /** Remembers when the admin last signed in. */
  async recordSignIn(tx: Transaction, adminId: string, at: Date): Promise<void> {
    await entityManagerOf(tx).nativeUpdate(Admin, { id: adminId }, { lastLogin: at });
  }

  add(tx: Transaction, admin: Admin): void {
    entityManagerOf(tx).persist(admin);
  }

  remove(tx: Transaction, admin: Admin): void {
    entityManagerOf(tx).remove(admin);
  }

  page(query: AdminListQueryDto, page: Page): Promise<{ rows: AdminRow[]; total: number }> {
    return listPage<AdminRow>(this.em.fork(), adminSql(query), page);
  }

  stream(query: AdminListQueryDto): AsyncIterable<AdminRow> {
    return listStream<AdminRow>(this.em.fork(), adminSql(query));
  }
}
