import { buildPermissionMap } from '@coworking/domain';
import { Controller, Get } from '@nestjs/common';
import { request as httpRequest } from 'node:http';
import { Role } from '../../src/modules/identity/entities/role.entity.js';
import { createTestApp, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

/**
 * The privilege edges of the back-office, tried as an admin with less than everything would try them: taking over a
 * stronger account, sending mail from the business's address, and reaching a route that forgot its access rule.
 */

/** Routes an imaginary future release forgot to give an access rule. */
@Controller('admin/forgotten')
class ForgottenAdminController {
  @Get()
  secret() {
    return { secret: 'served' };
  }
}

@Controller()
class ForgottenMixedController {
  @Get('ADMIN/Shouted')
  shouted() {
    return { secret: 'served' };
  }

  @Get('forgotten-public')
  ping() {
    return { ok: true };
  }
}

/** A GET with the path exactly as written (fetch would tidy it). */
function rawGet(api: string, path: string, cookie?: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(api);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'GET', headers: cookie ? { cookie } : {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

interface Body {
  message?: string;
  [field: string]: unknown;
}

describe('privilege edges', () => {
  let testApp: TestApp;
  let root: Session;

  const call = async (session: Session, method: string, path: string, body?: unknown) => {
    const response = await session.request(method, path, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Body };
  };
  const canSignIn = async (username: string, password: string) =>
    (
      await fetch(`${testApp.api}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      })
    ).status === 200;

  beforeAll(async () => {
    testApp = await createTestApp({}, { extraModules: [forgottenRoutesModule()] });
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => testApp.close());

  describe('an admin who may manage administrators', () => {
    let manager: Session;

    beforeAll(async () => {
      // Manages admins and sees bookings, nothing else.
      await makeAdmin(testApp.em(), {
        username: 'manager',
        permissions: buildPermissionMap(
          (resource, action) => resource === 'admins' || (resource === 'bookings' && action === 'view'),
        ),
      });
      manager = await signIn(testApp.api, 'manager');
    });

    it('cannot set the password of an admin-role account with wider rights, nor sign in as it', async () => {
      const boss = await makeAdmin(testApp.em(), { username: 'boss', role: 'admin' });
      const refused = await call(manager, 'PUT', `/admin/admins/${boss.id}`, { password: 'taken-over' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(
        /^You cannot change or delete boss: their role may do more than yours \(view dashboard, view spaces, create spaces, edit spaces and \d+ more\)\. Ask a super admin\.$/,
      );
      expect(await canSignIn('boss', 'taken-over')).toBe(false);
      expect(await canSignIn('boss', 'password1')).toBe(true);
    });

    it('cannot disable, rename or delete such an account either', async () => {
      const owner = await makeAdmin(testApp.em(), { username: 'owner', role: 'admin' });
      for (const [method, body] of [
        ['PUT', { isActive: false }],
        ['PUT', { email: 'attacker@example.com' }],
        ['PUT', { username: 'renamed' }],
        ['DELETE', undefined],
      ] as const) {
        const refused = await call(manager, method, `/admin/admins/${owner.id}`, body);
        expect({ method, body, status: refused.status }).toEqual({ method, body, status: 403 });
      }
      const listed = await call(root, 'GET', '/admin/admins');
      expect(
        (listed.body as unknown as { username: string; email: string; isActive: boolean }[]).find(
          (admin) => admin.username === 'owner',
        ),
      ).toMatchObject({ email: 'owner@example.com', isActive: true });
    });

    it('cannot touch an account whose custom role is switched off but would grant more when switched back on', async () => {
      const dormant = await makeAdmin(testApp.em(), {
        username: 'dormant',
        permissions: buildPermissionMap((resource) => resource === 'payments'),
      });
      await testApp.em().nativeUpdate(Role, { id: dormant.customRole!.id }, { isActive: false });
      const refused = await call(manager, 'PUT', `/admin/admins/${dormant.id}`, { password: 'taken-over' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('(view payments, refund payments and edit payments)');
    });

    it('can set the password of, disable and delete an account with no more rights than its own', async () => {
      const clerk = await makeAdmin(testApp.em(), {
        username: 'clerk',
        permissions: buildPermissionMap((resource, action) => resource === 'bookings' && action === 'view'),
      });
      expect((await call(manager, 'PUT', `/admin/admins/${clerk.id}`, { password: 'fresh-start' })).status).toBe(200);
      expect(await canSignIn('clerk', 'fresh-start')).toBe(true);
      expect((await call(manager, 'PUT', `/admin/admins/${clerk.id}`, { isActive: false })).status).toBe(200);
      expect((await call(manager, 'DELETE', `/admin/admins/${clerk.id}`)).status).toBe(204);
    });

    it('cannot create an account stronger than itself (a front-desk moderator sees more than bookings)', async () => {
      const refused = await call(manager, 'POST', '/admin/admins', {
        username: 'sidekick',
        email: 'sidekick@example.com',
        password: 'sidekick-password',
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/^You cannot create an administrator whose role may do more than yours/);
      expect(await canSignIn('sidekick', 'sidekick-password')).toBe(false);
    });
  });

  describe('e-mail templates and test e-mails', () => {
    let templateId: string;

    beforeAll(async () => {
      const templates = (await call(root, 'GET', '/admin/email-templates')).body as unknown as {
        id: string;
        name: string;
      }[];
      templateId = templates.find((template) => template.name === 'contact-acknowledged')!.id;
    });

    const attempts = () => [
      { method: 'PUT', path: `/admin/email-templates/${templateId}`, body: { subject: 'Claim your prize' } },
      {
        method: 'POST',
        path: '/admin/email-templates',
        body: { name: 'phishing', subject: 'Hi', htmlContent: '<p>Click</p>' },
      },
      { method: 'DELETE', path: `/admin/email-templates/${templateId}`, body: undefined },
      { method: 'POST', path: `/admin/email-templates/${templateId}/test`, body: { address: 'victim@example.com' } },
      {
        method: 'POST',
        path: '/admin/test-email',
        body: { address: 'victim@example.com', subject: 'Claim your prize', body: 'http://prize.example' },
      },
    ];

    it('lets the front desk (moderator) read them but neither change a template nor send a test e-mail', async () => {
      await makeAdmin(testApp.em(), { username: 'frontdesk', role: 'moderator' });
      const frontDesk = await signIn(testApp.api, 'frontdesk');
      expect((await call(frontDesk, 'GET', '/admin/email-templates')).status).toBe(200);
      expect((await call(frontDesk, 'GET', '/admin/email-log')).status).toBe(200);
      for (const attempt of attempts()) {
        const refused = await call(frontDesk, attempt.method, attempt.path, attempt.body);
        expect({ ...attempt, status: refused.status }).toEqual({ ...attempt, status: 403 });
        expect(refused.body.message).toMatch(/^You do not have permission to (edit|send) email templates\.$/);
      }
    });

    it('refuses a custom role that may edit contacts (the old gate) as well', async () => {
      await makeAdmin(testApp.em(), {
        username: 'inbox',
        permissions: buildPermissionMap((resource) => resource === 'contacts'),
      });
      const inbox = await signIn(testApp.api, 'inbox');
      for (const attempt of attempts())
        expect((await call(inbox, attempt.method, attempt.path, attempt.body)).status).toBe(403);
    });

    it('lets an admin change a template and send test e-mails, each in the audit log', async () => {
      const admin = await makeAdmin(testApp.em(), { username: 'mailadmin', role: 'admin' });
      const session = await signIn(testApp.api, 'mailadmin');
      const edited = await call(session, 'PUT', `/admin/email-templates/${templateId}`, {
        subject: 'Thanks for writing: {{subject}}',
      });
      expect(edited.status).toBe(200);
      expect(
        (await call(session, 'POST', `/admin/email-templates/${templateId}/test`, { address: 'me@example.com' }))
          .status,
      ).toBe(202);
      const freeText = await call(session, 'POST', '/admin/test-email', {
        address: 'owner@example.com',
        subject: 'Checking the mail',
        body: 'Does this arrive?',
      });
      expect(freeText.status).toBe(202);

      const audit = (await call(root, 'GET', '/admin/audit-log?limit=50')).body as unknown as {
        data: { adminId: string; action: string; resource: string; resourceId: string | null; changes: unknown }[];
      };
      const mine = audit.data.filter((entry) => entry.adminId === admin.id && entry.resource === 'emailTemplates');
      expect(mine).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: 'update',
            resourceId: templateId,
            changes: expect.objectContaining({
              subject: { from: 'We received your message: {{subject}}', to: 'Thanks for writing: {{subject}}' },
            }),
          }),
          expect.objectContaining({
            action: 'send',
            resourceId: templateId,
            changes: expect.objectContaining({ recipient: { from: null, to: 'me@example.com' } }),
          }),
          expect.objectContaining({
            action: 'send',
            resourceId: null,
            changes: {
              recipient: { from: null, to: 'owner@example.com' },
              subject: { from: null, to: 'Checking the mail' },
              body: { from: null, to: 'Does this arrive?' },
            },
          }),
        ]),
      );
      expect(mine).toHaveLength(3);
    });

    it('audits creating and deleting a template', async () => {
      const created = await call(root, 'POST', '/admin/email-templates', {
        name: 'audited-template',
        subject: 'Hello {{firstName}}',
        htmlContent: '<p>Hello {{firstName}}</p>',
      });
      expect(created.status).toBe(201);
      expect((await call(root, 'DELETE', `/admin/email-templates/${String(created.body.id)}`)).status).toBe(204);
      const audit = (await call(root, 'GET', '/admin/audit-log?limit=50')).body as unknown as {
        data: { action: string; resource: string; resourceId: string | null; adminUsername: string }[];
      };
      expect(
        audit.data
          .filter((entry) => entry.resource === 'emailTemplates' && entry.resourceId === created.body.id)
          .map((entry) => `${entry.adminUsername} ${entry.action}`)
          .sort(),
      ).toEqual(['root create', 'root delete']);
    });
  });

  describe('routes that declare no access rule', () => {
    it('are mounted (a public one outside /api/admin answers)', async () => {
      expect(await rawGet(testApp.api, '/api/forgotten-public')).toEqual({ status: 200, body: '{"ok":true}' });
    });

    it.each([
      '/api/admin/forgotten',
      '/api/admin/forgotten/',
      '/api/admin/forgotten?x=1',
      '/API/ADMIN/FORGOTTEN',
      '/Api/Admin/Forgotten',
      '/api/Admin/forgotten',
      '/api//admin/forgotten',
      '//api/admin/forgotten',
      '/api/admin//forgotten',
      '/api/%61dmin/forgotten',
      '/api/%41DMIN/forgotten',
      '/api/admin/%66orgotten',
      '/api%2Fadmin%2Fforgotten',
      '/api/admin%2fforgotten',
      '/api/./admin/forgotten',
      '/api/x/../admin/forgotten',
      '/api\\admin\\forgotten',
      '/api/admin/forgotten;x',
      '/api/admin/shouted',
      '/api/Admin/Shouted',
      '/API/ADMIN/SHOUTED',
    ])('refuse %s, never serve it', async (path) => {
      for (const cookie of [undefined, root.cookie]) {
        const response = await rawGet(testApp.api, path, cookie);
        expect({ path, status: response.status, refused: [403, 404].includes(response.status) }).toEqual({
          path,
          status: response.status,
          refused: true,
        });
        expect(response.body).not.toContain('served');
      }
    });

    it('say why: no access rule on the canonical spelling, the right spelling on any other case', async () => {
      const noRule = { message: 'This administration route has no access rule.' };
      const spelling = { message: 'Not found. The back-office API is at /api/admin, in lower case.' };
      for (const [path, status, body] of [
        ['/api/admin/forgotten', 403, noRule],
        ['/api/admin/shouted', 403, noRule],
        ['/API/Admin/Forgotten', 404, spelling],
        ['/api/ADMIN/shouted', 404, spelling],
      ] as const) {
        const response = await rawGet(testApp.api, path, root.cookie);
        expect({ path, response }).toEqual({ path, response: { status, body: JSON.stringify(body) } });
      }
    });

    it('keep the declared admin routes behind sign-in however they are spelled', async () => {
      for (const path of ['/API/ADMIN/ADMINS', '/api/Admin/Admins', '/api/admin/admins/', '/api/%61dmin/admins']) {
        const response = await rawGet(testApp.api, path);
        expect({ path, status: response.status, refused: [401, 404].includes(response.status) }).toEqual({
          path,
          status: response.status,
          refused: true,
        });
      }
    });
  });
});

function forgottenRoutesModule() {
  return { module: class ForgottenRoutesModule {}, controllers: [ForgottenAdminController, ForgottenMixedController] };
}
