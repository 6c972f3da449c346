import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { type AdminPrincipal } from '../access/admin-principal.js';
import { normalise } from '../access/effective-permissions.js';
import { AuditLogService, fieldChanges } from '../audit/audit-log.service.js';
import { AdminsRepository } from '../admins/admins.repository.js';
import { Role } from '../entities/role.entity.js';
import { IDENTITY_ERRORS } from '../identity.errors.js';
import { type CreateRoleDto, type RoleDto, toRoleDto, type UpdateRoleDto } from './role.dto.js';
import { RolesRepository } from './roles.repository.js';

const AUDITED_FIELDS = ['name', 'description', 'isActive', 'permissions'] as const;
type AuditedRole = Pick<RoleDto, (typeof AUDITED_FIELDS)[number]>;
const snapshot = (role: Role): AuditedRole => ({
  name: role.name,
  description: role.description,
  isActive: role.isActive,
  permissions: normalise(role.permissions),
});

@Injectable()
export class RolesService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditLogService,
    private readonly roles: RolesRepository,
    private readonly admins: AdminsRepository,
  ) {}

  async list(): Promise<RoleDto[]> {
    return (await this.roles.all()).map(toRoleDto);
  }

  create(actor: AdminPrincipal, body: CreateRoleDto, ip: string): Promise<RoleDto> {
    return this.unitOfWork.run(async (tx) => {
      await this.assertNameFree(tx, body.name);
      const role = new Role(body.name, normalise(body.permissions));
      role.description = body.description ?? null;
      role.isActive = body.isActive ?? true;
      this.roles.add(tx, role);
      this.audit.record(tx, {
        actor,
        action: 'create',
        resource: 'roles',
        resourceId: role.id,
        changes: fieldChanges(null, snapshot(role), [...AUDITED_FIELDS]),
        ipAddress: ip,
      });
      return toRoleDto(role);
    });
  }

  update(actor: AdminPrincipal, id: string, body: UpdateRoleDto, ip: string): Promise<RoleDto> {
    return this.unitOfWork.run(async (tx) => {
      const role = await this.editableRole(tx, id);
      const before = snapshot(role);
      if (body.name !== undefined && body.name !== role.name) {
        await this.assertNameFree(tx, body.name);
        role.name = body.name;
      }
      if (body.description !== undefined) role.description = body.description ?? null;
      if (body.isActive !== undefined) role.isActive = body.isActive;
      if (body.permissions !== undefined) role.permissions = normalise(body.permissions);
      this.audit.record(tx, {
        actor,
        action: 'update',
        resource: 'roles',
        resourceId: role.id,
        changes: fieldChanges(before, snapshot(role), [...AUDITED_FIELDS]),
        ipAddress: ip,
      });
      return toRoleDto(role);
    });
  }

  remove(actor: AdminPrincipal, id: string, ip: string): Promise<void> {
    return this.unitOfWork.run(async (tx) => {
      const role = await this.editableRole(tx, id);
      // Removing the role would silently hand its admins the broader system 'admin' role.
      const holders = await this.admins.countHoldersOf(tx, role);
      if (holders > 0) throw IDENTITY_ERRORS.roleInUse(holders);
      this.audit.record(tx, {
        actor,
        action: 'delete',
        resource: 'roles',
        resourceId: role.id,
        changes: fieldChanges(snapshot(role), null, [...AUDITED_FIELDS]),
        ipAddress: ip,
      });
      this.roles.remove(tx, role);
    });
  }

  private async editableRole(tx: Transaction, id: string): Promise<Role> {
    const role = await this.roles.byId(tx, id);
    if (!role) throw IDENTITY_ERRORS.roleNotFound();
    if (role.isSystem) throw IDENTITY_ERRORS.systemRoleLocked();
    return role;
  }

  private async assertNameFree(tx: Transaction, name: string): Promise<void> {
    if (await this.roles.countNamed(tx, name)) throw IDENTITY_ERRORS.roleNameTaken();
  }
}
