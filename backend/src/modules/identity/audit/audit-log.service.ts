import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type AdminPrincipal } from '../access/admin-principal.js';
import { Admin } from '../entities/admin.entity.js';
import { type AuditAction, AuditLogEntry, type FieldChanges } from '../entities/audit-log-entry.entity.js';

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
  constructor(private readonly em: EntityManager) {}

  /** Adds an entry to the unit of work of `em`, so it is written in the same transaction as the change it records. */
  record(em: EntityManager, record: AuditRecord): AuditLogEntry {
    const entry = new AuditLogEntry(record.action, record.resource);
    entry.admin = record.actor ? em.getReference(Admin, record.actor.id) : null;
    entry.adminUsername = record.actor?.username ?? record.actorUsername ?? null;
    entry.resourceId = record.resourceId ?? null;
    entry.changes = record.changes && Object.keys(record.changes).length > 0 ? record.changes : null;
    entry.ipAddress = record.ipAddress ?? null;
    em.persist(entry);
    return entry;
  }
}
