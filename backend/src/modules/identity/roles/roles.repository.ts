import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { Role } from '../entities/role.entity.js';

/** The roles: the system ones and those staff define. */
@Injectable()
export class RolesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every role, the system ones first, then by name. */
  all(): Promise<Role[]> {
    return this.em.fork().find(Role, {}, { orderBy: { isSystem: 'desc', name: 'asc' } });
  }

  byId(tx: Transaction, id: string): Promise<Role | null> {
    return entityManagerOf(tx).findOne(Role, { id });
  }

  /** A role an admin may be given: active and not a system role. */
  assignable(tx: Transaction, id: string): Promise<Role | null> {
    return entityManagerOf(tx).findOne(Role, { id, isActive: true, isSystem: false });
  }

  /** How many roles have this name, whatever its case. */
  countNamed(tx: Transaction, name: string): Promise<number> {
    return entityManagerOf(tx).count(Role, { name: { $ilike: name } });
  }

  add(tx: Transaction, role: Role): void {
    entityManagerOf(tx).persist(role);
  }

  remove(tx: Transaction, role: Role): void {
    entityManagerOf(tx).remove(role);
  }
}
