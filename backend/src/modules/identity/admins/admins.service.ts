import { permissionsBeyond, type SystemRoleName } from '@coworking/domain';
import { Injectable, type StreamableFile } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { pageOf, UNPAGED_LIMIT } from '../../../common/http/list-query.dto.js';
import { csvFile, type CsvColumn, csvVenueDateTime } from '../../../common/http/csv-export.js';
import { type AdminPrincipal } from '../access/admin-principal.js';
import { grantedPermissions } from '../access/effective-permissions.js';
import { AuditLogService, fieldChanges } from '../audit/audit-log.service.js';
import { Admin } from '../entities/admin.entity.js';
import { assertAccountUnique } from '../account-uniqueness.js';
import { IDENTITY_ERRORS } from '../identity.errors.js';
import { hashPassword } from '../password-hasher.js';
import { RolesRepository } from '../roles/roles.repository.js';
import { AdminSessionsRepository } from '../session/admin-sessions.repository.js';
import { type AdminDto, type AdminListQueryDto, displayNameOf, toAdminDto } from './admin.dto.js';
import { type AdminRow, AdminsRepository } from './admins.repository.js';
import { type CreateAdminDto, type UpdateAdminDto } from './admin-write.dto.js';

const AUDITED_FIELDS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'role',
  'customRoleId',
  'isActive',
  'password',
] as const;
type AuditedAdmin = Record<(typeof AUDITED_FIELDS)[number], unknown>;
const snapshot = (admin: Admin): AuditedAdmin => ({ ...toAdminDto(admin), password: admin.password ? 'set' : null });

/**
 * An admin may edit, disable or delete only accounts that can do nothing more than the admin can: otherwise a new
 * password would be a way into wider rights. (Whatever the target's role, active or not, may grant.)
 */
function assertMayManage(actor: AdminPrincipal, target: Admin): void {
  const beyond = permissionsBeyond(grantedPermissions(target), actor.permissions);
  if (beyond.length > 0) throw IDENTITY_ERRORS.strongerAccount(target.username, beyond);
}

function toAdminRowDto(row: AdminRow): AdminDto {
  const names = { firstName: row.first_name, lastName: row.last_name, username: row.username };
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: displayNameOf(names),
    role: row.role,
    customRoleId: row.custom_role_id,
    customRoleName: row.custom_role_name,
    isActive: row.is_active,
    lastLogin: row.last_login,
    createdAt: row.created_at,
  };
}

const ADMIN_CSV: CsvColumn<AdminRow>[] = [
  { header: 'Username', value: (admin) => admin.username },
  { header: 'First name', value: (admin) => admin.first_name },
  { header: 'Last name', value: (admin) => admin.last_name },
  { header: 'E-mail', value: (admin) => admin.email },
  { header: 'Role', value: (admin) => admin.custom_role_name ?? admin.role },
  { header: 'Active', value: (admin) => (admin.is_active ? 'yes' : 'no') },
  { header: 'Last sign-in (Nairobi)', value: (admin) => csvVenueDateTime(admin.last_login) },
  { header: 'Created (Nairobi)', value: (admin) => csvVenueDateTime(admin.created_at) },
];

const UNIQUE_REFUSALS = { username: IDENTITY_ERRORS.adminUsernameTaken, email: IDENTITY_ERRORS.adminEmailTaken };

