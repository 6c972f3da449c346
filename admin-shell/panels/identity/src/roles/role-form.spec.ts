import {
  fullPermissionMap,
  PERMISSION_ACTIONS,
  PERMISSION_RESOURCES,
  resourceLabel,
  roleBody,
  roleFormValues,
  validateRoleForm,
} from './role-form';

describe('role form', () => {
  it('lists every catalogue permission, all off for a new role', () => {
    const map = fullPermissionMap();
    expect(map.bookings).toEqual({ view: false, create: false, edit: false, delete: false });
    expect(map.dashboard).toEqual({ view: false });
    expect(Object.values(map).flatMap((actions) => Object.values(actions))).not.toContain(true);
  });

  it('has a column for every action of the catalogue, refunds, test e-mails and check-ins included', () => {
    expect(PERMISSION_ACTIONS).toEqual(['view', 'create', 'edit', 'delete', 'refund', 'send', 'manage']);
    expect(fullPermissionMap().checkins).toEqual({ manage: false });
    expect(resourceLabel('checkins')).toBe('Check-ins');
    expect(fullPermissionMap().emailTemplates).toEqual({ view: false, edit: false, send: false });
  });

  it('names every resource in words', () => {
    expect(resourceLabel('emailTemplates')).toBe('Email Templates');
    expect(resourceLabel('membershipPlans')).toBe('Membership Plans');
    expect(resourceLabel('promotions')).toBe('Promo Codes');
    expect(
      PERMISSION_RESOURCES.map(resourceLabel).every((label) =>
        /^[A-Z][a-z]+(-[a-z]+)?( [A-Z][a-z]+(-[a-z]+)?)*$/.test(label),
      ),
    ).toBe(true);
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
