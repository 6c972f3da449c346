import { jest } from '@jest/globals';
import {
  buildPermissionMap,
  type PermissionMap,
  SYSTEM_ROLE_PERMISSIONS,
  type SystemRoleName,
} from '@coworking/domain';
import { FakeUnitOfWork } from '../../../common/database/fake-unit-of-work.js';
import { type Transaction } from '../../../common/database/transaction.js';
import { type AdminPrincipal } from '../access/admin-principal.js';
import { allows } from '../access/effective-permissions.js';
import { type AccountField } from '../account-uniqueness.js';
import { type AuditLogService, type AuditRecord } from '../audit/audit-log.service.js';
import { Admin } from '../entities/admin.entity.js';
import { Role } from '../entities/role.entity.js';
import { IdentityError } from '../identity.errors.js';
import { IDENTITY_MESSAGES } from '../identity.messages.js';
import { type RolesRepository } from '../roles/roles.repository.js';
import { type AdminSessionsRepository } from '../session/admin-sessions.repository.js';
import { type CreateAdminDto, type UpdateAdminDto } from './admin-write.dto.js';
import { type AdminsRepository } from './admins.repository.js';

// argon2 is slow under jest's module VM and beside the point of these rules: a stand-in hash (the e2e suites use it).
jest.unstable_mockModule('../password-hasher.js', () => ({
  hashPassword: async (password: string) => `stand-in-hash:${password}`,
  verifyPassword: async (passwordHash: string, password: string) => passwordHash === `stand-in-hash:${password}`,
}));
const { AdminsService } = await import('./admins.service.js');

const IP = '203.0.113.20';

/** The admins table, with what a transaction added, removed and locked. */
class FakeAdmins implements Pick<
  AdminsRepository,
  'forChange' | 'countWith' | 'lockActiveSuperAdmins' | 'add' | 'remove'
> {
  readonly rows = new Map<string, Admin>();
  readonly added: Admin[] = [];
  readonly removed: Admin[] = [];
  superAdminLocks = 0;

  async forChange(_tx: Transaction, id: string) {
    return this.rows.get(id) ?? null;
  }
  async countWith(_tx: Transaction, field: AccountField, value: string, exceptId?: string) {
    return [...this.rows.values()].filter((admin) => admin[field] === value && admin.id !== exceptId).length;
  }
  async lockActiveSuperAdmins() {
    this.superAdminLocks++;
    return [...this.rows.values()].filter((admin) => admin.role === 'super_admin' && admin.isActive);
  }
  add(_tx: Transaction, admin: Admin) {
    this.added.push(admin);
  }
  remove(_tx: Transaction, admin: Admin) {
    this.removed.push(admin);
  }
}

class FakeRoles implements Pick<RolesRepository, 'assignable'> {
  readonly rows: Role[] = [];
  async assignable(_tx: Transaction, id: string) {
    return this.rows.find((role) => role.id === id && role.isActive && !role.isSystem) ?? null;
  }
}

class FakeSessions implements Pick<AdminSessionsRepository, 'endSessionsOf'> {
  readonly ended: string[] = [];
  async endSessionsOf(_tx: Transaction, adminId: string) {
    this.ended.push(adminId);
  }
}

class FakeAudit implements Pick<AuditLogService, 'record'> {
  readonly records: AuditRecord[] = [];
  record(_tx: Transaction, record: AuditRecord) {
    this.records.push(record);
    return {} as ReturnType<AuditLogService['record']>;
  }
}

function adminsWithFakes() {
  const admins = new FakeAdmins();
  const roles = new FakeRoles();
  const sessions = new FakeSessions();
  const audit = new FakeAudit();
  const unitOfWork = new FakeUnitOfWork();
  const service = new AdminsService(
    unitOfWork.asUnitOfWork(),
    audit as unknown as AuditLogService,
    sessions as unknown as AdminSessionsRepository,
    admins as unknown as AdminsRepository,
    roles as unknown as RolesRepository,
  );
  const account = (username: string, role: SystemRoleName, isActive = true) => {
    const admin = new Admin(username, `${username}@hub.example`, 'stand-in-hash:old');
    admin.role = role;
    admin.isActive = isActive;
    admins.rows.set(admin.id, admin);
    return admin;
  };
  return { service, admins, roles, sessions, audit, unitOfWork, account };
}

const principal = (admin: Admin, permissions?: PermissionMap): AdminPrincipal => {
  const role = admin.role as SystemRoleName;
  return { id: admin.id, username: admin.username, role, permissions: permissions ?? SYSTEM_ROLE_PERMISSIONS[role] };
};

/** An admin given a custom role that manages admins and otherwise does what the system 'admin' does. */
const ADMIN_MANAGER = buildPermissionMap(
  (resource, action) => resource === 'admins' || allows(SYSTEM_ROLE_PERMISSIONS.admin, resource, action),
);

const newAdmin = (fields: Partial<CreateAdminDto> = {}) =>
  ({ username: 'kamau', email: 'kamau@hub.example', password: 'secret123', ...fields }) as CreateAdminDto;

