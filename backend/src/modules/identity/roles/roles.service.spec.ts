import { buildPermissionMap, SYSTEM_ROLE_PERMISSIONS } from '@coworking/domain';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { type AdminPrincipal } from '../access/admin-principal.js';
import { type AdminsRepository } from '../admins/admins.repository.js';
import { type AuditLogService, type AuditRecord } from '../audit/audit-log.service.js';
import { Role } from '../entities/role.entity.js';
import { IDENTITY_MESSAGES } from '../identity.messages.js';
import { type CreateRoleDto } from './role.dto.js';
import { type RolesRepository } from './roles.repository.js';
import { RolesService } from './roles.service.js';

const IP = '203.0.113.30';
const OWNER: AdminPrincipal = {
  id: 'owner-1',
  username: 'owner',
  role: 'super_admin',
  permissions: SYSTEM_ROLE_PERMISSIONS.super_admin,
};

class FakeRoles implements Pick<RolesRepository, 'byId' | 'countNamed' | 'add' | 'remove'> {
  readonly rows: Role[] = [];
  readonly removed: Role[] = [];
  async byId(_tx: Transaction, id: string) {
    return this.rows.find((role) => role.id === id) ?? null;
  }
  async countNamed(_tx: Transaction, name: string) {
    return this.rows.filter((role) => role.name.toLowerCase() === name.toLowerCase()).length;
  }
  add(_tx: Transaction, role: Role) {
    this.rows.push(role);
  }
  remove(_tx: Transaction, role: Role) {
    this.removed.push(role);
  }
}

class FakeAudit implements Pick<AuditLogService, 'record'> {
  readonly records: AuditRecord[] = [];
  record(_tx: Transaction, record: AuditRecord) {
    this.records.push(record);
    return {} as ReturnType<AuditLogService['record']>;
  }
}

function rolesWithFakes() {
  const roles = new FakeRoles();
  const holders = new Map<string, number>();
  const admins: Pick<AdminsRepository, 'countHoldersOf'> = {
    countHoldersOf: async (_tx, role) => holders.get(role.id) ?? 0,
  };
  const audit = new FakeAudit();
  const service = new RolesService(
    new FakeUnitOfWork().asUnitOfWork(),
    audit as unknown as AuditLogService,
    roles as unknown as RolesRepository,
    admins as AdminsRepository,
  );
  const role = (name: string, isSystem = false) => {
    const stored = new Role(name, SYSTEM_ROLE_PERMISSIONS.moderator);
    stored.isSystem = isSystem;
    roles.rows.push(stored);
    return stored;
  };
  return { service, roles, holders, audit, role };
}

const body = (fields: Partial<CreateRoleDto> = {}) =>
  ({ name: 'Night desk', permissions: { bookings: { view: true } }, ...fields }) as CreateRoleDto;

describe('RolesService', () => {
  it('creates a role with its permissions made whole (only what was exactly true), audited', async () => {
    const { service, audit } = rolesWithFakes();

    const created = await service.create(
      OWNER,
      body({ permissions: { bookings: { view: true, edit: 'yes' as never } } }),
      IP,
    );

    expect(created.permissions).toEqual(
      buildPermissionMap((resource, action) => resource === 'bookings' && action === 'view'),
    );
    expect(audit.records).toEqual([
      expect.objectContaining({ action: 'create', resource: 'roles', resourceId: created.id }),
    ]);
  });

  it('refuses a name another role already has', async () => {
    const { service, role } = rolesWithFakes();
    role('Night Desk');

    await expect(service.create(OWNER, body({ name: 'night desk' }), IP)).rejects.toMatchObject({
      code: 'role-name-taken',
      kind: 'conflict',
      message: IDENTITY_MESSAGES.roleNameTaken,
    });
  });

  it('checks a new name only when it changes', async () => {
    const { service, role } = rolesWithFakes();
    const nightDesk = role('Night desk');
    role('Cashier');

    await expect(
      service.update(OWNER, nightDesk.id, { name: 'Night desk', isActive: false }, IP),
    ).resolves.toMatchObject({ name: 'Night desk', isActive: false });
    await expect(service.update(OWNER, nightDesk.id, { name: 'CASHIER' }, IP)).rejects.toMatchObject({
      code: 'role-name-taken',
      kind: 'conflict',
      message: IDENTITY_MESSAGES.roleNameTaken,
    });
    expect(nightDesk.name).toBe('Night desk');
  });

  it('refuses to edit or delete a system role, and answers 404 for a role that does not exist', async () => {
    const { service, roles, role } = rolesWithFakes();
    const moderator = role('moderator', true);

    const systemRoleLocked = {
      code: 'system-role-locked',
      kind: 'forbidden',
      message: IDENTITY_MESSAGES.systemRoleLocked,
    };
    await expect(service.update(OWNER, moderator.id, { description: 'x' }, IP)).rejects.toMatchObject(systemRoleLocked);
    await expect(service.remove(OWNER, moderator.id, IP)).rejects.toMatchObject(systemRoleLocked);
    await expect(service.remove(OWNER, 'missing', IP)).rejects.toMatchObject({
      code: 'role-not-found',
      kind: 'not-found',
      message: IDENTITY_MESSAGES.roleNotFound,
    });
    expect(roles.removed).toEqual([]);
  });

  it('refuses to delete a role admins still hold, saying how many', async () => {
    const { service, roles, holders, audit, role } = rolesWithFakes();
    const cashier = role('Cashier');
    holders.set(cashier.id, 2);

    await expect(service.remove(OWNER, cashier.id, IP)).rejects.toMatchObject({
      code: 'role-in-use',
      kind: 'conflict',
      message: IDENTITY_MESSAGES.roleInUse(2),
    });
    expect(IDENTITY_MESSAGES.roleInUse(2)).toContain('assigned to 2 administrators');
    expect(roles.removed).toEqual([]);
    expect(audit.records).toEqual([]);
  });

  it('deletes a role nobody holds, audited', async () => {
    const { service, roles, audit, role } = rolesWithFakes();
    const cashier = role('Cashier');

    await service.remove(OWNER, cashier.id, IP);

    expect(roles.removed).toEqual([cashier]);
    expect(audit.records.map((record) => [record.action, record.resourceId])).toEqual([['delete', cashier.id]]);
  });
});
