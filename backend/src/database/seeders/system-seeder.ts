import { SYSTEM_ROLE_DESCRIPTIONS, SYSTEM_ROLE_NAMES, SYSTEM_ROLE_PERMISSIONS } from '@coworking/domain';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Admin } from '../../modules/identity/entities/admin.entity.js';
import { Role } from '../../modules/identity/entities/role.entity.js';
import { hashPassword, verifyPassword } from '../../modules/identity/password-hasher.js';

/**
 * What every installation needs whatever SEED_DEMO says: the three system roles, kept in step
 * with the code (they cannot be edited by admins), and the bootstrap super admin.
 */
export async function ensureSystemRoles(em: EntityManager): Promise<void> {
  for (const name of SYSTEM_ROLE_NAMES) {
    const role =
      (await em.findOne(Role, { name })) ?? em.create(Role, { name, permissions: SYSTEM_ROLE_PERMISSIONS[name] });
    role.permissions = SYSTEM_ROLE_PERMISSIONS[name];
    role.description = SYSTEM_ROLE_DESCRIPTIONS[name];
    role.isSystem = true;
    role.isActive = true;
  }
}

/**
 * ADMIN_USERNAME / ADMIN_PASSWORD name a super admin that must exist after start. The environment
 * is the source of truth for this one account: an operator who lost the password sets a new one
 * and restarts.
 */
export async function ensureBootstrapAdmin(
  em: EntityManager,
  username: string,
  password: string,
): Promise<'created' | 'updated' | 'unchanged'> {
  const existing = await em.findOne(Admin, { username }, { populate: ['password'] });
  if (!existing) {
    const admin = new Admin(username, `${username.toLowerCase()}@admin.invalid`, await hashPassword(password));
    admin.role = 'super_admin';
    admin.firstName = 'System';
    admin.lastName = 'Administrator';
    em.persist(admin);
    return 'created';
  }
  let changed = false;
  if (!(await verifyPassword(existing.password, password))) {
    existing.password = await hashPassword(password);
    changed = true;
  }
  if (existing.role !== 'super_admin' || !existing.isActive) {
    existing.role = 'super_admin';
    existing.isActive = true;
    changed = true;
  }
  return changed ? 'updated' : 'unchanged';
}
