import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, type ListSql, listStream, SqlConditions } from '../../../common/database/list-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { containsPattern, orderBySql, type Page, type SortRule } from '../../../common/http/list-query.dto.js';
import { type AccountField } from '../account-uniqueness.js';
import { User } from '../entities/user.entity.js';
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

/** A member account as it is first written: the e-mail is also its username. */
export interface NewMemberRow {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** The customer accounts: the staff list, and the accounts staff edit and payments create. */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  byId(tx: Transaction, id: string): Promise<User | null> {
    return entityManagerOf(tx).findOne(User, { id });
  }

  byEmail(tx: Transaction, email: string): Promise<User | null> {
    return entityManagerOf(tx).findOne(User, { email });
  }

  /** The account with this e-mail, which the caller knows exists (an error otherwise). */
  byEmailOrFail(tx: Transaction, email: string): Promise<User> {
    return entityManagerOf(tx).findOneOrFail(User, { email });
  }

  /** How many accounts, other than `exceptId`, have this value in `field`. */
  countWith(tx: Transaction, field: AccountField, value: string, exceptId?: string): Promise<number> {
    const others = exceptId ? { id: { $ne: exceptId } } : {};
    return entityManagerOf(tx).count(User, { [field]: value, ...others });
  }

  /**
   * Writes a member account unless one with this e-mail exists: of concurrent first payments by one customer, the
   * unique e-mail lets one insert win and the others write nothing.
   */
  async insertMemberUnlessTaken(tx: Transaction, member: NewMemberRow): Promise<void> {
    await entityManagerOf(tx).execute(
      `insert into users (username, email, password, first_name, last_name, phone) values (?, ?, ?, ?, ?, ?)
       on conflict do nothing`,
      [member.email, member.email, member.passwordHash, member.firstName, member.lastName, member.phone],
    );
  }

  add(tx: Transaction, user: User): void {
    entityManagerOf(tx).persist(user);
  }

  remove(tx: Transaction, user: User): void {
    entityManagerOf(tx).remove(user);
  }

  page(query: UserListQueryDto, page: Page): Promise<{ rows: UserRow[]; total: number }> {
    return listPage<UserRow>(this.em.fork(), userSql(query), page);
  }

  stream(query: UserListQueryDto): AsyncIterable<UserRow> {
    return listStream<UserRow>(this.em.fork(), userSql(query));
  }
}