describe('AdminsService', () => {
  describe('keeps one active super admin', () => {
    it.each<[string, UpdateAdminDto]>([
      ['demoted', { role: 'admin' }],
      ['disabled', { isActive: false }],
      ['given a custom role', { customRoleId: 'role-1' }],
    ])('refuses with 409 when the last one would be %s, changing nothing', async (_, body) => {
      const { service, admins, audit, unitOfWork, account } = adminsWithFakes();
      const owner = account('owner', 'super_admin');
      account('retired', 'super_admin', false);

      await expect(service.update(principal(owner), owner.id, body, IP)).rejects.toMatchObject({
        code: 'last-super-admin',
        kind: 'conflict',
        message: IDENTITY_MESSAGES.lastSuperAdmin,
      });
      expect(admins.superAdminLocks).toBe(1);
      expect([owner.role, owner.isActive, owner.customRole]).toEqual(['super_admin', true, null]);
      expect(audit.records).toEqual([]);
      expect(unitOfWork.rollbacks).toBe(1);
    });

    it('lets a super admin step down while another active one remains', async () => {
      const { service, audit, account } = adminsWithFakes();
      const owner = account('owner', 'super_admin');
      account('partner', 'super_admin');

      const updated = await service.update(principal(owner), owner.id, { role: 'admin' }, IP);

      expect(updated.role).toBe('admin');
      expect(audit.records).toEqual([
        expect.objectContaining({
          action: 'update',
          resourceId: owner.id,
          changes: { role: { from: 'super_admin', to: 'admin' } },
        }),
      ]);
    });

    it('refuses to delete the last active super admin', async () => {
      const { service, admins, sessions, account } = adminsWithFakes();
      const owner = account('owner', 'super_admin');
      // The actor's own row is not among the active super admins (it was disabled meanwhile).
      const actor = principal(account('acting', 'super_admin', false));

      await expect(service.remove(actor, owner.id, IP)).rejects.toMatchObject({
        code: 'last-super-admin',
        kind: 'conflict',
        message: IDENTITY_MESSAGES.lastSuperAdmin,
      });
      expect(admins.removed).toEqual([]);
      expect(sessions.ended).toEqual([]);
    });

    it('does not count the super admins when an ordinary admin is demoted', async () => {
      const { service, admins, account } = adminsWithFakes();
      const owner = account('owner', 'super_admin');
      const desk = account('desk', 'admin');

      await service.update(principal(owner), desk.id, { role: 'moderator' }, IP);

      expect(admins.superAdminLocks).toBe(0);
      expect(desk.role).toBe('moderator');
    });
  });

  describe('who may do what', () => {
    it('refuses to delete one’s own account', async () => {
      const { service, account } = adminsWithFakes();
      const owner = account('owner', 'super_admin');

      await expect(service.remove(principal(owner), owner.id, IP)).rejects.toMatchObject({
        code: 'cannot-delete-self',
        kind: 'invalid',
        message: IDENTITY_MESSAGES.cannotDeleteSelf,
      });
    });

    it('lets only a super admin change or delete a super admin', async () => {
      const { service, account } = adminsWithFakes();
      const owner = account('owner', 'super_admin');
      const manager = principal(account('manager', 'admin'), ADMIN_MANAGER);
      const refusal = {
        code: 'only-super-admin-touches-super-admins',
        kind: 'forbidden',
        message: IDENTITY_MESSAGES.onlySuperAdminTouchesSuperAdmins,
      };

      await expect(service.update(manager, owner.id, { firstName: 'Njeri' }, IP)).rejects.toMatchObject(refusal);
      await expect(service.remove(manager, owner.id, IP)).rejects.toMatchObject(refusal);
    });

    it('lets only a super admin give a role: others create moderators', async () => {
      const { service, admins, account } = adminsWithFakes();
      const manager = principal(account('manager', 'admin'), ADMIN_MANAGER);

      await expect(service.create(manager, newAdmin({ role: 'admin' }), IP)).rejects.toMatchObject({
        code: 'only-super-admin-grants-roles',
        kind: 'forbidden',
        message: IDENTITY_MESSAGES.onlySuperAdminGrantsRoles,
      });
      expect(admins.added).toEqual([]);
      expect((await service.create(manager, newAdmin(), IP)).role).toBe('moderator');
    });

    it('refuses to change an account whose role may do more than the actor’s, naming what', async () => {
      const { service, roles, account } = adminsWithFakes();
      const treasurer = new Role(
        'Treasurer',
        buildPermissionMap((resource) => resource === 'payments'),
      );
      roles.rows.push(treasurer);
      const target = account('cashier', 'admin');
      target.customRole = treasurer;
      const limited = buildPermissionMap((resource) => resource === 'admins');
      const actor = principal(account('manager', 'admin'), limited);

      await expect(service.update(actor, target.id, { password: 'new-pass1' }, IP)).rejects.toMatchObject({
        code: 'stronger-account',
        kind: 'forbidden',
        message: IDENTITY_MESSAGES.strongerAccount('cashier', ['payments.view', 'payments.refund', 'payments.edit']),
      });
      expect(target.password).toBe('stand-in-hash:old');
    });

    it('gives a custom role only when it is active and not a system role, making the account an admin', async () => {
      const { service, roles, account } = adminsWithFakes();
      const owner = principal(account('owner', 'super_admin'));
      const frontDesk = new Role('Front desk', SYSTEM_ROLE_PERMISSIONS.moderator);
      const retired = new Role('Retired', SYSTEM_ROLE_PERMISSIONS.moderator);
      retired.isActive = false;
      roles.rows.push(frontDesk, retired);

      await expect(service.create(owner, newAdmin({ customRoleId: retired.id }), IP)).rejects.toMatchObject({
        code: 'custom-role-not-assignable',
        kind: 'invalid',
        message: IDENTITY_MESSAGES.customRoleNotAssignable,
        errors: { customRoleId: IDENTITY_MESSAGES.customRoleNotAssignable },
      });
      const created = await service.create(owner, newAdmin({ role: 'moderator', customRoleId: frontDesk.id }), IP);
      expect([created.role, created.customRoleId]).toEqual(['admin', frontDesk.id]);
    });
  });

  describe('accounts', () => {
    it.each<[AccountField, Partial<CreateAdminDto>, string, string]>([
      ['username', { username: 'owner' }, 'admin-username-taken', IDENTITY_MESSAGES.adminUsernameTaken],
      ['email', { email: 'owner@hub.example' }, 'admin-email-taken', IDENTITY_MESSAGES.adminEmailTaken],
    ])('refuses a %s another admin has with 409 naming the field', async (field, fields, code, message) => {
      const { service, admins, account } = adminsWithFakes();
      const owner = principal(account('owner', 'super_admin'));

      const refusal = await service.create(owner, newAdmin(fields), IP).catch((error: unknown) => error);

      expect(refusal).toBeInstanceOf(IdentityError);
      expect(refusal).toMatchObject({ code, kind: 'conflict', message });
      expect((refusal as IdentityError).errors).toEqual({ [field]: message });
      expect(admins.added).toEqual([]);
    });

    it('lets an account keep its own username and e-mail', async () => {
      const { service, account } = adminsWithFakes();
      const owner = account('owner', 'super_admin');
      const desk = account('desk', 'admin');

      const updated = await service.update(
        principal(owner),
        desk.id,
        { username: 'desk', email: 'desk@hub.example' },
        IP,
      );

      expect(updated.username).toBe('desk');
    });

    it('creates with the password hashed and audits it hidden', async () => {
      const { service, admins, audit, unitOfWork, account } = adminsWithFakes();
      const owner = principal(account('owner', 'super_admin'));

      const created = await service.create(owner, newAdmin({ firstName: 'Kamau' }), IP);

      expect(admins.added.map((admin) => [admin.id, admin.password, admin.role])).toEqual([
        [created.id, 'stand-in-hash:secret123', 'admin'],
      ]);
      expect(audit.records[0]).toMatchObject({
        action: 'create',
        resource: 'admins',
        resourceId: created.id,
        changes: { password: { from: null, to: '[changed]' }, username: { from: null, to: 'kamau' } },
      });
      expect(unitOfWork.commits).toBe(1);
    });

    it('ends an admin’s sessions when someone else sets their password or disables them, not for one’s own', async () => {
      const { service, sessions, account } = adminsWithFakes();
      const owner = account('owner', 'super_admin');
      const desk = account('desk', 'admin');

      await service.update(principal(owner), owner.id, { password: 'mine-new1' }, IP);
      expect(sessions.ended).toEqual([]);
      await service.update(principal(owner), desk.id, { password: 'theirs-new1' }, IP);
      await service.update(principal(owner), desk.id, { isActive: false }, IP);
      expect(sessions.ended).toEqual([desk.id, desk.id]);
    });

    it('deletes an account with its sessions, audited', async () => {
      const { service, admins, sessions, audit, account } = adminsWithFakes();
      const owner = account('owner', 'super_admin');
      const desk = account('desk', 'moderator');

      await service.remove(principal(owner), desk.id, IP);

      expect(admins.removed).toEqual([desk]);
      expect(sessions.ended).toEqual([desk.id]);
      expect(audit.records.map((record) => [record.action, record.resourceId])).toEqual([['delete', desk.id]]);
    });

    it('answers 404 for an admin that does not exist', async () => {
      const { service, account } = adminsWithFakes();
      const owner = principal(account('owner', 'super_admin'));

      const adminNotFound = { code: 'admin-not-found', kind: 'not-found', message: IDENTITY_MESSAGES.adminNotFound };
      await expect(service.update(owner, 'missing', { firstName: 'X' }, IP)).rejects.toMatchObject(adminNotFound);
      await expect(service.remove(owner, 'missing', IP)).rejects.toMatchObject(adminNotFound);
    });
  });
});
