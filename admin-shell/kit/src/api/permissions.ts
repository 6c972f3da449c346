// The permission catalogue is the product's one copy (spec section 3, "Role permissions"), shared with the
// server's validation of role permissions: the role form and the tab rules read the same list.
export { PERMISSION_CATALOGUE, type PermissionAction, type PermissionResource } from '@coworking/domain';

/** resource → action → allowed, as roles arrive over the wire; anything missing is not allowed. */
export type PermissionMap = Partial<Record<string, Partial<Record<string, boolean>>>>;
