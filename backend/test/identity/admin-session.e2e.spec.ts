import {
  createTestApp,
  makeAdmin,
  ROOT,
  sessionCookieOf,
  sessionFromCookie,
  signIn,
  type TestApp,
} from '../support/test-app.js';

const json = { 'content-type': 'application/json' };

describe('admin sign-in, sessions and sign-out', () => {
  let testApp: TestApp;
  const login = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${testApp.api}/admin/login`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('signs in with the session object, a success message and a locked-down cookie', async () => {
    await makeAdmin(testApp.em(), { username: 'amani', role: 'moderator' });
    const response = await login({ username: 'amani', password: 'password1' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { admin: { permissions: Record<string, unknown> } };
    expect(body).toMatchObject({
      success: true,
      message: 'Logged in successfully as amani',
      admin: { username: 'amani', role: 'moderator', displayName: 'amani' },
    });
    expect(body.admin.permissions.bookings).toEqual({ view: true, create: true, edit: true, delete: false });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);

    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/admin/);
    expect(cookie).not.toMatch(/Secure/i); // http://localhost: Secure only when PUBLIC_URL is https

    const [{ last_login }] = await testApp
      .em()
      .execute<{ last_login: Date | null }[]>(`select last_login from admins where username = 'amani'`);
    expect(Date.now() - new Date(last_login!).getTime()).toBeLessThan(60_000);
  });

  it('says what is wrong with a failed sign-in without telling which half was wrong', async () => {
    await makeAdmin(testApp.em(), { username: 'baraka' });
    const wrongPassword = await login({ username: 'baraka', password: 'nope-nope' });
    const unknownUser = await login({ username: 'nobody-here', password: 'nope-nope' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(await wrongPassword.json()).toEqual({ message: 'Invalid username or password.' });
    expect(await unknownUser.json()).toEqual({ message: 'Invalid username or password.' });

    const missing = await login({ username: ' ' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: 'Please enter both username and password',
      errors: { username: 'Username is required', password: 'Password is required' },
    });
  });

  it('refuses a disabled account', async () => {
    await makeAdmin(testApp.em(), { username: 'chebet', isActive: false });
    const response = await login({ username: 'chebet', password: 'password1' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'This account is disabled. Contact the administrator.' });
  });

  it('throttles guessing: the sixth try for one username from one address is refused, even with the right password', async () => {
    await makeAdmin(testApp.em(), { username: 'dalmas' });
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await login({ username: 'dalmas', password: `guess-${attempt}` })).status).toBe(401);
    const blocked = await login({ username: 'dalmas', password: 'password1' });
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { message: string }).message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    // Other admins from the same address are not locked out by it.
    await makeAdmin(testApp.em(), { username: 'esther' });
    expect((await login({ username: 'esther', password: 'password1' })).status).toBe(200);
  });

  it('gives a new session id at sign-in, so an id known before is worthless after', async () => {
    await makeAdmin(testApp.em(), { username: 'faith' });
    const first = await signIn(testApp.api, 'faith');
    const again = await login({ username: 'faith', password: 'password1' }, { cookie: first.cookie });
    const second = sessionCookieOf(again);
    expect(second).not.toBe(first.cookie);
    expect((await first.request('POST', '/admin/refresh')).status).toBe(401);
    expect((await sessionFromCookie(testApp.api, second).request('POST', '/admin/refresh')).status).toBe(200);
  });

  it('refreshes the session object with current permissions, and forgets it after logout', async () => {
    await makeAdmin(testApp.em(), { username: 'gitau', role: 'admin' });
    const session = await signIn(testApp.api, 'gitau');
    const refreshed = await session.request('POST', '/admin/refresh');
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toMatchObject({
      success: true,
      admin: { username: 'gitau', role: 'admin', permissions: { admins: { view: true, create: false } } },
    });

    const logout = await session.request('POST', '/admin/logout');
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ success: true, message: 'You have been successfully logged out' });
    const after = await session.request('POST', '/admin/refresh');
    expect(after.status).toBe(401);
    expect((await fetch(`${testApp.api}/admin/logout`, { method: 'POST' })).status).toBe(200);
  });

  it('ends a session 12 hours after sign-in however active it was, and after 2 idle hours', async () => {
    await makeAdmin(testApp.em(), { username: 'halima' });
    const old = await signIn(testApp.api, 'halima');
    const idle = await signIn(testApp.api, 'halima');
    // sid=s%3A<id>.<signature>
    const sid = (cookie: string) => decodeURIComponent(cookie.slice('sid='.length)).slice('s:'.length).split('.')[0];
    const thirteenHoursAgo = Date.now() - 13 * 3600 * 1000;
    await testApp
      .em()
      .execute(
        `update admin_sessions set sess = jsonb_set(sess, '{passport,user,signedInAt}', to_jsonb(?::bigint)) where sid = ?`,
        [thirteenHoursAgo, sid(old.cookie)],
      );
    await testApp
      .em()
      .execute(`update admin_sessions set expire = now() - interval '1 minute' where sid = ?`, [sid(idle.cookie)]);

    const expired = await old.request('POST', '/admin/refresh');
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: 'Your session has expired. Please log in again.' });
    expect((await idle.request('POST', '/admin/refresh')).status).toBe(401);
  });

  it('ends the sessions of an admin who is disabled or deleted', async () => {
    const target = await makeAdmin(testApp.em(), { username: 'imani' });
    const session = await signIn(testApp.api, 'imani');
    const root = await signIn(testApp.api, ROOT.username, ROOT.password);
    expect((await root.request('PUT', `/admin/admins/${target.id}`, { isActive: false })).status).toBe(200);
    expect((await session.request('POST', '/admin/refresh')).status).toBe(401);
  });

  it('refuses state-changing admin requests from another site', async () => {
    const root = await signIn(testApp.api, ROOT.username, ROOT.password);
    const crossSite = await root.request(
      'POST',
      '/admin/roles',
      { name: 'Evil', permissions: {} },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ message: 'Cross-site requests to the back-office are refused.' });
    const fetchMetadata = await root.request('DELETE', `/admin/users/${crypto.randomUUID()}`, undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchMetadata.status).toBe(403);
    const sameSite = await root.request(
      'POST',
      '/admin/roles',
      { name: 'Friendly', permissions: {} },
      { origin: new URL(testApp.api).origin },
    );
    expect(sameSite.status).toBe(201);
  });

  it('records sign-ins, failures and sign-outs in the audit log', async () => {
    const rows = await testApp
      .em()
      .execute<{ action: string; admin_username: string }[]>(
        `select action, admin_username from audit_log where resource = 'session' and admin_username in ('baraka', 'gitau') order by created_at`,
      );
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'login_failed', admin_username: 'baraka' },
        { action: 'login', admin_username: 'gitau' },
        { action: 'logout', admin_username: 'gitau' },
      ]),
    );
  });
});
