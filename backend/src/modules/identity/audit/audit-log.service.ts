import { Injectable } from '@nestjs/common';
import { type Transaction } from '../../../common/database/transaction.js';
import { type AdminPrincipal } from '../access/admin-principal.js';
import { type AuditAction, AuditLogEntry, type FieldChanges } from '../entities/audit-log-entry.entity.js';
import { AuditLogRepository } from './audit-log.repository.js';

export interface AuditRecord {
  actor: AdminPrincipal | { id: string; username: string } | null;
  /** Used when there is no actor (a failed login names the username that was tried). */
  actorUsername?: string;
  action: AuditAction;
  resource: string;
  resourceId?: string | null;
  changes?: FieldChanges | null;
  ipAddress?: string | null;
}

/** Fields whose values never go into the log, only the fact that they changed. */
const SECRET_FIELDS = new Set(['password', 'newPassword']);

/**
 * Compares the named fields of a record before and after a change and keeps those that differ.
 * For a create pass `before` as null; for a delete pass `after` as null.
 */
export function fieldChanges<T extends object>(
  before: T | null,
  after: T | null,
  fields: (keyof T & string)[],
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    const from = before ? (before[field] ?? null) : null;
    const to = after ? (after[field] ?? null) : null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[field] = SECRET_FIELDS.has(field)
      ? { from: before ? '[hidden]' : null, to: after ? '[changed]' : null }
      : { from, to };
  }
  return changes;
}

@Injectable()
export class AuditLogService {
  constructor(private readonly entries: AuditLogRepository) {}

  /** Adds an entry to the transaction `tx`, so it is written together with the change it records. */
  record(tx: Transaction, record: AuditRecord): AuditLogEntry {
    const entry = new AuditLogEntry(record.action, record.resource);
    entry.adminUsername = record.actor?.username ?? record.actorUsername ?? null;
    entry.resourceId = record.resourceId ?? null;
    entry.changes = record.changes && Object.keys(record.changes).length > 0 ? record.changes : null;
    entry.ipAddress = record.ipAddress ?? null;
    this.entries.add(tx, entry, record.actor?.id ?? null);
    return entry;
  }
}
