import { buildPermissionMap, SYSTEM_ROLE_PERMISSIONS } from '@coworking/domain';
import { verifyPassword } from '../../src/modules/identity/password-hasher.js';
import { createTestApp, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

describe('managing administrators, users and roles', () => {
  let testApp: TestApp;
  let root: Session;
  /** Every response body this suite sees, to prove none carries a password hash. */
  const bodies: string[] = [];

  // The suite reads many response shapes field by field; a loose JSON type keeps that readable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type LooseBody = any;

  async function call(
    session: Session,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: LooseBody }> {
    const response = await session.request(method, path, body);
    const text = await response.text();
    bodies.push(text);
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => testApp.close());

  describe('administrators', () => {
    it('creates an admin with a hashed password of at least 6 characters, and refuses duplicates with 409', async () => {
      const short = await call(root, 'POST', '/admin/admins', {
        username: 'jabali',
        email: 'jabali@example.com',
        password: '12345',
      });
      expect(short).toEqual({
        status: 400,
        body: {
          message: 'Password must be at least 6 characters',
          errors: { password: 'Password must be at least 6 characters' },
        },
      });

      const created = await call(root, 'POST', '/admin/admins', {
        username: 'jabali',
        email: 'Jabali@Example.com',
        firstName: 'Jabali',
        lastName: 'Otieno',
        password: '123456',
        customRoleId: '',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        username: 'jabali',
        email: 'jabali@example.com',
        displayName: 'Jabali Otieno',
        role: 'admin',
        customRoleId: null,
      });
      const [{ password }] = await testApp
        .em()
        .execute<{ password: string }[]>(`select password from admins where username = 'jabali'`);
      expect(password).toMatch(/^\$argon2id\$/);

      const sameName = await call(root, 'POST', '/admin/admins', {
        username: 'jabali',
        email: 'other@example.com',
        password: '123456',
      });
      expect(sameName).toEqual({
        status: 409,
        body: {
          message: 'An administrator with this username already exists.',
          errors: { username: 'An administrator with this username already exists.' },
        },
      });
      const sameEmail = await call(root, 'POST', '/admin/admins', {
        username: 'jabali2',
        email: 'JABALI@example.com',
        password: '123456',
      });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body.message).toBe('An administrator with this email already exists.');
    });

    it('keeps the password when an edit leaves it blank, checks it when given, and lets the admin sign in with the new one', async () => {
      const admin = await makeAdmin(testApp.em(), { username: 'kamau' });
      expect((await call(root, 'PUT', `/admin/admins/${admin.id}`, { firstName: 'Kamau', password: '' })).status).toBe(
        200,
      );
      await signIn(testApp.api, 'kamau', 'password1');
      expect((await call(root, 'PUT', `/admin/admins/${admin.id}`, { password: 'abc' })).body.message).toBe(
        'Password must be at least 6 characters',
      );
      expect((await call(root, 'PUT', `/admin/admins/${admin.id}`, { password: 'new-secret' })).status).toBe(200);
      await signIn(testApp.api, 'kamau', 'new-secret');
    });

    it('assigns only active custom roles, which makes the role admin', async () => {
      const role = await call(root, 'POST', '/admin/roles', {
        name: 'Bookings desk',
        permissions: { bookings: { view: true, edit: true } },
      });
      const inactive = await call(root, 'POST', '/admin/roles', {
        name: 'Retired desk',
        isActive: false,
        permissions: {},
      });
      const systemRole = (await call(root, 'GET', '/admin/roles')).body.find(
        (r: { name: string }) => r.name === 'moderator',
      );
      const admin = await makeAdmin(testApp.em(), { username: 'lulu', role: 'moderator' });

      const assigned = await call(root, 'PUT', `/admin/admins/${admin.id}`, { customRoleId: role.body.id });
      expect(assigned.body).toMatchObject({
        role: 'admin',
        customRoleId: role.body.id,
        customRoleName: 'Bookings desk',
      });
      const session = await signIn(testApp.api, 'lulu');
      expect((await call(session, 'POST', '/admin/refresh')).body.admin.permissions).toEqual(
        buildPermissionMap((r, a) => r === 'bookings' && (a === 'view' || a === 'edit')),
      );

      for (const roleId of [inactive.body.id, systemRole.id, crypto.randomUUID()]) {
        expect(await call(root, 'PUT', `/admin/admins/${admin.id}`, { customRoleId: roleId })).toMatchObject({
          status: 400,
          body: { message: 'Choose an active custom role.' },
        });
      }
      expect(
        (await call(root, 'PUT', `/admin/admins/${admin.id}`, { customRoleId: null })).body.customRoleId,
      ).toBeNull();
    });

    it('does not let an admin delete themselves', async () => {
      const rootRow = (await call(root, 'GET', '/admin/admins')).body.find(
        (a: { username: string }) => a.username === ROOT.username,
      );
      expect(await call(root, 'DELETE', `/admin/admins/${rootRow.id}`)).toEqual({
        status: 400,
        body: { message: 'You cannot delete your own account.' },
      });
    });

    it('never removes, demotes or disables the last active super admin', async () => {
      const other = await makeAdmin(testApp.em(), { username: 'mwangi', role: 'super_admin' });
      // An inactive super admin does not count as a remaining one.
      await makeAdmin(testApp.em(), { username: 'njoroge', role: 'super_admin', isActive: false });
      const rootRow = (await call(root, 'GET', '/admin/admins')).body.find(
        (a: { username: string }) => a.username === ROOT.username,
      );

      // While two are active, either may be demoted or deleted.
      expect((await call(root, 'PUT', `/admin/admins/${other.id}`, { role: 'admin' })).status).toBe(200);
      expect((await call(root, 'PUT', `/admin/admins/${other.id}`, { role: 'super_admin' })).status).toBe(200);
      expect((await call(root, 'DELETE', `/admin/admins/${other.id}`)).status).toBe(204);

      const lastOne = { status: 409, body: { message: 'There must always be at least one active super admin.' } };
      expect(await call(root, 'PUT', `/admin/admins/${rootRow.id}`, { role: 'moderator' })).toEqual(lastOne);
      expect(await call(root, 'PUT', `/admin/admins/${rootRow.id}`, { isActive: false })).toEqual(lastOne);
      expect(
        (await call(root, 'GET', '/admin/admins')).body.find((a: { username: string }) => a.username === ROOT.username),
      ).toMatchObject({ role: 'super_admin', isActive: true });
    });

    it('keeps roles and super admins in a super admin’s hands', async () => {
      // Managing admins, and whatever the front desk may do (a manager cannot create an account stronger than itself).
      const frontDesk = SYSTEM_ROLE_PERMISSIONS.moderator as Record<string, Record<string, boolean>>;
      const manager = await makeAdmin(testApp.em(), {
        username: 'otieno',
        permissions: buildPermissionMap((r, a) => r === 'admins' || frontDesk[r]?.[a] === true),
      });
      const session = await signIn(testApp.api, 'otieno');
      const refusedGrant = await call(session, 'POST', '/admin/admins', {
        username: 'promoted',
        email: 'promoted@example.com',
        password: '123456',
        role: 'super_admin',
      });
      expect(refusedGrant).toEqual({
        status: 403,
        body: { message: 'Only a super admin can give or change administrator roles.' },
      });
      const moderator = await call(session, 'POST', '/admin/admins', {
        username: 'frontdesk',
        email: 'frontdesk@example.com',
        password: '123456',
      });
      expect(moderator.body.role).toBe('moderator');
      const rootRow = (await call(session, 'GET', '/admin/admins')).body.find(
        (a: { username: string }) => a.username === ROOT.username,
      );
      expect((await call(session, 'PUT', `/admin/admins/${rootRow.id}`, { password: 'hijacked' })).body.message).toBe(
        'Only a super admin can change or delete a super admin.',
      );
      expect((await call(session, 'PUT', `/admin/admins/${manager.id}`, { role: 'super_admin' })).status).toBe(403);
    });
  });

  describe('roles', () => {
    it('creates, edits and deletes custom roles; names are unique', async () => {
      const created = await call(root, 'POST', '/admin/roles', {
        name: 'Events team',
        description: 'Runs events',
        permissions: { events: { view: true, create: true } },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Events team',
        isSystem: false,
        isActive: true,
        permissions: { events: { view: true, create: true, edit: false, delete: false } },
      });
      expect(await call(root, 'POST', '/admin/roles', { name: 'events team', permissions: {} })).toEqual({
        status: 409,
        body: { message: 'A role with this name already exists.' },
      });
      expect(
        (await call(root, 'POST', '/admin/roles', { name: 'Bad', permissions: { rockets: { launch: true } } })).body
          .message,
      ).toBe('Permissions must map known resources to known actions with true or false');
      const edited = await call(root, 'PUT', `/admin/roles/${created.body.id}`, { isActive: false });
      expect(edited.body.isActive).toBe(false);
      expect((await call(root, 'DELETE', `/admin/roles/${created.body.id}`)).status).toBe(204);
    });

    it('protects system roles from edits and deletion', async () => {
      const roles = (await call(root, 'GET', '/admin/roles')).body as { id: string; name: string; isSystem: boolean }[];
      expect(
        roles
          .filter((role) => role.isSystem)
          .map((role) => role.name)
          .sort(),
      ).toEqual(['admin', 'moderator', 'super_admin']);
      for (const role of roles.filter((r) => r.isSystem)) {
        expect(await call(root, 'PUT', `/admin/roles/${role.id}`, { description: 'mine now' })).toEqual({
          status: 403,
          body: { message: 'System roles cannot be edited or deleted.' },
        });
        expect((await call(root, 'DELETE', `/admin/roles/${role.id}`)).status).toBe(403);
      }
      const anyRole = roles.find((role) => !role.isSystem)!;
      expect((await call(root, 'PUT', `/admin/roles/${anyRole.id}`, { isSystem: true })).body.message).toBe(
        'property isSystem should not exist',
      );
    });

    it('refuses to delete a role that administrators hold', async () => {
      const role = await call(root, 'POST', '/admin/roles', {
        name: 'Held role',
        permissions: { spaces: { view: true } },
      });
      const admin = await call(root, 'POST', '/admin/admins', {
        username: 'holder',
        email: 'holder@example.com',
        password: '123456',
        customRoleId: role.body.id,
      });
      expect(admin.status).toBe(201);
      expect(await call(root, 'DELETE', `/admin/roles/${role.body.id}`)).toEqual({
        status: 409,
        body: { message: 'This role is assigned to 1 administrator. Assign them another role first.' },
      });
    });
  });

  describe('users', () => {
    it('creates, edits, resets the password of and deletes customer accounts', async () => {
      const created = await call(root, 'POST', '/admin/users', {
        username: 'wairimu',
        email: 'wairimu@example.com',
        firstName: 'Wairimu',
        lastName: 'Njeri',
        phone: '+254712345678',
        password: 'karibu1',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ username: 'wairimu', phone: '+254712345678', membershipPlan: null });
      expect(
        (await call(root, 'POST', '/admin/users', { username: 'wairimu', email: 'x@example.com', password: 'karibu1' }))
          .body.message,
      ).toBe('A user with this username already exists.');
      expect(
        (
          await call(root, 'POST', '/admin/users', {
            username: 'x',
            email: 'x@example.com',
            phone: '07 12',
            password: 'karibu1',
          })
        ).body.message,
      ).toBe('Please enter a valid phone number');

      expect(
        (await call(root, 'PUT', `/admin/users/${created.body.id}`, { membershipPlan: 'Flexible', password: '' })).body
          .membershipPlan,
      ).toBe('Flexible');
      expect(
        (await call(root, 'POST', `/admin/users/${created.body.id}/reset-password`, { newPassword: '123' })).body
          .message,
      ).toBe('Password must be at least 6 characters');
      expect(
        (await call(root, 'POST', `/admin/users/${created.body.id}/reset-password`, { newPassword: 'new-password' }))
          .status,
      ).toBe(204);
      const [{ password }] = await testApp
        .em()
        .execute<{ password: string }[]>(`select password from users where username = 'wairimu'`);
      expect(await verifyPassword(password, 'new-password')).toBe(true);

      expect((await call(root, 'DELETE', `/admin/users/${created.body.id}`)).status).toBe(204);
      expect(await call(root, 'DELETE', `/admin/users/${created.body.id}`)).toEqual({
        status: 404,
        body: { message: 'User not found.' },
      });
    });
  });

  describe('dashboard data', () => {
    it('answers analytics in the dashboard’s shape and lists contact inquiries newest first', async () => {
      await testApp.em().execute(
        `insert into contacts (first_name, last_name, email, subject, message, status, created_at) values
         ('Zawadi', 'Mutua', 'z@example.com', 'General Inquiry', 'Hello', 'new', now() - interval '1 day'),
         ('Yusuf', 'Ali', 'y@example.com', 'Event Booking', 'Hi', 'responded', now())`,
      );
      expect((await call(root, 'GET', '/admin/analytics')).body).toEqual({
        bookings: { total: 0, pending: 0, confirmed: 0 },
        contacts: { total: 2, new: 1, responded: 1 },
        spaces: { total: 0, available: 0, featured: 0 },
        content: { events: 0, blogPosts: 0 },
      });
      const contacts = (await call(root, 'GET', '/admin/contacts')).body as { firstName: string }[];
      expect(contacts.map((contact) => contact.firstName)).toEqual(['Yusuf', 'Zawadi']);
    });
  });

  describe('audit log', () => {
    it('records who changed what, with before and after, for super admins only', async () => {
      const target = await makeAdmin(testApp.em(), { username: 'pendo' });
      await call(root, 'PUT', `/admin/admins/${target.id}`, { firstName: 'Pendo', password: 'changed-secret' });
      const log = await call(root, 'GET', '/admin/audit-log?limit=5');
      expect(log.status).toBe(200);
      expect(log.body.data[0]).toMatchObject({
        adminUsername: ROOT.username,
        action: 'update',
        resource: 'admins',
        resourceId: target.id,
        changes: { firstName: { from: null, to: 'Pendo' }, password: { from: '[hidden]', to: '[changed]' } },
      });
      const actions = (
        await testApp
          .em()
          .execute<{ action: string; resource: string }[]>('select distinct action, resource from audit_log')
      ).map((row) => `${row.resource}.${row.action}`);
      expect(actions).toEqual(
        expect.arrayContaining([
          'admins.create',
          'admins.update',
          'admins.delete',
          'roles.create',
          'roles.update',
          'roles.delete',
          'users.create',
          'users.update',
          'users.delete',
          'users.reset_password',
          'session.login',
        ]),
      );

      const notSuper = await makeAdmin(testApp.em(), { username: 'quincy', role: 'admin' });
      expect(notSuper).toBeDefined();
      expect((await call(await signIn(testApp.api, 'quincy'), 'GET', '/admin/audit-log')).status).toBe(403);
    });
  });

  it('never puts a password hash in any response', () => {
    expect(bodies.length).toBeGreaterThan(30);
    expect(bodies.filter((body) => /argon2|"password"\s*:\s*"\$/.test(body))).toEqual([]);
  });
});
