import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpApp } from '../../src/bootstrap/http-app.js';
import { type INestApplication } from '@nestjs/common';
import pg from 'pg';
import { verifyPassword } from '../../src/modules/identity/password-hasher.js';
import { freePort, type RunningProcess, startNode, waitForOk } from '../support/processes.js';
import { signIn } from '../support/test-app.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase, uniqueName } from '../support/test-database.js';

/** The problems a refused start printed, one per line under "Invalid configuration:". */
function problemsPrinted(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('  - '))
    .map((line) => line.slice(4));
}

async function query<T>(databaseUrl: string, sql: string, parameters: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, parameters)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Production as an operator would start it: every process refuses to run while anything production needs is
 * missing, and names each missing variable; the bootstrap admin is never revived from the environment; a forgotten
 * password is reset from the server's shell.
 */
describe('production guardrails', () => {
  let database: TestDatabase;
  let dataDir: string;
  let production: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'coworking-production-'));
    production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://coworking.example',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SESSION_SECRET: 'production-guardrails-session-secret-0123456789',
      DATABASE_URL: database.url,
      PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef',
      PAYSTACK_PUBLIC_KEY: 'pk_live_0123456789abcdef',
      // Nothing here may reach the real Paystack.
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: uniqueName('production'),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    };
    const migrate = startNode('launcher/migrate.js', {
      ...production,
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'first-password',
    });
    expect(await migrate.exited()).toBe(0);
    expect(migrate.output()).toContain('demo content unchanged; bootstrap admin created');
  });
  afterAll(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const without = (name: string) => Object.fromEntries(Object.entries(production).filter(([key]) => key !== name));

  describe('start-up', () => {
    // Each variable missing on its own is named alone: src/config/app-config.spec.ts, in-process. Here one start
    // shows that the process prints them all and exits 1 rather than running half-configured.
    it('the API names every missing variable at once', async () => {
      const api = startNode('main.js', { NODE_ENV: 'production', PORT: String(await freePort()) });
      expect(await api.exited()).toBe(1);
      expect(problemsPrinted(api.output()).map((problem) => problem.split(' ')[0])).toEqual([
        'PUBLIC_URL',
        'SMTP_URL',
        'SESSION_SECRET',
        'DATABASE_URL',
        'PAYSTACK_SECRET_KEY',
        'PAYSTACK_PUBLIC_KEY',
      ]);
    });

    it('the API refuses a PUBLIC_URL that is not https', async () => {
      const api = startNode('main.js', { ...production, PUBLIC_URL: 'http://localhost:3000', PORT: '0' });
      expect(await api.exited()).toBe(1);
      expect(problemsPrinted(api.output())).toEqual([
        'PUBLIC_URL must start with https:// in production (admin session cookies are sent over HTTPS only) (got "http://localhost:3000")',
      ]);
    });

    it("the API and the worker refuse the local Paystack sandbox's keys", async () => {
      const sandboxKeys = {
        PAYSTACK_SECRET_KEY: 'sk_test_sandbox_kept-in-data-dir',
        PAYSTACK_PUBLIC_KEY: 'pk_test_local_sandbox',
      };
      for (const script of ['main.js', 'worker.js']) {
        const process = startNode(script, { ...production, ...sandboxKeys, PORT: '0' });
        expect({ script, code: await process.exited() }).toEqual({ script, code: 1 });
        expect(problemsPrinted(process.output())).toEqual([
          "PAYSTACK_SECRET_KEY is the local Paystack sandbox's key, which is for development only: use the secret key from the Paystack dashboard",
          "PAYSTACK_PUBLIC_KEY is the local Paystack sandbox's key, which is for development only: use the public key from the Paystack dashboard",
        ]);
      }
    });

    it('the worker, the migrations and the launcher refuse to start without Paystack keys', async () => {
      const env = without('PAYSTACK_SECRET_KEY');
      delete env.PAYSTACK_PUBLIC_KEY;
      for (const script of ['worker.js', 'launcher/migrate.js', 'launcher/launch.js']) {
        const process = startNode(script, { ...env, PORT: String(await freePort()) });
        expect({ script, code: await process.exited() }).toEqual({ script, code: 1 });
        expect(problemsPrinted(process.output()).map((problem) => problem.split(' ')[0])).toEqual([
          'PAYSTACK_SECRET_KEY',
          'PAYSTACK_PUBLIC_KEY',
        ]);
        // The launcher starts nothing before it refuses: no sandbox on this machine's ports.
        expect(process.output()).not.toContain('Paystack sandbox');
      }
    });

    it('the API and the worker start with everything production needs, without demo content', async () => {
      const port = await freePort();
      let api: RunningProcess | undefined;
      let worker: RunningProcess | undefined;
      try {
        api = startNode('main.js', { ...production, PORT: String(port) });
        worker = startNode('worker.js', production);
        await waitForOk(`http://127.0.0.1:${port}/api/health`, 60_000, api);
        await worker.waitForOutput(/consuming queues/);
        const spaces = await (await fetch(`http://127.0.0.1:${port}/api/spaces`)).json();
        expect(spaces).toEqual([]);
      } finally {
        expect(await api?.stop()).toBe(0);
        expect(await worker?.stop()).toBe(0);
      }
    });
  });

  describe('the bootstrap admin', () => {
    let app: INestApplication | undefined;
    afterEach(async () => {
      await app?.close();
      app = undefined;
    });

    const apiOn = async () => {
      app = await createHttpApp(testConfig(database.url, { SEED_DEMO: 'false' }), { serveFrontends: false });
      await app.listen(0, '127.0.0.1');
      return `${await app.getUrl()}/api`;
    };
    const signInAnswer = async (api: string, username: string, password: string) =>
      (
        await fetch(`${api}/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        })
      ).status;

    it('is not revived by a restart after a super admin disabled it, nor given the new ADMIN_PASSWORD', async () => {
      await query(database.url, `update admins set is_active = false where username = 'owner'`);
      const [before] = await query<{ password: string }>(
        database.url,
        `select password from admins where username = 'owner'`,
      );

      const restart = startNode('launcher/migrate.js', {
        ...production,
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: 'second-password',
      });
      expect(await restart.exited()).toBe(0);
      expect(restart.output()).toContain('bootstrap admin unchanged');

      const [after] = await query<{ password: string; is_active: boolean; role: string }>(
        database.url,
        `select password, is_active, role from admins where username = 'owner'`,
      );
      expect(after).toEqual({ password: before.password, is_active: false, role: 'super_admin' });
      expect(await verifyPassword(after.password, 'first-password')).toBe(true);
      const api = await apiOn();
      expect(await signInAnswer(api, 'owner', 'second-password')).toBe(401);
      expect(await signInAnswer(api, 'owner', 'first-password')).toBe(403);
    });

    it('gets a new password from the shell: piped in or generated and printed, its sessions ended, audited', async () => {
      await query(database.url, `update admins set is_active = true where username = 'owner'`);
      const api = await apiOn();
      const session = await signIn(api, 'owner', 'first-password');
      expect((await session.request('GET', '/admin/admins')).status).toBe(200);

      const piped = startNode('launcher/reset-admin-password.js', production, {
        args: ['owner'],
        input: 'piped-password-1\n',
      });
      expect(await piped.exited()).toBe(0);
      expect(piped.output()).toContain('The password of owner (super_admin) is reset; their sessions have ended.');
      expect(piped.output()).not.toContain('piped-password-1');
      expect((await session.request('GET', '/admin/admins')).status).toBe(401);
      expect(await signInAnswer(api, 'owner', 'first-password')).toBe(401);
      expect(await signInAnswer(api, 'owner', 'piped-password-1')).toBe(200);

      const generated = startNode('launcher/reset-admin-password.js', production, { args: ['owner', '--generate'] });
      expect(await generated.exited()).toBe(0);
      const [, password] = generated.output().match(/New password: (\S+)/) ?? [];
      expect(password).toMatch(/^[\w-]{24}$/);
      expect(await signInAnswer(api, 'owner', 'piped-password-1')).toBe(401);
      expect(await signInAnswer(api, 'owner', password)).toBe(200);

      const audit = await query<{ admin_username: string; action: string; resource_id: string }>(
        database.url,
        `select admin_username, action, resource_id from audit_log where action = 'reset_password' order by created_at`,
      );
      const [{ id }] = await query<{ id: string }>(database.url, `select id from admins where username = 'owner'`);
      expect(audit).toEqual([
        { admin_username: '(server shell)', action: 'reset_password', resource_id: id },
        { admin_username: '(server shell)', action: 'reset_password', resource_id: id },
      ]);
    });

    it('--enable lets the owner of a disabled account back in; an unknown name or a short password changes nothing', async () => {
      await query(database.url, `update admins set is_active = false where username = 'owner'`);
      const disabled = startNode('launcher/reset-admin-password.js', production, {
        args: ['owner'],
        input: 'still-disabled',
      });
      expect(await disabled.exited()).toBe(0);
      expect(disabled.output()).toContain('This account is disabled');
      const api = await apiOn();
      expect(await signInAnswer(api, 'owner', 'still-disabled')).toBe(403);

      const enabled = startNode('launcher/reset-admin-password.js', production, {
        args: ['owner', '--enable'],
        input: 'enabled-again',
      });
      expect(await enabled.exited()).toBe(0);
      expect(await signInAnswer(api, 'owner', 'enabled-again')).toBe(200);

      const unknown = startNode('launcher/reset-admin-password.js', production, {
        args: ['nobody'],
        input: 'whatever1',
      });
      expect(await unknown.exited()).toBe(1);
      expect(unknown.output()).toContain('No administrator is named "nobody".');
      const short = startNode('launcher/reset-admin-password.js', production, { args: ['owner'], input: 'abc' });
      expect(await short.exited()).toBe(1);
      expect(short.output()).toContain('Password must be at least 6 characters');
      const usage = startNode('launcher/reset-admin-password.js', production);
      expect(await usage.exited()).toBe(2);
      expect(usage.output()).toContain('Usage: npm run admin:reset-password -w backend -- <username>');
      expect(await signInAnswer(api, 'owner', 'enabled-again')).toBe(200);
    });
  });
});
