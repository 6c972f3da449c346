import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { Admin } from './admin.entity.js';

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'login',
  'login_failed',
  'login_locked',
  'logout',
  'reset_password',
  'refund',
  'send',
] as const;
/** `login_locked`: a username was refused for a while after many failures; `send`: a test e-mail went out. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** Who did what to which record, and when; changed fields with their values before and after. */
@Entity({ tableName: 'audit_log' })
// Newest first, ties by id: the staff list pages through it, and retention finds old entries by it.
@Index({ name: 'audit_log_created_at_id_index', properties: ['createdAt', 'id'] })
export class AuditLogEntry extends BaseEntity {
  /** Null once the admin is deleted (the username below still says who it was) or for failed logins. */
  @ManyToOne(() => Admin, { nullable: true, deleteRule: 'set null' })
  admin: Admin | null = null;

  @Property({ type: 'text', nullable: true })
  adminUsername: string | null = null;

  @Property({ type: 'text' })
  action: AuditAction;

  /** The kind of record: 'admins', 'users', 'roles', 'session', … */
  @Property({ type: 'text' })
  resource: string;

  @Property({ type: 'text', nullable: true })
  resourceId: string | null = null;

  @Property({ type: 'json', nullable: true })
  changes: FieldChanges | null = null;

  @Property({ type: 'text', nullable: true })
  ipAddress: string | null = null;

  constructor(action: AuditAction, resource: string) {
    super();
    this.action = action;
    this.resource = resource;
  }
}
