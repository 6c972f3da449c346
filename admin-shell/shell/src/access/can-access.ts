import type { AdminRole, PermissionMap } from 'admin-kit';

/** Who is asking: the signed-in admin's role and permission map, as /api/admin/refresh returns them. */
export interface AccessSubject {
  role: AdminRole;
  permissions: PermissionMap;
}

/** A resource of the permission catalogue (or 'roles') and an action on it. */
export interface AccessRequest {
  resource: string;
  action: string;
}

// react-admin asks for 'list' and 'show'; the catalogue calls both 'view'.
const ACTION_ALIASES: Readonly<Record<string, string>> = { list: 'view', show: 'view' };

// react-admin names resources after their /api/admin path; the catalogue names the permission they need.
const RESOURCE_ALIASES: Readonly<Record<string, string>> = {
  'booking-groups': 'bookings',
  'event-registrations': 'events',
  'membership-plans': 'membershipPlans',
  'email-templates': 'emailTemplates',
  'email-log': 'emailTemplates',
  // The SMS log and texts sit beside the e-mail ones, under the same permission.
  'sms-log': 'emailTemplates',
  'sms-templates': 'emailTemplates',
  'job-applications': 'jobApplications',
  'newsletter-subscribers': 'newsletters',
  posts: 'blog',
  'check-ins': 'checkins',
  'promo-codes': 'promotions',
  waitlist: 'bookings',
  // Companies pay for team memberships: staff who see memberships see them, and change them with memberships.edit.
  companies: 'memberships',
  // Seeing erasure requests is privacy.view; completing one (react-admin's update) is privacy.edit.
  'erasure-requests': 'privacy',
};

// The Front Desk is one permission: listing the day's arrivals and checking them in both need checkins.manage.
const SINGLE_ACTION_RESOURCES: Readonly<Record<string, string>> = { checkins: 'manage' };

// Taking someone off the waitlist is react-admin's delete of their entry, but the server asks bookings.edit for it;
// adding and deleting a company are memberships.edit too (the catalogue has no create or delete for memberships).
const RESOURCE_ACTION_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  waitlist: { delete: 'edit' },
  companies: { create: 'edit', delete: 'edit' },
};

/**
 * The back-office's access rule (spec section 6), used by react-admin's canAccess for tabs, routes
 * and buttons. Missing permissions mean nothing is allowed. Role management (Edit Roles) is for
 * super admins only. The server applies the same rules to every call; this only shapes the screen.
 */
export function canAccess(subject: AccessSubject | null, { resource, action }: AccessRequest): boolean {
  if (!subject) return false;
  // The audit log, like role management, is for super admins (the server's rule too).
  if (resource === 'roles' || resource === 'audit-log') return subject.role === 'super_admin';
  const catalogueResource = RESOURCE_ALIASES[resource] ?? resource;
  const catalogueAction =
    SINGLE_ACTION_RESOURCES[catalogueResource] ??
    RESOURCE_ACTION_ALIASES[resource]?.[action] ??
    ACTION_ALIASES[action] ??
    action;
  return subject.permissions[catalogueResource]?.[catalogueAction] === true;
}