@Injectable()
export class AdminsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditLogService,
    private readonly sessions: AdminSessionsRepository,
    private readonly repository: AdminsRepository,
    private readonly roles: RolesRepository,
  ) {}

  /** Oldest first; without _start/_end the first UNPAGED_LIMIT admins, as the list answered before paging. */
  async list(query: AdminListQueryDto): Promise<{ rows: AdminDto[]; total: number }> {
    const { rows, total } = await this.repository.page(query, pageOf(query, { unpaged: UNPAGED_LIMIT }));
    return { rows: rows.map(toAdminRowDto), total };
  }

  export(query: AdminListQueryDto): StreamableFile {
    return csvFile('admins', ADMIN_CSV, this.repository.stream(query));
  }

  create(actor: AdminPrincipal, body: CreateAdminDto, ip: string): Promise<AdminDto> {
    return this.unitOfWork.run(async (tx) => {
      const grantsRole = body.customRoleId !== undefined || (body.role !== undefined && body.role !== 'moderator');
      if (actor.role !== 'super_admin' && grantsRole) throw IDENTITY_ERRORS.onlySuperAdminGrantsRoles();
      await assertAccountUnique(tx, this.repository, body, UNIQUE_REFUSALS);

      const admin = new Admin(body.username, body.email, await hashPassword(body.password));
      admin.firstName = body.firstName ?? null;
      admin.lastName = body.lastName ?? null;
      admin.isActive = body.isActive ?? true;
      admin.role = body.role ?? (actor.role === 'super_admin' ? 'admin' : 'moderator');
      if (body.customRoleId) await this.assignCustomRole(tx, admin, body.customRoleId);
      const beyond = permissionsBeyond(grantedPermissions(admin), actor.permissions);
      if (beyond.length > 0) throw IDENTITY_ERRORS.strongerNewAccount(beyond);
      this.repository.add(tx, admin);
      this.audit.record(tx, {
        actor,
        action: 'create',
        resource: 'admins',
        resourceId: admin.id,
        changes: fieldChanges(null, snapshot(admin), [...AUDITED_FIELDS]),
        ipAddress: ip,
      });
      return toAdminDto(admin);
    });
  }

  update(actor: AdminPrincipal, id: string, body: UpdateAdminDto, ip: string): Promise<AdminDto> {
    return this.unitOfWork.run(async (tx) => {
      const admin = await this.load(tx, id);
      const before = snapshot(admin);
      const changesRole =
        (body.role !== undefined && body.role !== admin.role) ||
        (body.customRoleId !== undefined && body.customRoleId !== (admin.customRole?.id ?? null));
      if (actor.role !== 'super_admin' && (admin.role === 'super_admin' || body.role === 'super_admin'))
        throw IDENTITY_ERRORS.onlySuperAdminTouchesSuperAdmins();
      if (actor.role !== 'super_admin' && changesRole) throw IDENTITY_ERRORS.onlySuperAdminGrantsRoles();
      assertMayManage(actor, admin);
      await assertAccountUnique(tx, this.repository, body, UNIQUE_REFUSALS, admin.id);

      const losesSuperAdmin =
        admin.role === 'super_admin' &&
        admin.isActive &&
        ((body.role !== undefined && body.role !== 'super_admin') || body.customRoleId || body.isActive === false);
      if (losesSuperAdmin) await this.assertAnotherSuperAdmin(tx, admin.id);

      if (body.username !== undefined) admin.username = body.username;
      if (body.email !== undefined) admin.email = body.email;
      if (body.firstName !== undefined) admin.firstName = body.firstName?.trim() || null;
      if (body.lastName !== undefined) admin.lastName = body.lastName?.trim() || null;
      if (body.isActive !== undefined) admin.isActive = body.isActive;
      if (body.role !== undefined) admin.role = body.role;
      if (body.customRoleId === null) admin.customRole = null;
      else if (body.customRoleId) await this.assignCustomRole(tx, admin, body.customRoleId);
      if (body.password) admin.password = await hashPassword(body.password);

      this.audit.record(tx, {
        actor,
        action: 'update',
        resource: 'admins',
        resourceId: admin.id,
        changes: {
          ...fieldChanges(before, snapshot(admin), [...AUDITED_FIELDS]),
          ...(body.password ? { password: { from: '[hidden]', to: '[changed]' } } : {}),
        },
        ipAddress: ip,
      });
      // A new password or a disabled account ends the admin's other sessions at once.
      if ((body.password && admin.id !== actor.id) || admin.isActive === false)
        await this.sessions.endSessionsOf(tx, admin.id);
      return toAdminDto(admin);
    });
  }

  remove(actor: AdminPrincipal, id: string, ip: string): Promise<void> {
    return this.unitOfWork.run(async (tx) => {
      if (id === actor.id) throw IDENTITY_ERRORS.cannotDeleteSelf();
      const admin = await this.load(tx, id);
      if (admin.role === 'super_admin') {
        if (actor.role !== 'super_admin') throw IDENTITY_ERRORS.onlySuperAdminTouchesSuperAdmins();
        if (admin.isActive) await this.assertAnotherSuperAdmin(tx, admin.id);
      }
      assertMayManage(actor, admin);
      this.audit.record(tx, {
        actor,
        action: 'delete',
        resource: 'admins',
        resourceId: admin.id,
        changes: fieldChanges(snapshot(admin), null, [...AUDITED_FIELDS]),
        ipAddress: ip,
      });
      await this.sessions.endSessionsOf(tx, admin.id);
      this.repository.remove(tx, admin);
    });
  }

  private async load(tx: Transaction, id: string): Promise<Admin> {
    const admin = await this.repository.forChange(tx, id);
    if (!admin) throw IDENTITY_ERRORS.adminNotFound();
    return admin;
  }

  /** Choosing a custom role makes the admin's role 'admin' (spec); only active, non-system roles qualify. */
  private async assignCustomRole(tx: Transaction, admin: Admin, roleId: string): Promise<void> {
    const role = await this.roles.assignable(tx, roleId);
    if (!role) throw IDENTITY_ERRORS.customRoleNotAssignable();
    admin.customRole = role;
    admin.role = 'admin' satisfies SystemRoleName;
  }

  /**
   * Locks every active super admin row, then checks one other remains: two simultaneous demotions
   * of the last two super admins cannot both pass.
   */
  private async assertAnotherSuperAdmin(tx: Transaction, leavingId: string): Promise<void> {
    const superAdmins = await this.repository.lockActiveSuperAdmins(tx);
    if (!superAdmins.some((admin) => admin.id !== leavingId)) throw IDENTITY_ERRORS.lastSuperAdmin();
  }
}
