import { IDENTITY_MESSAGES } from '../../src/modules/identity/identity.messages.js';
import { FirstStartSetup } from '../../src/modules/identity/setup/first-start-setup.service.js';
import { createTestApp, ROOT, sessionCookieOf, sessionFromCookie, signIn, type TestApp } from '../support/test-app.js';

const NEW_ADMIN = { username: 'wanjiru', email: 'Wanjiru@Example.co.ke', password: 'mango matatu jacaranda' };

/** The token of a setup link (what follows the #). */
const tokenOf = (link: string) => new URL(link).hash.slice(1);

function postSetup(testApp: TestApp, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${testApp.api}/admin/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('first start: the setup link makes the first super admin', () => {
  let testApp: TestApp;
  let link: string;

  beforeAll(async () => {
    // No ADMIN_USERNAME/ADMIN_PASSWORD: a new installation nobody has configured (blank variables count as unset).
    testApp = await createTestApp({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '', PUBLIC_URL: 'http://coworking.example' });
    link = (await testApp.app.get(FirstStartSetup).issueLink(testApp.config.http.publicUrl))!;
  });
  afterAll(() => testApp.close());

  it('prints a link to the setup page of the admin shell with a random token; only its hash is stored', async () => {
    expect(link).toMatch(/^http:\/\/coworking\.example\/admin\/setup#[A-Za-z0-9_-]{43}$/);
    const stored = JSON.stringify(await testApp.em().execute(`select value from app_settings`));
    expect(stored).not.toContain(tokenOf(link));
  });

  it('answers 404 with a message to a token no link carried, and makes nobody', async () => {
    const response = await postSetup(testApp, { ...NEW_ADMIN, token: 'not-the-token-that-was-printed' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: IDENTITY_MESSAGES.setupLinkInvalid });
    expect(await testApp.em().execute(`select username from admins`)).toEqual([]);
  });

  it('refuses a password shorter than 12 characters or on the list of common passwords, saying why', async () => {
    const short = await postSetup(testApp, { ...NEW_ADMIN, password: 'Kx9#tembo', token: tokenOf(link) });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      message: 'Password must be at least 12 characters',
      errors: { password: 'Password must be at least 12 characters' },
    });
    for (const common of ['qwertyuiop12', 'LeaveMeAlone', 'Sunshine2026!']) {
      const refused = await postSetup(testApp, { ...NEW_ADMIN, password: common, token: tokenOf(link) });
      expect({ common, status: refused.status }).toEqual({ common, status: 400 });
      expect(await refused.json()).toMatchObject({ errors: { password: IDENTITY_MESSAGES.commonPassword } });
    }
    expect(await testApp.em().execute(`select username from admins`)).toEqual([]);
  });

  it('works once: 201 signs the new super admin in, audited; the same link then answers 404', async () => {
    const response = await postSetup(testApp, { ...NEW_ADMIN, token: tokenOf(link) });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      success: true,
      admin: { username: 'wanjiru', email: 'wanjiru@example.co.ke', role: 'super_admin', displayName: 'wanjiru' },
    });
    // The cookie a sign-in sets: the shell's session check answers with the new admin.
    const session = sessionFromCookie(testApp.api, sessionCookieOf(response));
    const refresh = await session.request('POST', '/admin/refresh');
    expect(refresh.status).toBe(200);
    expect(await refresh.json()).toMatchObject({ admin: { username: 'wanjiru', role: 'super_admin' } });
    // The password chosen is the one to sign in with from now on.
    await signIn(testApp.api, NEW_ADMIN.username, NEW_ADMIN.password);

    const audit = await testApp
      .em()
      .execute<{ action: string; resource: string; admin_username: string; changes: Record<string, unknown> | null }[]>(
        `select action, resource, admin_username, changes from audit_log order by created_at, action`,
      );
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'create',
          resource: 'admins',
          admin_username: 'wanjiru',
          changes: expect.objectContaining({
            role: { from: null, to: 'super_admin' },
            password: { from: null, to: '[changed]' },
          }),
        }),
        expect.objectContaining({ action: 'login', resource: 'session', admin_username: 'wanjiru' }),
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain(NEW_ADMIN.password);

    const again = await postSetup(testApp, { ...NEW_ADMIN, username: 'someone-else', token: tokenOf(link) });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: IDENTITY_MESSAGES.setupFinished });
    // No new link is handed out, and none is kept.
    expect(await testApp.app.get(FirstStartSetup).issueLink(testApp.config.http.publicUrl)).toBeNull();
    expect(await testApp.em().execute(`select key from app_settings where key like 'first_start%'`)).toEqual([]);
  });
});

describe('first start on an installation with a super admin (ADMIN_USERNAME/ADMIN_PASSWORD)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('hands out no link, and answers 404 to any setup', async () => {
    await signIn(testApp.api, ROOT.username, ROOT.password);
    expect(await testApp.app.get(FirstStartSetup).issueLink(testApp.config.http.publicUrl)).toBeNull();
    const response = await postSetup(testApp, { ...NEW_ADMIN, token: 'a'.repeat(43) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: IDENTITY_MESSAGES.setupFinished });
  });
});
