import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { type AdminPrincipal } from '../access/admin-principal.js';
import { normalise } from '../access/effective-permissions.js';
import { AuditLogService, fieldChanges } from '../audit/audit-log.service.js';
import { Admin } from '../entities/admin.entity.js';
import { Role } from '../entities/role.entity.js';
import { IDENTITY_MESSAGES } from '../identity.messages.js';
import { type CreateRoleDto, type RoleDto, toRoleDto, type UpdateRoleDto } from './role.dto.js';

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
    private readonly em: EntityManager,
    private readonly audit: AuditLogService,
  ) {}

  async list(): Promise<RoleDto[]> {
    const roles = await this.em.fork().find(Role, {}, { orderBy: { isSystem: 'desc', name: 'asc' } });
    return roles.map(toRoleDto);
  }

  create(actor: AdminPrincipal, body: CreateRoleDto, ip: string): Promise<RoleDto> {
    return this.em.fork().transactional(async (em) => {
      await this.assertNameFree(em, body.name);
      const role = new Role(body.name, normalise(body.permissions));
      role.description = body.description ?? null;
      role.isActive = body.isActive ?? true;
      em.persist(role);
      this.audit.record(em, {
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
    return this.em.fork().transactional(async (em) => {
      const role = await this.editableRole(em, id);
      const before = snapshot(role);
      if (body.name !== undefined && body.name !== role.name) {
        await this.assertNameFree(em, body.name);
        role.name = body.name;
      }
      if (body.description !== undefined) role.description = body.description ?? null;
      if (body.isActive !== undefined) role.isActive = body.isActive;
      if (body.permissions !== undefined) role.permissions = normalise(body.permissions);
      this.audit.record(em, {
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
    return this.em.fork().transactional(async (em) => {
      const role = await this.editableRole(em, id);
      // Removing the role would silently hand its admins the broader system 'admin' role.
      const holders = await em.count(Admin, { customRole: role });
      if (holders > 0) throw new ConflictException(IDENTITY_MESSAGES.roleInUse(holders));
      this.audit.record(em, {
        actor,
        action: 'delete',
        resource: 'roles',
        resourceId: role.id,
        changes: fieldChanges(snapshot(role), null, [...AUDITED_FIELDS]),
        ipAddress: ip,
      });
      em.remove(role);
    });
  }

  private async editableRole(em: EntityManager, id: string): Promise<Role> {
    const role = await em.findOne(Role, { id });
    if (!role) throw new NotFoundException(IDENTITY_MESSAGES.roleNotFound);
    if (role.isSystem) throw new ForbiddenException(IDENTITY_MESSAGES.systemRoleLocked);
    return role;
  }

  private async assertNameFree(em: EntityManager, name: string): Promise<void> {
    if (await em.count(Role, { name: { $ilike: name } })) throw new ConflictException(IDENTITY_MESSAGES.roleNameTaken);
  }
}
