import type { AdminAccount, Role } from 'admin-kit';
import { SYSTEM_ROLE_PERMISSIONS } from 'admin-kit/rules';
import { mayManageAccount } from './manageable';

const account = (overrides: Partial<AdminAccount>): AdminAccount => ({
  id: 'a1',
  username: 'wanjiru',
  email: 'wanjiru@example.com',
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  displayName: 'Wanjiru Kamau',
  role: 'moderator',
  customRoleId: null,
  customRoleName: null,
  isActive: true,
  lastLogin: null,
  createdAt: '2026-11-01T09:00:00+03:00',
  ...overrides,
});

const role = (id: string, permissions: Role['permissions'], isActive = true): Role =>
  ({
    id,
    name: `Role ${id}`,
    description: null,
    permissions,
    isSystem: false,
    isActive,
    createdAt: '2026-11-01T09:00:00+03:00',
    updatedAt: '2026-11-01T09:00:00+03:00',
  }) as Role;

describe('which administrators the signed-in admin may edit or delete', () => {
  const bookingsDesk = role('desk', { bookings: { view: true, edit: true }, admins: { view: true, edit: true } });
  const refunds = role('refunds', { payments: { view: true, refund: true } }, false);
  const roles = [bookingsDesk, refunds];
  const deskLead = { role: 'admin' as const, permissions: bookingsDesk.permissions };

  it('lets a super admin manage everyone', () => {
    const superAdmin = { role: 'super_admin' as const, permissions: SYSTEM_ROLE_PERMISSIONS.super_admin };
    expect(mayManageAccount(superAdmin, account({ role: 'super_admin' }), roles)).toBe(true);
  });

  it('keeps everyone else away from super admins, even with every permission', () => {
    const everything = { role: 'admin' as const, permissions: SYSTEM_ROLE_PERMISSIONS.super_admin };
    expect(mayManageAccount(everything, account({ role: 'super_admin' }), roles)).toBe(false);
  });

  it('allows accounts whose role may do nothing more, and refuses those that may do more', () => {
    expect(mayManageAccount(deskLead, account({ role: 'admin', customRoleId: 'desk' }), roles)).toBe(true);
    // A moderator sees payments and contacts, which the desk role does not.
    expect(mayManageAccount(deskLead, account({ role: 'moderator' }), roles)).toBe(false);
  });

  it('counts a deactivated custom role with what it would grant once switched back on', () => {
    expect(mayManageAccount(deskLead, account({ role: 'admin', customRoleId: 'refunds' }), roles)).toBe(false);
  });

  it('shows nothing to manage while nobody is signed in', () => {
    expect(mayManageAccount(null, account({}), roles)).toBe(false);
  });
});
