import type { AccessSubject } from './can-access';
import { NAV_GROUPS, TAB_DESCRIPTIONS, visibleGroups } from './nav-groups';
import { ADMIN_TABS } from './tabs';

/** Every resource of the permission catalogue, every action allowed. */
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
      'promotions',
      'checkins',
      'contacts',
      'jobApplications',
      'newsletters',
      'emailTemplates',
      'analytics',
      'reports',
      'privacy',
    ].map((resource) => [resource, { view: true, create: true, edit: true, delete: true, manage: true, refund: true }]),
  ),
};

/** A front-desk role: checking people in, and reading the bookings they arrive with. */
const frontDesk: AccessSubject = {
  role: 'moderator',
  permissions: { checkins: { manage: true }, bookings: { view: true } },
};

const shape = (subject: AccessSubject | null) =>
  visibleGroups(subject).map((group) => [group.label, group.items.map((item) => item.tab.label)]);

describe('dashboard navigation groups', () => {
  it('holds every tab exactly once, and nothing else', () => {
    const keys = NAV_GROUPS.flatMap((group) => group.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(ADMIN_TABS.map((tab) => tab.key).sort());
  });

  it('describes every tab in a few words, Membership and Memberships differently', () => {
    for (const tab of ADMIN_TABS) expect(TAB_DESCRIPTIONS[tab.key]).toMatch(/^\S.{5,50}$/);
    expect(TAB_DESCRIPTIONS.membership).not.toEqual(TAB_DESCRIPTIONS.memberships);
  });

  it('puts the plans (Membership) and who holds them (Memberships) under different headings', () => {
    const groupOf = (key: string) => NAV_GROUPS.find((group) => group.keys.includes(key))?.label;
    expect(groupOf('membership')).toBe('Spaces & Plans');
    expect(groupOf('memberships')).toBe('Members');
  });

  it('shows a super admin every group and every tab', () => {
    expect(shape(superAdmin)).toEqual([
      ['Today', ['Overview', 'Front Desk']],
      ['Bookings & Payments', ['Bookings', 'Waitlist', 'Payments', 'Promo Codes']],
      ['Spaces & Plans', ['Spaces', 'Membership', 'Features']],
      ['Members', ['Memberships', 'Companies']],
      ['Content & Email', ['Events', 'Content', 'Newsletter', 'Email']],
      ['Inbox', ['Contacts', 'Applications']],
      ['Accounts & Privacy', ['Users', 'Admins', 'Erasure Requests']],
      ['Reports', ['Reports']],
    ]);
  });

  it('shows a front-desk role only its items, and only the groups that hold them', () => {
    expect(shape(frontDesk)).toEqual([
      ['Today', ['Overview', 'Front Desk']],
      ['Bookings & Payments', ['Bookings', 'Waitlist']],
    ]);
    const checkInsOnly: AccessSubject = { role: 'moderator', permissions: { checkins: { manage: true } } };
    expect(shape(checkInsOnly)).toEqual([['Today', ['Overview', 'Front Desk']]]);
  });

  it('leaves out a group none of whose tabs the admin may open', () => {
    const reader: AccessSubject = {
      role: 'admin',
      // Allowed something, but not view: the tab stays hidden, and so does its group.
      permissions: { reports: { view: false }, memberships: { view: true }, users: { edit: true } },
    };
    const groups = visibleGroups(reader);
    expect(groups.map((group) => group.label)).toEqual(['Today', 'Members']);
    for (const group of groups) expect(group.items.length).toBeGreaterThan(0);
  });

  it('shows nothing before anyone signs in', () => {
    expect(visibleGroups(null)).toEqual([]);
  });
});
