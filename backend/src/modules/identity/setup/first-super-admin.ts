import { Admin } from '../entities/admin.entity.js';

/**
 * The first super admin of an installation, made while it has none: by ADMIN_USERNAME/ADMIN_PASSWORD at start
 * (database/seeders/system-seeder.ts) or on the setup page. Either way the same account: the super_admin system
 * role, no custom role, active.
 */
export function newFirstSuperAdmin(username: string, email: string, passwordHash: string): Admin {
  const admin = new Admin(username, email, passwordHash);
  admin.role = 'super_admin';
  admin.customRole = null;
  admin.isActive = true;
  return admin;
}
