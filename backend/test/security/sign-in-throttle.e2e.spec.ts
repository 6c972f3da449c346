import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { createTestApp, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

/**
 * Password guessing against the back-office sign-in, as a stranger would try it: a parallel burst, a rotating
 * X-Forwarded-For header, and a slow guess at one account spread over many addresses.
 */

const login = (testApp: TestApp, username: string, password: string, forwardedFor?: string) =>
  fetch(`${testApp.api}/admin/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ username, password }),
  });

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

/** How many failed sign-ins for `username` reached the password check (each is one audit entry). */
async function passwordChecks(root: Session, username: string): Promise<number> {
  const page = (await (await root.request('GET', '/admin/audit-log?limit=200')).json()) as {
    data: { action: string; adminUsername: string | null }[];
  };
  return page.data.filter((entry) => entry.action === 'login_failed' && entry.adminUsername === username).length;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('sign-in throttling from one address', () => {
  let testApp: TestApp;
  let root: Session;

  beforeAll(async () => {
    // The test's peer is 127.0.0.1; trusting only some other proxy makes X-Forwarded-For a stranger's say-so.
    testApp = await createTestApp({ TRUST_PROXY: '10.255.255.1' });
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => testApp.close());

  it('lets a 40-way parallel burst of wrong passwords reach the password check at most 5 times', async () => {
    await makeAdmin(testApp.em(), { username: 'burst-target' });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => login(testApp, 'burst-target', `guess-${index}`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(tally(statuses)).toEqual({ 401: 5, 429: 35 });
    expect(await passwordChecks(root, 'burst-target')).toBe(5);

    const refused = responses.find((response) => response.status === 429)!;
    expect(await messageOf(refused)).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // The right password is refused too until the wait is over: the burst bought nothing.
    expect((await login(testApp, 'burst-target', 'password1')).status).toBe(429);
  });

  it('does not reset the count when an untrusted peer rotates X-Forwarded-For', async () => {
    await makeAdmin(testApp.em(), { username: 'rotated' });
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await login(testApp, 'rotated', `guess-${attempt}`, `198.51.100.${attempt}`)).status).toBe(401);
    expect((await login(testApp, 'rotated', 'password1', '198.51.100.99')).status).toBe(429);
  });

  it('refuses the address after 30 failures over any usernames, whatever it claims to forward for', async () => {
    // 10 of the 30 went to burst-target and rotated above; the same peer spends the other 20 on other names.
    const results: number[] = [];
    for (let attempt = 1; attempt <= 20; attempt++)
      results.push((await login(testApp, `nobody-${attempt}`, 'guess', `192.0.2.${attempt}`)).status);
    expect(tally(results)).toEqual({ 401: 20 });
    const refused = await login(testApp, 'nobody-new', 'guess', '192.0.2.200');
    expect(refused.status).toBe(429);
    // Even an admin who knows their password waits: the address, not the name, is what guessed.
    await makeAdmin(testApp.em(), { username: 'innocent' });
    expect((await login(testApp, 'innocent', 'password1', '192.0.2.201')).status).toBe(429);
  });
});

describe('sign-in throttling per username across addresses (behind a trusted proxy)', () => {
  let testApp: TestApp;
  let root: Session;

  beforeAll(async () => {
    testApp = await createTestApp({ TRUST_PROXY: 'loopback' });
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => testApp.close());

  const pausedMail = (recipient: string) =>
    testApp.em().find(MailOutbox, { templateName: 'admin-sign-in-paused', recipient });

  it('counts each forwarded address on its own when the proxy is trusted', async () => {
    await makeAdmin(testApp.em(), { username: 'travelling' });
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await login(testApp, 'travelling', `guess-${attempt}`, '203.0.113.200')).status).toBe(401);
    expect((await login(testApp, 'travelling', 'password1', '203.0.113.200')).status).toBe(429);
    expect((await login(testApp, 'travelling', 'password1', '203.0.113.201')).status).toBe(200);
  });

  it('pauses a username guessed at from 20 addresses, everywhere, and e-mails its admin once', async () => {
    const target = await makeAdmin(testApp.em(), { username: 'wairimu' });
    for (let attempt = 1; attempt <= 20; attempt++)
      expect((await login(testApp, 'wairimu', `guess-${attempt}`, `203.0.113.${attempt}`)).status).toBe(401);

    const refused = await login(testApp, 'wairimu', 'password1', '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toBe(
      'Too many failed sign-in attempts for this account. Sign-in to it is paused for 30 minutes; please try again then.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(29 * 60);
    // More guesses from yet more addresses change nothing, and bring no second e-mail.
    for (let attempt = 60; attempt < 65; attempt++)
      expect((await login(testApp, 'wairimu', `guess-${attempt}`, `203.0.113.${attempt}`)).status).toBe(429);

    const mail = await pausedMail(target.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.variables).toMatchObject({
      username: 'wairimu',
      failures: 20,
      pausedMinutes: 30,
      lastAddress: '203.0.113.20',
    });
    const log = (await (await root.request('GET', '/admin/email-log')).json()) as {
      recipient: string;
      template: string;
    }[];
    expect(log.filter((entry) => entry.template === 'admin-sign-in-paused')).toEqual([
      expect.objectContaining({ recipient: target.email }),
    ]);
    const audit = (await (await root.request('GET', '/admin/audit-log?limit=200')).json()) as {
      data: { action: string; adminUsername: string | null; resourceId: string | null }[];
    };
    expect(audit.data.filter((entry) => entry.action === 'login_locked')).toEqual([
      expect.objectContaining({ adminUsername: 'wairimu', resourceId: target.id }),
    ]);

    // Other admins sign in as usual.
    await makeAdmin(testApp.em(), { username: 'njeri' });
    expect((await login(testApp, 'njeri', 'password1', '203.0.113.50')).status).toBe(200);
  });

  it('gives a successful sign-in its attempt back, without wiping out the failures of others', async () => {
    await makeAdmin(testApp.em(), { username: 'kamau' });
    for (let attempt = 1; attempt <= 19; attempt++)
      expect((await login(testApp, 'kamau', `guess-${attempt}`, `198.18.0.${attempt}`)).status).toBe(401);
    // Three good sign-ins use none of the one failure left…
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await login(testApp, 'kamau', 'password1', '198.18.1.1')).status).toBe(200);
    // …which the next wrong password then spends, and the account is paused.
    expect((await login(testApp, 'kamau', 'guess-20', '198.18.0.20')).status).toBe(401);
    expect((await login(testApp, 'kamau', 'password1', '198.18.1.1')).status).toBe(429);
  });

  it('pauses a username nobody holds the same way, and e-mails nobody', async () => {
    const before = await testApp.em().count(MailOutbox, { templateName: 'admin-sign-in-paused' });
    for (let attempt = 1; attempt <= 20; attempt++)
      expect((await login(testApp, 'ghost', `guess-${attempt}`, `198.18.2.${attempt}`)).status).toBe(401);
    const refused = await login(testApp, 'ghost', 'guess', '198.18.2.99');
    expect(refused.status).toBe(429);
    expect(await testApp.em().count(MailOutbox, { templateName: 'admin-sign-in-paused' })).toBe(before);
  });
});

describe('TRUST_PROXY as a hop count (one proxy in front)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => testApp.close());

  it('believes the nearest proxy’s X-Forwarded-For, as Express read a hop count', async () => {
    await makeAdmin(testApp.em(), { username: 'hopping' });
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await login(testApp, 'hopping', `guess-${attempt}`, '203.0.113.210')).status).toBe(401);
    expect((await login(testApp, 'hopping', 'password1', '203.0.113.210')).status).toBe(429);
    expect((await login(testApp, 'hopping', 'password1', '203.0.113.211')).status).toBe(200);
  });
});
