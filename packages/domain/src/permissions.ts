/**
 * The permission catalogue of the back-office: resource → the actions that exist for it
 * (spec section 3, "Role permissions"). A role's permission map names, per resource and action,
 * whether it is allowed; anything missing is not allowed.
 */
export const PERMISSION_CATALOGUE = {
  dashboard: ['view'],
  spaces: ['view', 'create', 'edit', 'delete'],
  membershipPlans: ['view', 'create', 'edit', 'delete'],
  memberships: ['view', 'edit'],
  events: ['view', 'create', 'edit', 'delete'],
  blog: ['view', 'create', 'edit', 'delete'],
  users: ['view', 'create', 'edit', 'delete'],
  admins: ['view', 'create', 'edit', 'delete'],
  bookings: ['view', 'create', 'edit', 'delete'],
  payments: ['view', 'refund', 'edit'],
  contacts: ['view', 'edit'],
  /** The e-mail templates, the e-mail log and test e-mails: `send` is the free-text and per-template test mail. */
  emailTemplates: ['view', 'edit', 'send'],
  jobApplications: ['view', 'edit'],
  newsletters: ['view', 'edit'],
  /** Which staff addresses receive each kind of staff e-mail. */
  staffNotifications: ['view', 'edit'],
  analytics: ['view'],
  /** The Reports tab: occupancy, revenue, refunds, members and tour conversion, with their CSV files. */
  reports: ['view'],
  /** The Front Desk screen: today's expected arrivals and checking people in by their code. */
  checkins: ['manage'],
  /** Promo codes: their terms, limits and the home page's offer banner. */
  promotions: ['view', 'create', 'edit', 'delete'],
  /** Erasure requests under the Data Protection Act: `edit` completes one (erases the person's data everywhere). */
  privacy: ['view', 'edit'],
} as const satisfies Record<string, readonly string[]>;

export type PermissionResource = keyof typeof PERMISSION_CATALOGUE;
export type PermissionAction<R extends PermissionResource = PermissionResource> =
  (typeof PERMISSION_CATALOGUE)[R][number];
export type PermissionMap = { [R in PermissionResource]?: { [A in PermissionAction<R>]?: boolean } };

export const SYSTEM_ROLE_NAMES = ['super_admin', 'admin', 'moderator'] as const;
export type SystemRoleName = (typeof SYSTEM_ROLE_NAMES)[number];

/** Builds a full map where `allow(resource, action)` decides each entry. */
export function buildPermissionMap(allow: (resource: PermissionResource, action: string) => boolean): PermissionMap {
  const map: Record<string, Record<string, boolean>> = {};
  for (const [resource, actions] of Object.entries(PERMISSION_CATALOGUE)) {
    map[resource] = Object.fromEntries(
      actions.map((action) => [action, allow(resource as PermissionResource, action)]),
    );
  }
  return map as PermissionMap;
}

/**
 * What each system role may do (the spec leaves it open; see docs/decisions/0013-what-the-system-roles-may-do.md):
 * - super_admin: everything.
 * - admin: runs the business day to day — everything except managing other admins (view only).
 * - moderator: front desk — sees everything operational (payments too), books walk-ins, confirms/cancels bookings
 *   and answers contacts, job applications and newsletter entries; creates, edits, refunds or deletes nothing else.
 *   It reads the e-mail templates and log but neither changes a template nor sends a test e-mail (mail from the
 *   business's address with text of one's choosing).
 * `payments.edit` is the business settings (receipt details, VAT, cancellation policy).
 */
export const SYSTEM_ROLE_PERMISSIONS: Record<SystemRoleName, PermissionMap> = {
  super_admin: buildPermissionMap(() => true),
  admin: buildPermissionMap((resource, action) => resource !== 'admins' || action === 'view'),
  moderator: buildPermissionMap((resource, action) => {
    if (action === 'view') return resource !== 'admins' && resource !== 'users';
    // The front desk books walk-ins and phone customers (discounts and complimentary bookings need payments.refund).
    if (resource === 'bookings' && action === 'create') return true;
    // …and checks arrivals in at the Front Desk screen.
    if (resource === 'checkins' && action === 'manage') return true;
    // Refunds and the business's receipt and policy settings are decisions for the admin, not the front desk.
    if (action === 'edit') return ['bookings', 'contacts', 'jobApplications', 'newsletters'].includes(resource);
    return false;
  }),
};

export const SYSTEM_ROLE_DESCRIPTIONS: Record<SystemRoleName, string> = {
  super_admin: 'Full access, including administrators and roles',
  admin: 'Manages spaces, plans, bookings, users and content; can see administrators',
  moderator: 'Front desk: sees operations, updates bookings and answers inquiries',
};

const allowed = (map: PermissionMap, resource: string, action: string): boolean =>
  (map as Record<string, Record<string, unknown> | undefined>)[resource]?.[action] === true;

/**
 * The catalogue entries `other` allows and `own` does not, as `resource.action` (e.g. `payments.refund`): an admin
 * may only manage accounts that can do nothing more than the admin can.
 */
export function permissionsBeyond(other: PermissionMap, own: PermissionMap): string[] {
  return Object.entries(PERMISSION_CATALOGUE).flatMap(([resource, actions]) =>
    actions
      .filter((action) => allowed(other, resource, action) && !allowed(own, resource, action))
      .map((action) => `${resource}.${action}`),
  );
}
