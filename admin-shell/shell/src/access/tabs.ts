import { canAccess, type AccessRequest, type AccessSubject } from './can-access';

/** The module-federation names of the panels; their manifests are listed in /admin/remotes.json. */
export type PanelName =
  'panel_overview' | 'panel_booking' | 'panel_membership' | 'panel_identity' | 'panel_mail' | 'panel_content';

export interface AdminTab {
  /** URL segment under /admin/dashboard ('' for Overview) and the panel's screen key. */
  key: string;
  label: string;
  panel: PanelName;
  /** What the admin needs to see the tab (spec section 6); Overview needs nothing. */
  needs?: AccessRequest;
}

/** Tabs in the order the dashboard lists them (spec section 2, "Admin dashboard"). */
export const ADMIN_TABS: readonly AdminTab[] = [
  { key: 'overview', label: 'Overview', panel: 'panel_overview' },
  { key: 'reports', label: 'Reports', panel: 'panel_overview', needs: { resource: 'reports', action: 'view' } },
  { key: 'bookings', label: 'Bookings', panel: 'panel_booking', needs: { resource: 'bookings', action: 'view' } },
  // Right after Bookings, as a tab of its own: whoever reads the bookings reads who waits for a full slot (the same
  // bookings.view), and the Bookings screen has no sections to hold a second list.
  { key: 'waitlist', label: 'Waitlist', panel: 'panel_booking', needs: { resource: 'bookings', action: 'view' } },
  {
    key: 'front-desk',
    label: 'Front Desk',
    panel: 'panel_booking',
    needs: { resource: 'checkins', action: 'manage' },
  },
  { key: 'payments', label: 'Payments', panel: 'panel_booking', needs: { resource: 'payments', action: 'view' } },
  // Beside Payments: a code is money off what the site sells, and its revenue is read against the ledger's.
  {
    key: 'promo-codes',
    label: 'Promo Codes',
    panel: 'panel_booking',
    needs: { resource: 'promotions', action: 'view' },
  },
  { key: 'spaces', label: 'Spaces', panel: 'panel_booking', needs: { resource: 'spaces', action: 'view' } },
  {
    key: 'membership',
    label: 'Membership',
    panel: 'panel_membership',
    needs: { resource: 'membershipPlans', action: 'view' },
  },
  {
    key: 'memberships',
    label: 'Memberships',
    panel: 'panel_membership',
    needs: { resource: 'memberships', action: 'view' },
  },
  // Beside Memberships: the companies paying for team memberships, seen and changed with the same permission.
  {
    key: 'companies',
    label: 'Companies',
    panel: 'panel_membership',
    needs: { resource: 'memberships', action: 'view' },
  },
  { key: 'features', label: 'Features', panel: 'panel_membership', needs: { resource: 'spaces', action: 'view' } },
  { key: 'contacts', label: 'Contacts', panel: 'panel_content', needs: { resource: 'contacts', action: 'view' } },
  {
    key: 'applications',
    label: 'Applications',
    panel: 'panel_content',
    needs: { resource: 'jobApplications', action: 'view' },
  },
  {
    key: 'newsletter',
    label: 'Newsletter',
    panel: 'panel_content',
    needs: { resource: 'newsletters', action: 'view' },
  },
  { key: 'events', label: 'Events', panel: 'panel_content', needs: { resource: 'events', action: 'view' } },
  { key: 'content', label: 'Content', panel: 'panel_content', needs: { resource: 'blog', action: 'view' } },
  { key: 'email', label: 'Email', panel: 'panel_mail', needs: { resource: 'emailTemplates', action: 'view' } },
  { key: 'admins', label: 'Admins', panel: 'panel_identity', needs: { resource: 'admins', action: 'view' } },
  { key: 'users', label: 'Users', panel: 'panel_identity', needs: { resource: 'users', action: 'view' } },
  // Beside the accounts: the people who asked for their data to be erased, and the Act's 30-day deadline.
  {
    key: 'erasure-requests',
    label: 'Erasure Requests',
    panel: 'panel_identity',
    needs: { resource: 'privacy', action: 'view' },
  },
];

export function mayOpenTab(subject: AccessSubject | null, tab: AdminTab): boolean {
  return tab.needs ? canAccess(subject, tab.needs) : subject !== null;
}

/** The tabs this admin may open, in dashboard order. */
export function visibleTabs(subject: AccessSubject | null): AdminTab[] {
  return ADMIN_TABS.filter((tab) => mayOpenTab(subject, tab));
}

/** The path of a tab under the react-admin basename (/admin). */
export function tabPath(tab: AdminTab): string {
  return tab.key === 'overview' ? '/dashboard' : `/dashboard/${tab.key}`;
}
