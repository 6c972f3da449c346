import type { AdminAccount, AdminRole, PermissionMap, Role } from 'admin-kit';
import { permissionsBeyond, SYSTEM_ROLE_PERMISSIONS } from 'admin-kit/rules';

/** The signed-in admin, as the session describes them. */
export interface SignedInAdmin {
  role: AdminRole;
  permissions: PermissionMap;
}

/**
 * What an account's role grants, whether or not it is in force today (a deactivated custom role may be switched
 * back on): the server's rule, read from the roles list. A custom role not in the list counts as granting nothing.
 */
export function grantedPermissions(account: AdminAccount, roles: readonly Role[]): PermissionMap {
  if (account.role === 'super_admin') return SYSTEM_ROLE_PERMISSIONS.super_admin;
  if (account.customRoleId) {
    const role = roles.find((candidate) => candidate.id === account.customRoleId);
    if (role && !role.isSystem) return role.permissions;
    if (!role) return {};
  }
  return SYSTEM_ROLE_PERMISSIONS[account.role];
}

/**
 * Whether the signed-in admin may edit or delete an account: only a super admin touches a super admin, and nobody
 * manages an account whose role may do something theirs may not. The server refuses the rest with 403 anyway; this
 * keeps buttons that can only fail off the screen.
 */
export function mayManageAccount(actor: SignedInAdmin | null, account: AdminAccount, roles: readonly Role[]): boolean {
  if (!actor) return false;
  if (actor.role === 'super_admin') return true;
  if (account.role === 'super_admin') return false;
  return permissionsBeyond(grantedPermissions(account, roles), actor.permissions).length === 0;
}
