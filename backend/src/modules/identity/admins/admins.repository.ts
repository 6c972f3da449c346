import { type SystemRoleName } from '@coworking/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, type ListSql, listStream, SqlConditions } from '../../../common/database/list-sql.js';
import { containsPattern, orderBySql, type Page, type SortRule } from '../../../common/http/list-query.dto.js';
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

/** The staff list of admins. */
@Injectable()
export class AdminsRepository {
  constructor(private readonly em: EntityManager) {}

  page(query: AdminListQueryDto, page: Page): Promise<{ rows: AdminRow[]; total: number }> {
    return listPage<AdminRow>(this.em.fork(), adminSql(query), page);
  }

  stream(query: AdminListQueryDto): AsyncIterable<AdminRow> {
    return listStream<AdminRow>(this.em.fork(), adminSql(query));
  }
}
