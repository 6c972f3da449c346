// The permission catalogue is the product's one copy (spec section 3, "Role permissions"), shared with the
// server's validation of role permissions: the role form and the tab rules read the same list.
import {
  permissionsBeyond as domainPermissionsBeyond,
  type PermissionMap as DomainPermissionMap,
} from '@coworking/domain';

export { PERMISSION_CATALOGUE, type PermissionAction, type PermissionResource } from '@coworking/domain';
export { SYSTEM_ROLE_PERMISSIONS } from '@coworking/domain';

/** resource → action → allowed, as roles arrive over the wire; anything missing is not allowed. */
export type PermissionMap = Partial<Record<string, Partial<Record<string, boolean>>>>;

/**
 * The catalogue entries (`resource.action`) that `other` allows and `own` does not: the server's rule for who may
 * manage whom. Entries outside the catalogue count for nothing.
 */
export function permissionsBeyond(other: PermissionMap, own: PermissionMap): string[] {
  return domainPermissionsBeyond(other as DomainPermissionMap, own as DomainPermissionMap);
}
