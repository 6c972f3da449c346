import { fullPermissionMap, roleBody, roleFormValues, validateRoleForm } from './role-form';

describe('role form', () => {
  it('lists every catalogue permission, all off for a new role', () => {
    const map = fullPermissionMap();
    expect(map.bookings).toEqual({ view: false, edit: false, delete: false });
    expect(map.dashboard).toEqual({ view: false });
    expect(Object.values(map).flatMap((actions) => Object.values(actions))).not.toContain(true);
  });

  it('keeps the permissions a role has and drops unknown ones', () => {
    const map = fullPermissionMap({ bookings: { view: true }, spaces: { fly: true } });
    expect(map.bookings.view).toBe(true);
    expect(map.spaces).toEqual({ view: false, create: false, edit: false, delete: false });
  });

  it('requires a name', () => {
    expect(validateRoleForm(roleFormValues())).toEqual({ name: 'Role name is required' });
  });

  it('sends a blank description as none', () => {
    expect(roleBody({ ...roleFormValues(), name: ' Front desk ', description: ' ' })).toMatchObject({
      name: 'Front desk',
      description: null,
      isActive: true,
    });
  });
});
