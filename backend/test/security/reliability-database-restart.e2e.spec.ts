import { type ApiProcess, startApiProcess } from '../support/api-process.js';
import { ROOT, type Session, signIn } from '../support/test-app.js';
import { terminateConnections } from '../support/test-database.js';

/** What one request got: its status and, when it was not 200, its body and Retry-After; or no answer at all. */
type Outcome = { status: number; body?: unknown; retryAfter?: string | null } | 'no answer';

/**
 * Signed-in traffic until `stop()`: each client sends its next request as soon as the last one is answered. Every
 * request goes through the session store (reads the session row, rolls its expiry) and the ORM (the admin and its
 * permissions are read afresh on each request).
 */
function signedInTraffic(session: Session, clients: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  const requests = [
    () => session.request('POST', '/admin/refresh'),
    () => session.request('GET', '/admin/email-log?limit=5'),
    () => session.request('GET', '/admin/admins'),
  ];
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let index = client; running; index++) {
      try {
        const response = await requests[index % requests.length]();
        if (response.status === 200) {
          await response.arrayBuffer();
          outcomes.push({ status: 200 });
        } else {
          const body: unknown = await response.json();
          outcomes.push({ status: response.status, body, retryAfter: response.headers.get('retry-after') });
        }
      } catch {
        outcomes.push('no answer');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  const answered = () => outcomes.filter((outcome) => outcome !== 'no answer' && outcome.status === 200).length;
  return {
    outcomes,
    /**
     * Resolves once `count` more requests have been answered 200: the traffic is flowing again, however slow the
     * machine. Throws if it has not recovered within 30 s.
     */
    async answeredAgain(count: number) {
      const target = answered() + count;
      const deadline = Date.now() + 30_000;
      while (answered() < target) {
        if (Date.now() > deadline) throw new Error(`only ${answered()} of ${target} requests answered 200 in 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('PostgreSQL connections killed under signed-in traffic (a database restart or failover)', () => {
  let api: ApiProcess;

  beforeAll(async () => {
    api = await startApiProcess();
  });
  afterAll(() => api?.close());

  it('never crashes the API or ends the session: a request caught by the kill gets 503, every later one succeeds', async () => {
    const root = await signIn(api.api, ROOT.username, ROOT.password);
    const traffic = signedInTraffic(root, 6);
    try {
      for (let kill = 0; kill < 3; kill++) {
        // Let both pools (session store and ORM) fill up again before each kill, and the traffic flow again (a
        // fixed time alone gave a busy machine too few answers to count).
        await new Promise((resolve) => setTimeout(resolve, 700));
        await traffic.answeredAgain(7);
        expect(await terminateConnections(api.db.database.name)).toBeGreaterThan(0);
      }
      await new Promise((resolve) => setTimeout(resolve, 700));
      await traffic.answeredAgain(7);
    } finally {
      await traffic.stop();
    }

    expect(api.alive()).toBe(true);
    // Decided: a request whose connection died under it answers 503 with a message and Retry-After, never 500, and
    // never 401 (the session survives); there is no request without an answer.
    const failed = traffic.outcomes.filter((outcome) => outcome === 'no answer' || outcome.status !== 200);
    for (const outcome of failed) {
      expect(outcome).toEqual({
        status: 503,
        body: { message: 'The service is briefly unavailable. Please try again in a moment.' },
        retryAfter: '5',
      });
    }
    expect(traffic.outcomes.length - failed.length).toBeGreaterThan(20);

    // Afterwards the same session keeps working, reads and writes, without restarting anything.
    const after = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        index % 2 === 0 ? root.request('POST', '/admin/refresh') : root.request('GET', '/admin/admins'),
      ),
    );
    expect(after.map((response) => response.status)).toEqual(Array(30).fill(200));
    const again = await signIn(api.api, ROOT.username, ROOT.password);
    expect((await again.request('POST', '/admin/logout')).status).toBe(200);
    expect((await fetch(`${api.api}/health`)).status).toBe(200);
    expect(api.alive()).toBe(true);
  });
});
