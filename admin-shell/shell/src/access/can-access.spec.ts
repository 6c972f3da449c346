import { canAccess, type AccessSubject } from './can-access';
import { visibleTabs } from './tabs';

const bookingsOnly: AccessSubject = {
  role: 'admin',
  permissions: { bookings: { view: true, edit: true }, spaces: { view: false } },
};
const superAdmin: AccessSubject = {
  role: 'super_admin',
  permissions: Object.fromEntries(
    [
      'spaces',
      'membershipPlans',
      'memberships',
      'events',
      'blog',
      'users',
      'admins',
      'bookings',
      'payments',
      'contacts',
      'jobApplications',
      'newsletters',
      'emailTemplates',
      'analytics',
      'reports',
    ].map((resource) => [resource, { view: true, create: true, edit: true, delete: true }]),
  ),
};

describe('canAccess', () => {
  it('allows exactly what the permission map says', () => {
    expect(canAccess(bookingsOnly, { resource: 'bookings', action: 'edit' })).toBe(true);
    expect(canAccess(bookingsOnly, { resource: 'bookings', action: 'delete' })).toBe(false);
    expect(canAccess(bookingsOnly, { resource: 'spaces', action: 'view' })).toBe(false);
  });

  it('reads a resource named after its API path as the catalogue entry it needs', () => {
    expect(canAccess(bookingsOnly, { resource: 'booking-groups', action: 'list' })).toBe(true);
    expect(canAccess(bookingsOnly, { resource: 'booking-groups', action: 'delete' })).toBe(false);
    const newsletters: AccessSubject = { role: 'admin', permissions: { newsletters: { view: true } } };
    expect(canAccess(newsletters, { resource: 'newsletter-subscribers', action: 'list' })).toBe(true);
    expect(canAccess(newsletters, { resource: 'job-applications', action: 'list' })).toBe(false);
  });

  it('allows nothing that is missing from the map', () => {
    expect(canAccess(bookingsOnly, { resource: 'users', action: 'view' })).toBe(false);
    expect(canAccess({ role: 'admin', permissions: {} }, { resource: 'bookings', action: 'view' })).toBe(false);
  });

  it('reads react-admin list and show as view', () => {
    expect(canAccess(bookingsOnly, { resource: 'bookings', action: 'list' })).toBe(true);
    expect(canAccess(bookingsOnly, { resource: 'bookings', action: 'show' })).toBe(true);
  });

  it('keeps role management for super admins, whatever the map says', () => {
    expect(canAccess(superAdmin, { resource: 'roles', action: 'edit' })).toBe(true);
    expect(
      canAccess(
        { role: 'admin', permissions: { admins: { view: true, create: true, edit: true, delete: true } } },
        { resource: 'roles', action: 'edit' },
      ),
    ).toBe(false);
  });

  it('keeps the audit log for super admins, as the API does', () => {
    expect(canAccess(superAdmin, { resource: 'audit-log', action: 'list' })).toBe(true);
    expect(
      canAccess(
        { role: 'admin', permissions: { admins: { view: true, create: true, edit: true, delete: true } } },
        { resource: 'audit-log', action: 'list' },
      ),
    ).toBe(false);
  });

  it('allows nothing without a session', () => {
    expect(canAccess(null, { resource: 'bookings', action: 'view' })).toBe(false);
  });
});

