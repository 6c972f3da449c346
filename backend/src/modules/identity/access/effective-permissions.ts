import {
  buildPermissionMap,
  type PermissionMap,
  SYSTEM_ROLE_PERMISSIONS,
  type SystemRoleName,
} from '@coworking/domain';
import { type Admin } from '../entities/admin.entity.js';

/**
 * An admin's permissions: a super_admin may do everything; an admin with an active custom role has
 * exactly that role's map; otherwise the system role's. A custom role that was deactivated or
 * deleted falls back to nothing rather than to the broader system role.
 */
export function effectivePermissions(admin: Admin): PermissionMap {
  if (admin.role === 'super_admin') return SYSTEM_ROLE_PERMISSIONS.super_admin;
  if (admin.customRole) {
    const role = admin.customRole;
    return role.isActive && !role.isSystem ? normalise(role.permissions) : buildPermissionMap(() => false);
  }
  return SYSTEM_ROLE_PERMISSIONS[admin.role as SystemRoleName];
}

/**
 * What an admin's role grants, whether or not it is in force today: a deactivated custom role counts with its map,
 * as it may be switched back on. Used to decide who may manage whom.
 */
export function grantedPermissions(admin: Admin): PermissionMap {
  if (admin.role === 'super_admin') return SYSTEM_ROLE_PERMISSIONS.super_admin;
  if (admin.customRole && !admin.customRole.isSystem) return normalise(admin.customRole.permissions);
  return effectivePermissions(admin);
}

/** A full map with every catalogue entry, true only where the stored map says exactly true. */
export function normalise(map: PermissionMap): PermissionMap {
  const stored = map as Record<string, Record<string, unknown> | undefined>;
  return buildPermissionMap((resource, action) => stored[resource]?.[action] === true);
}

export function allows(permissions: PermissionMap, resource: string, action: string): boolean {
  return (permissions as Record<string, Record<string, boolean> | undefined>)[resource]?.[action] === true;
}
