import { buildPermissionMap, permissionsBeyond, SYSTEM_ROLE_PERMISSIONS } from './permissions.js';

describe('permissions', () => {
  it('lets admins change templates and send test e-mails, and the front desk only read them', () => {
    expect(SYSTEM_ROLE_PERMISSIONS.admin.emailTemplates).toEqual({ view: true, edit: true, send: true });
    expect(SYSTEM_ROLE_PERMISSIONS.moderator.emailTemplates).toEqual({ view: true, edit: false, send: false });
    expect(SYSTEM_ROLE_PERMISSIONS.moderator.contacts).toEqual({ view: true, edit: true });
  });

  it('lets every system role read the reports', () => {
    expect(SYSTEM_ROLE_PERMISSIONS.admin.reports).toEqual({ view: true });
    expect(SYSTEM_ROLE_PERMISSIONS.moderator.reports).toEqual({ view: true });
  });

  it('names what another map allows beyond one’s own', () => {
    const manager = buildPermissionMap((resource) => resource === 'admins');
    expect(permissionsBeyond(manager, SYSTEM_ROLE_PERMISSIONS.super_admin)).toEqual([]);
    expect(permissionsBeyond(SYSTEM_ROLE_PERMISSIONS.moderator, manager)).toContain('bookings.edit');
    expect(permissionsBeyond({ admins: { view: true }, spaces: { fly: true } } as never, manager)).toEqual([]);
    expect(permissionsBeyond(manager, manager)).toEqual([]);
  });
});