describe('dashboard tabs', () => {
  it('shows a bookings-only role Overview, Bookings and the Waitlist', () => {
    expect(visibleTabs(bookingsOnly).map((tab) => tab.label)).toEqual(['Overview', 'Bookings', 'Waitlist']);
  });

  it('shows a super admin every tab in the spec order', () => {
    expect(visibleTabs(superAdmin).map((tab) => tab.label)).toEqual([
      'Overview',
      'Reports',
      'Bookings',
      'Waitlist',
      'Payments',
      'Spaces',
      'Membership',
      'Memberships',
      'Companies',
      'Features',
      'Contacts',
      'Applications',
      'Newsletter',
      'Events',
      'Content',
      'Email',
      'Admins',
      'Users',
    ]);
  });

  it('ties Features to spaces.view and Email to emailTemplates.view', () => {
    const subject: AccessSubject = {
      role: 'moderator',
      permissions: { spaces: { view: true }, contacts: { view: true }, emailTemplates: { view: true } },
    };
    expect(visibleTabs(subject).map((tab) => tab.key)).toEqual(['overview', 'spaces', 'features', 'contacts', 'email']);
    // Answering contacts no longer opens the e-mail templates.
    const inbox: AccessSubject = { role: 'admin', permissions: { contacts: { view: true, edit: true } } };
    expect(visibleTabs(inbox).map((tab) => tab.key)).toEqual(['overview', 'contacts']);
  });

  it('ties Applications to jobApplications.view and Newsletter to newsletters.view', () => {
    const hiring: AccessSubject = { role: 'admin', permissions: { jobApplications: { view: true, edit: false } } };
    expect(visibleTabs(hiring).map((tab) => tab.key)).toEqual(['overview', 'applications']);
    const marketing: AccessSubject = { role: 'admin', permissions: { newsletters: { view: true } } };
    expect(visibleTabs(marketing).map((tab) => tab.key)).toEqual(['overview', 'newsletter']);
  });

  it('shows Payments, after Bookings, to whoever may view payments', () => {
    const frontDesk: AccessSubject = {
      role: 'moderator',
      permissions: { bookings: { view: true, edit: true }, payments: { view: true, refund: false, edit: false } },
    };
    expect(visibleTabs(frontDesk).map((tab) => tab.label)).toEqual(['Overview', 'Bookings', 'Waitlist', 'Payments']);
    expect(visibleTabs({ role: 'admin', permissions: { payments: { view: false } } }).map((tab) => tab.key)).toEqual([
      'overview',
    ]);
  });

  it('shows Memberships and Companies, after the plans, to whoever may view memberships', () => {
    const frontDesk: AccessSubject = {
      role: 'moderator',
      permissions: { membershipPlans: { view: true }, memberships: { view: true, edit: false } },
    };
    expect(visibleTabs(frontDesk).map((tab) => tab.label)).toEqual([
      'Overview',
      'Membership',
      'Memberships',
      'Companies',
    ]);
    expect(visibleTabs({ role: 'admin', permissions: { memberships: { view: true } } }).map((tab) => tab.key)).toEqual([
      'overview',
      'memberships',
      'companies',
    ]);
  });

  it('reads companies as memberships: viewed with memberships.view, added, changed and deleted with memberships.edit', () => {
    const viewer: AccessSubject = { role: 'moderator', permissions: { memberships: { view: true, edit: false } } };
    expect(canAccess(viewer, { resource: 'companies', action: 'list' })).toBe(true);
    expect(canAccess(viewer, { resource: 'companies', action: 'show' })).toBe(true);
    for (const action of ['create', 'edit', 'delete'])
      expect(canAccess(viewer, { resource: 'companies', action })).toBe(false);
    const editor: AccessSubject = { role: 'admin', permissions: { memberships: { view: true, edit: true } } };
    for (const action of ['create', 'edit', 'delete'])
      expect(canAccess(editor, { resource: 'companies', action })).toBe(true);
    // memberships.delete is not what the server asks.
    const deleteOnly: AccessSubject = { role: 'admin', permissions: { memberships: { view: true, delete: true } } };
    expect(canAccess(deleteOnly, { resource: 'companies', action: 'delete' })).toBe(false);
    expect(visibleTabs(bookingsOnly).map((tab) => tab.key)).not.toContain('companies');
  });

  it('shows Reports to roles with reports.view only', () => {
    const analyst: AccessSubject = { role: 'moderator', permissions: { reports: { view: true } } };
    expect(visibleTabs(analyst).map((tab) => tab.key)).toEqual(['overview', 'reports']);
    expect(visibleTabs(bookingsOnly).map((tab) => tab.key)).not.toContain('reports');
  });

  it('shows Front Desk, after Bookings, to whoever may manage check-ins, and lets them list and check in', () => {
    const frontDesk: AccessSubject = {
      role: 'moderator',
      permissions: { bookings: { view: true }, checkins: { manage: true } },
    };
    expect(visibleTabs(frontDesk).map((tab) => tab.label)).toEqual(['Overview', 'Bookings', 'Waitlist', 'Front Desk']);
    // react-admin asks for the list and the create of the check-ins resource; both are checkins.manage.
    expect(canAccess(frontDesk, { resource: 'check-ins', action: 'list' })).toBe(true);
    expect(canAccess(frontDesk, { resource: 'check-ins', action: 'create' })).toBe(true);
    const noDesk: AccessSubject = {
      role: 'admin',
      permissions: { bookings: { view: true }, checkins: { manage: false } },
    };
    expect(visibleTabs(noDesk).map((tab) => tab.key)).not.toContain('front-desk');
    expect(canAccess(noDesk, { resource: 'check-ins', action: 'list' })).toBe(false);
  });

  it('shows Promo Codes, after Payments, to whoever may view promotions, and reads promo-codes as promotions', () => {
    const marketing: AccessSubject = {
      role: 'admin',
      permissions: { payments: { view: true }, promotions: { view: true, create: true, edit: false, delete: false } },
    };
    expect(visibleTabs(marketing).map((tab) => tab.label)).toEqual(['Overview', 'Payments', 'Promo Codes']);
    expect(canAccess(marketing, { resource: 'promo-codes', action: 'list' })).toBe(true);
    expect(canAccess(marketing, { resource: 'promo-codes', action: 'create' })).toBe(true);
    expect(canAccess(marketing, { resource: 'promo-codes', action: 'delete' })).toBe(false);
    expect(visibleTabs(bookingsOnly).map((tab) => tab.key)).not.toContain('promo-codes');
  });

  it('shows the Waitlist, right after Bookings, to whoever may view bookings, and takes someone off it with bookings.edit', () => {
    const viewer: AccessSubject = { role: 'admin', permissions: { bookings: { view: true } } };
    expect(visibleTabs(viewer).map((tab) => tab.label)).toEqual(['Overview', 'Bookings', 'Waitlist']);
    expect(canAccess(viewer, { resource: 'waitlist', action: 'list' })).toBe(true);
    expect(canAccess(viewer, { resource: 'waitlist', action: 'delete' })).toBe(false);
    // bookings.edit, not bookings.delete, as the server asks.
    expect(canAccess(bookingsOnly, { resource: 'waitlist', action: 'delete' })).toBe(true);
    const deleteOnly: AccessSubject = { role: 'admin', permissions: { bookings: { view: true, delete: true } } };
    expect(canAccess(deleteOnly, { resource: 'waitlist', action: 'delete' })).toBe(false);
    // Only the waitlist reads delete as edit.
    expect(canAccess(bookingsOnly, { resource: 'booking-groups', action: 'delete' })).toBe(false);
    const payments: AccessSubject = { role: 'admin', permissions: { payments: { view: true } } };
    expect(visibleTabs(payments).map((tab) => tab.key)).not.toContain('waitlist');
  });

  it('shows Erasure Requests with privacy.view and completes one with privacy.edit', () => {
    const viewer: AccessSubject = { role: 'admin', permissions: { privacy: { view: true } } };
    expect(visibleTabs(viewer).map((tab) => tab.label)).toEqual(['Overview', 'Erasure Requests']);
    expect(canAccess(viewer, { resource: 'erasure-requests', action: 'list' })).toBe(true);
    expect(canAccess(viewer, { resource: 'erasure-requests', action: 'show' })).toBe(true);
    expect(canAccess(viewer, { resource: 'erasure-requests', action: 'edit' })).toBe(false);
    const officer: AccessSubject = {
      role: 'admin',
      permissions: { privacy: { view: true, edit: true } },
    };
    expect(canAccess(officer, { resource: 'erasure-requests', action: 'edit' })).toBe(true);
    expect(visibleTabs(bookingsOnly).map((tab) => tab.key)).not.toContain('erasure-requests');
  });

  it('shows no tabs before anyone signs in', () => {
    expect(visibleTabs(null)).toEqual([]);
  });
});
