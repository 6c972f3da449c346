import type { AdminAccount, Role } from 'admin-kit';
import {
  adminFormValues,
  adminRoleBadge,
  createAdminBody,
  selectableCustomRoles,
  updateAdminBody,
  validateAdminForm,
} from './admin-form';

const role = (id: string, name: string, extra: Partial<Role> = {}): Role => ({
  id,
  name,
  description: null,
  permissions: {},
  isSystem: false,
  isActive: true,
  createdAt: '',
  updatedAt: '',
  ...extra,
});
const admin = (extra: Partial<AdminAccount> = {}): AdminAccount => ({
  id: 'a1',
  username: 'wanjiku',
  email: 'w@example.com',
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  displayName: 'Wanjiku Kamau',
  role: 'admin',
  customRoleId: null,
  customRoleName: null,
  isActive: true,
  lastLogin: null,
  createdAt: '',
  ...extra,
});

describe('admin form', () => {
  it('offers only active custom roles', () => {
    const roles = [
      role('1', 'Front desk'),
      role('2', 'Old', { isActive: false }),
      role('3', 'admin', { isSystem: true }),
    ];
    expect(selectableCustomRoles(roles).map((r) => r.name)).toEqual(['Front desk']);
  });

  it('needs a password pair when creating, not when editing', () => {
    const values = { ...adminFormValues(), username: 'otieno', email: 'o@example.com' };
    expect(validateAdminForm(values, false).password).toBe('Password must be at least 6 characters');
    expect(validateAdminForm(values, true)).toEqual({});
  });

  it('makes an admin with a custom role a plain admin and leaves a blank custom role out', () => {
    const values = {
      ...adminFormValues(),
      username: 'otieno',
      email: 'o@example.com',
      password: 'secret',
      confirmPassword: 'secret',
    };
    expect(createAdminBody({ ...values, role: 'moderator', customRoleId: 'r1' })).toMatchObject({
      role: 'admin',
      customRoleId: 'r1',
    });
    expect(createAdminBody({ ...values, role: 'moderator' })).not.toHaveProperty('customRoleId');
  });

  it('keeps the password on edit unless one is typed', () => {
    expect(updateAdminBody(adminFormValues(admin()), admin())).not.toHaveProperty('password');
  });

  it('removes a custom role only when the admin had one', () => {
    expect(updateAdminBody(adminFormValues(admin()), admin())).not.toHaveProperty('customRoleId');
    const withRole = admin({ customRoleId: 'r1' });
    expect(updateAdminBody({ ...adminFormValues(withRole), customRoleId: '' }, withRole).customRoleId).toBeNull();
  });

  it('shows the custom role name when that role exists, else the system role', () => {
    const roles = [role('r1', 'Front desk')];
    expect(adminRoleBadge(admin({ customRoleId: 'r1' }), roles)).toBe('Front desk');
    expect(adminRoleBadge(admin({ customRoleId: 'gone' }), roles)).toBe('Admin');
    expect(adminRoleBadge(admin({ role: 'super_admin' }), roles)).toBe('Super Admin');
  });
});
