import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, type ListSql, listStream, SqlConditions } from '../../../common/database/list-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { containsPattern, orderBySql, type Page, type SortRule } from '../../../common/http/list-query.dto.js';
import { Admin } from '../entities/admin.entity.js';
import { type AuditAction, type AuditLogEntry, type FieldChanges } from '../entities/audit-log-entry.entity.js';
import { type AuditLogQueryDto, type AuditLogSort } from './audit-log.dto.js';

/** One audit entry as the staff list reads it. */
export interface AuditLogRow {
  id: string;
  admin_id: string | null;
  admin_username: string | null;
  action: AuditAction;
  resource: string;
  resource_id: string | null;
  changes: FieldChanges | null;
  ip_address: string | null;
  created_at: Date;
}

const AUDIT_LOG_SORT: SortRule<AuditLogSort> = {
  columns: { createdAt: 'l.created_at' },
  default: 'createdAt',
};

function auditLogSql(query: AuditLogQueryDto): ListSql {
  const where = new SqlConditions();
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.add(
      'l.admin_username ilike ? or l.resource ilike ? or l.resource_id ilike ? or l.ip_address ilike ?',
      pattern,
      pattern,
      pattern,
      pattern,
    );
  }
  if (query.action) where.add('l.action = ?', query.action);
  if (query.resource) where.add('l.resource = ?', query.resource);
  if (query.adminId) where.add('l.admin_id = ?', query.adminId);
  where.addVenueDateRange('l.created_at', query);
  return {
    select: `l.id, l.admin_id, l.admin_username, l.action, l.resource, l.resource_id, l.changes, l.ip_address,
             l.created_at`,
    from: 'audit_log l',
    where,
    orderBy: orderBySql(query, AUDIT_LOG_SORT, 'l.id'),
  };
}

/** The audit log: entries written with the changes they record, and the list super admins read. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly em: EntityManager) {}

  /** Adds the entry to `tx`'s unit of work, by the admin with this id when there is one, to commit with the change. */
  add(tx: Transaction, entry: AuditLogEntry, adminId: string | null): void {
    const em = entityManagerOf(tx);
    entry.admin = adminId ? em.getReference(Admin, adminId) : null;
    em.persist(entry);
  }

  page(query: AuditLogQueryDto, page: Page): Promise<{ rows: AuditLogRow[]; total: number }> {
    return listPage<AuditLogRow>(this.em.fork(), auditLogSql(query), page);
  }

  stream(query: AuditLogQueryDto): AsyncIterable<AuditLogRow> {
    return listStream<AuditLogRow>(this.em.fork(), auditLogSql(query));
  }
}
