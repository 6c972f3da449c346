import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, type ListSql, listStream, SqlConditions } from '../../../common/database/list-sql.js';
import { containsPattern, orderBySql, type Page, type SortRule } from '../../../common/http/list-query.dto.js';
import { type UserListQueryDto, type UserSort } from './user.dto.js';

/** A customer account as the staff list reads it (never the password). */
export interface UserRow {
  id: string;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  membership_plan: string | null;
  created_at: Date;
}

const USER_SORT: SortRule<UserSort> = {
  columns: {
    createdAt: 'u.created_at',
    username: 'u.username',
    email: 'u.email',
    lastName: 'lower(u.last_name) nulls last',
  },
  default: 'createdAt',
};

function userSql(query: UserListQueryDto): ListSql {
  const where = new SqlConditions();
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.add(
      `u.username ilike ? or u.email ilike ? or u.phone ilike ?
       or (coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ilike ?`,
      pattern,
      pattern,
      pattern,
      pattern,
    );
  }
  if (query.membershipPlan) where.add('u.membership_plan = ?', query.membershipPlan);
  return {
    select: 'u.id, u.username, u.email, u.first_name, u.last_name, u.phone, u.membership_plan, u.created_at',
    from: 'users u',
    where,
    orderBy: orderBySql(query, USER_SORT, 'u.id'),
  };
}

/** The staff list of customer accounts. */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  page(query: UserListQueryDto, page: Page): Promise<{ rows: UserRow[]; total: number }> {
    return listPage<UserRow>(this.em.fork(), userSql(query), page);
  }

  stream(query: UserListQueryDto): AsyncIterable<UserRow> {
    return listStream<UserRow>(this.em.fork(), userSql(query));
  }
}
