/**
 * The permission catalogue of the back-office (spec section 3, "Role permissions"), the same list
 * the server validates role permissions against.
 */
export const PERMISSION_CATALOGUE = {
  dashboard: ['view'],
  spaces: ['view', 'create', 'edit', 'delete'],
  membershipPlans: ['view', 'create', 'edit', 'delete'],
  events: ['view', 'create', 'edit', 'delete'],
  blog: ['view', 'create', 'edit', 'delete'],
  users: ['view', 'create', 'edit', 'delete'],
  admins: ['view', 'create', 'edit', 'delete'],
  bookings: ['view', 'edit', 'delete'],
  contacts: ['view', 'edit'],
  jobApplications: ['view', 'edit'],
  newsletters: ['view', 'edit'],
  analytics: ['view'],
} as const satisfies Record<string, readonly string[]>;

export type PermissionResource = keyof typeof PERMISSION_CATALOGUE;
export type PermissionAction = (typeof PERMISSION_CATALOGUE)[PermissionResource][number];
/** resource → action → allowed; anything missing is not allowed. */
export type PermissionMap = Partial<Record<string, Partial<Record<string, boolean>>>>;

