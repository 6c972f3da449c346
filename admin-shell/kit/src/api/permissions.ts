// The catalogue is the server's own (spec section 3, "Role permissions"): one list for the role form, the tab
// rules and the server's validation of role permissions. That file imports nothing, so the bundle takes only it.
import { PERMISSION_CATALOGUE } from '../../../../backend/src/modules/identity/permissions';

export { PERMISSION_CATALOGUE };

export type PermissionResource = keyof typeof PERMISSION_CATALOGUE;
export type PermissionAction = (typeof PERMISSION_CATALOGUE)[PermissionResource][number];
/** resource → action → allowed; anything missing is not allowed. */
export type PermissionMap = Partial<Record<string, Partial<Record<string, boolean>>>>;

