import { SYSTEM_ROLE_DESCRIPTIONS, SYSTEM_ROLE_NAMES, SYSTEM_ROLE_PERMISSIONS } from '@coworking/domain';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Admin } from '../../modules/identity/entities/admin.entity.js';
import { Role } from '../../modules/identity/entities/role.entity.js';
import { hashPassword } from '../../modules/identity/password-hasher.js';
import { newFirstSuperAdmin } from '../../modules/identity/setup/first-super-admin.js';

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
 * ADMIN_USERNAME / ADMIN_PASSWORD make the first super admin of a new installation (the account the setup page would
 * make, see identity/setup/), and nothing more: once any super admin exists (active or not), the variables are
 * ignored and no account is ever changed from the environment, so a super admin's decision (disabling the account, a new password, another role) survives every restart. A forgotten
 * password is reset from the server's shell: `npm run admin:reset-password -w backend -- <username>`.
 */
export async function ensureBootstrapAdmin(
  em: EntityManager,
  username: string,
  password: string,
): Promise<'created' | 'unchanged'> {
  if ((await em.count(Admin, { role: 'super_admin' })) > 0) return 'unchanged';
  // No super admin, but the name is taken (an admin made in the back-office, then the super admins removed in SQL):
  // that account stays as it is too; the reset command gives its owner a way back in.
  if ((await em.count(Admin, { username })) > 0) return 'unchanged';
  const admin = newFirstSuperAdmin(username, `${username.toLowerCase()}@admin.invalid`, await hashPassword(password));
  admin.firstName = 'System';
  admin.lastName = 'Administrator';
  em.persist(admin);
  return 'created';
}
