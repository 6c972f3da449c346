import type { AccessSubject } from './can-access';
import { ADMIN_TABS, mayOpenTab, type AdminTab } from './tabs';

/** One heading of the dashboard's navigation and the tabs under it, by key (see decision 0298). */
export interface NavGroupDefinition {
  id: string;
  label: string;
  keys: readonly string[];
}

/** A group as one admin sees it: only the tabs they may open, each with its short description. */
export interface NavGroup {
  id: string;
  label: string;
  items: NavItem[];
}

export interface NavItem {
  tab: AdminTab;
  /** One line under the label saying what the section holds; read as the link's description. */
  description: string;
}

/**
 * The navigation's groups, in the order they are listed: the day first, then what customers book and pay, what is
 * sold, who holds it, what is published, what comes in, who has an account, and the figures.
 */
export const NAV_GROUPS: readonly NavGroupDefinition[] = [
  { id: 'today', label: 'Today', keys: ['overview', 'front-desk'] },
  { id: 'bookings', label: 'Bookings & Payments', keys: ['bookings', 'waitlist', 'payments', 'promo-codes'] },
  { id: 'catalogue', label: 'Spaces & Plans', keys: ['spaces', 'membership', 'features'] },
  { id: 'members', label: 'Members', keys: ['memberships', 'companies'] },
  { id: 'content', label: 'Content & Email', keys: ['events', 'content', 'newsletter', 'email'] },
  { id: 'inbox', label: 'Inbox', keys: ['contacts', 'applications'] },
  { id: 'accounts', label: 'Accounts & Privacy', keys: ['users', 'admins', 'erasure-requests'] },
  { id: 'reports', label: 'Reports', keys: ['reports'] },
];

/** What each section holds, in a few words: "Membership" and "Memberships" above all must not be confused. */
export const TAB_DESCRIPTIONS: Readonly<Record<string, string>> = {
  overview: "Today's figures at a glance",
  'front-desk': "Today's arrivals and check-ins",
  bookings: 'Every checkout and tour request',
  waitlist: 'Who waits for a full slot',
  payments: 'Payments, receipts and refunds',
  'promo-codes': 'Codes for money off at checkout',
  spaces: 'Rooms and desks, rates, calendars',
  features: 'Rows of the plan comparison table',
  membership: 'Plans for sale and their prices',
  memberships: 'Who holds a plan',
  companies: 'Companies paying for teams',
  events: 'Events and registrations',
  content: 'Blog posts, drafts and published',
  newsletter: 'Subscribers and their consent',
  email: 'Message templates and what was sent',
  contacts: 'Messages from the contact form',
  applications: 'Job applications',
  users: 'Customer accounts',
  admins: 'Staff accounts and roles',
  'erasure-requests': 'Requests to erase personal data',
  reports: 'Revenue, occupancy and members, as CSV too',
};

const TABS_BY_KEY = new Map(ADMIN_TABS.map((tab) => [tab.key, tab]));

/** The groups this admin sees, each with only the tabs they may open; a group with none is left out. */
export function visibleGroups(subject: AccessSubject | null): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    items: group.keys
      .map((key) => TABS_BY_KEY.get(key))
      .filter((tab): tab is AdminTab => tab !== undefined && mayOpenTab(subject, tab))
      .map((tab) => ({ tab, description: TAB_DESCRIPTIONS[tab.key] ?? '' })),
  })).filter((group) => group.items.length > 0);
}
