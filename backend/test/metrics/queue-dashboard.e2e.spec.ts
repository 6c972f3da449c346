import { getQueueToken } from '@nestjs/bullmq';
import { type Queue, Worker } from 'bullmq';
import { AuditLogEntry } from '../../src/modules/identity/entities/audit-log-entry.entity.js';
import { QUEUE_DASHBOARD_CSP } from '../../src/metrics/queue-dashboard.js';
import { QUEUES } from '../../src/queue/queues.js';
import { createTestApp, makeAdmin, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

const BOARD = '/admin/queues/board';

describe('the queue dashboard (bull-board) at /admin/queues', () => {
  let testApp: TestApp;
  let origin: string;
  let superAdmin: Session;
  let admin: Session;
  let queue: Queue;

  beforeAll(async () => {
    testApp = await createTestApp();
    origin = testApp.api.replace(/\/api$/, '');
    await makeAdmin(testApp.em(), { username: 'frontdesk', role: 'admin' });
    [superAdmin, admin] = await Promise.all([
      signIn(testApp.api, ROOT.username, ROOT.password),
      signIn(testApp.api, 'frontdesk'),
    ]);
    queue = testApp.app.get<Queue>(getQueueToken(QUEUES.maintenance), { strict: false });
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await testApp.close();
  });

  it('leads from /admin/queues to the board, not to the back-office page', async () => {
    const response = await fetch(`${origin}/admin/queues`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/api${BOARD}/`);
  });

  it('sends a signed-out browser to the sign-in page and answers other callers 401', async () => {
    const page = await fetch(`${testApp.api}${BOARD}/`, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/admin/login');
    const api = await fetch(`${testApp.api}${BOARD}/api/queues`);
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('refuses an admin who is not a super admin (403)', async () => {
    for (const path of [`${BOARD}/`, `${BOARD}/api/queues`]) {
      const response = await admin.request('GET', path, undefined, { accept: 'text/html' });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
  });

  it('shows the super admin the page, its scripts and every queue', async () => {
    const page = await superAdmin.request('GET', `${BOARD}/`, undefined, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // Its own policy: scripts from its own path only (Chromium renders it so; the web font is left out).
    expect(page.headers.get('content-security-policy')).toBe(QUEUE_DASHBOARD_CSP);
    const html = await page.text();
    const script = /src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const scriptResponse = await fetch(new URL(script!, `${testApp.api}${BOARD}/`), {
      headers: { cookie: superAdmin.cookie },
    });
    expect(scriptResponse.status).toBe(200);

    const api = await superAdmin.request('GET', `${BOARD}/api/queues`);
    expect(api.status).toBe(200);
    const { queues } = (await api.json()) as { queues: { name: string }[] };
    expect(queues.map((listed) => listed.name).sort()).toEqual(Object.values(QUEUES).sort());
  });

  it('retries a failed job and writes who did it to the audit log, naming the queue and the job', async () => {
    const job = await queue.add('purge-expired-records', {}, { removeOnFail: false });
    const worker = new Worker(
      QUEUES.maintenance,
      () => {
        throw new Error('the database was away');
      },
      { connection: { url: testApp.config.redis.url }, prefix: testApp.config.redis.queuePrefix },
    );
    await new Promise<void>((resolve) => worker.on('failed', () => resolve()));
    await worker.close();

    const response = await superAdmin.request('PUT', `${BOARD}/api/queues/${QUEUES.maintenance}/${job.id}/retry`);
    expect(response.status).toBe(204);
    expect(await queue.getJobState(job.id!)).toBe('waiting');
    const entries = await testApp.em().find(AuditLogEntry, { resource: 'queue-jobs' });
    expect(entries).toEqual([
      expect.objectContaining({
        adminUsername: ROOT.username,
        action: 'update',
        resourceId: `${QUEUES.maintenance}/${job.id}`,
        changes: { retry: { from: null, to: 'waiting' } },
      }),
    ]);
  });
});
