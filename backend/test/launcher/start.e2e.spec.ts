import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { launchChromium } from '../support/chromium.js';
import { freePort, type RunningProcess, startNode, waitForOk } from '../support/processes.js';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase, uniqueName } from '../support/test-database.js';

const COUNTED = [
  'spaces',
  'space_instances',
  'membership_plans',
  'comparison_feature_plans',
  'events',
  'blog_posts',
  'roles',
  'admins',
];

async function countRows(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of COUNTED)
      counts[table] = Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
    return counts;
  } finally {
    await client.end();
  }
}

/** The built scripts (`main.js`, `worker.js`) the process `parent` runs as its children, read from /proc. */
function childScripts(parent: number): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== parent) return [];
        const script = /dist\/([\w-]+\.js)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1];
        return script ? [script] : [];
      } catch {
        return []; // gone meanwhile
      }
    });
}

/** `npm start` is `node backend/dist/launcher/launch.js` after the builds. */
/**
 * Every product this file started. One a test left running (it timed out while the product was starting) is stopped
 * when the file ends: left alone, a whole product keeps a busy machine busier for every suite after it.
 */
const startedProducts = new Set<RunningProcess>();
/** How long a start may take before the test fails. */
const START_TIMEOUT_MS = 150_000;
const stopStartedProducts = () => Promise.all([...startedProducts].map((product) => product.stop('SIGKILL')));
afterAll(stopStartedProducts);

async function startProduct(env: Record<string, string>): Promise<{ product: RunningProcess; base: string }> {
  const port = await freePort();
  const product = startNode('launcher/launch.js', { PORT: String(port), LOG_LEVEL: 'warn', ...env });
  startedProducts.add(product);
  // A first start with embedded PostgreSQL (PGlite, WebAssembly) makes its database, applies every migration and
  // seeds: half a minute on a quiet machine, three times that while the other suites keep both cores busy.
  await product.waitForOutput(/\[launcher\] Serving/, START_TIMEOUT_MS);
  return { product, base: `http://localhost:${port}` };
}

async function expectWholeProductServed(base: string): Promise<void> {
  const health = await waitForOk(`${base}/api/health`);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });

  const docs = await fetch(`${base}/api/docs`);
  expect(docs.status).toBe(200);
  expect(await docs.text()).toContain('swagger');
  const openApi = (await (await fetch(`${base}/api/docs-json`)).json()) as { paths: Record<string, unknown> };
  expect(openApi.paths['/api/health']).toBeDefined();

  const storefront = await fetch(`${base}/`);
  expect(storefront.status).toBe(200);
  expect(await storefront.text()).toContain('<div id="root">');
  const admin = await fetch(`${base}/admin/login`);
  expect(admin.status).toBe(200);
  expect(await admin.text()).toContain('Admin Portal');

  expect(await (await fetch(`${base}/api/health/worker`)).json()).toMatchObject({ worker: 'up' });
}

/** The operator's first visit: the setup page, the first super admin's account, then the back-office, signed in. */
async function followSetupLink(setupLink: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(setupLink);
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password', { exact: true }).fill('mango matatu jacaranda');
    await page.getByRole('button', { name: 'Create super admin' }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    // Signed in: the session the page holds is the new super admin's.
    const session = await page.evaluate(async () => (await fetch('/api/admin/refresh', { method: 'POST' })).json());
    expect(session).toMatchObject({ admin: { username: 'owner', email: 'owner@example.com', role: 'super_admin' } });

    // The same link once more: the installation is set up, so it makes nobody.
    const again = await browser.newPage();
    await again.goto(setupLink);
    await again.getByLabel('Username').fill('intruder');
    await again.getByLabel('Email').fill('intruder@example.com');
    await again.getByLabel('Password', { exact: true }).fill('another long passphrase');
    await again.getByRole('button', { name: 'Create super admin' }).click();
    await again.getByRole('alert').getByText('already set up').waitFor();
  } finally {
    await browser.close();
  }
}

describe('npm start with no environment at all (embedded PostgreSQL, local Redis)', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'coworking-start-'));
  });
  afterAll(async () => {
    await stopStartedProducts();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'serves the product on one origin, stops cleanly, and keeps its data for the next start',
    async () => {
      // Only a data folder and a queue prefix of its own, so the test neither touches .data/ nor shares jobs.
      const env = { DATA_DIR: dataDir, QUEUE_PREFIX: uniqueName('start') };
      const first = await startProduct(env);
      const [, embeddedUrl] = await first.product.waitForOutput(/embedded PostgreSQL \(PGlite\) at (\S+),/);
      expect(first.product.output()).toMatch(/applied \d+ migration\(s\); demo content seeded/);
      expect(first.product.output()).toContain('payments go to the local Paystack sandbox');
      expect(await (await fetch(`${first.base}/api/payments/config`)).json()).toMatchObject({
        publicKey: 'pk_test_local_sandbox',
      });
      await expectWholeProductServed(first.base);
      // The sandbox's webhook secret is this installation's own, not one anyone can read in the code.
      const forged = JSON.stringify({ event: 'charge.success', data: { reference: 'SCH-FORGED', status: 'success' } });
      const forgedAnswer = await fetch(`${first.base}/api/payments/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': createHmac('sha512', 'sk_test_local_sandbox').update(forged).digest('hex'),
        },
        body: forged,
      });
      expect(forgedAnswer.status).toBe(401);
      expect((await stat(join(dataDir, 'paystack-sandbox-secret-key'))).mode & 0o777).toBe(0o600);
      // No super admin yet: the last lines give the one-time setup link. Opened in a browser, as the operator would,
      // it makes the first super admin and signs them in to the back-office.
      const [, setupLink] = await first.product.waitForOutput(
        /No super admin exists yet: open (\S+\/admin\/setup#\S+) /,
      );
      expect(new URL(setupLink).origin).toBe(first.base);
      await followSetupLink(setupLink);
      const counts = await countRows(embeddedUrl);
      expect(counts.admins).toBe(1);
      expect(counts.spaces).toBeGreaterThan(0);

      expect(await first.product.stop('SIGTERM')).toBe(0);

      const second = await startProduct(env);
      expect(second.product.output()).toMatch(/schema up to date; demo content unchanged/);
      expect(second.product.output()).not.toContain('/admin/setup#');
      const [, embeddedAgain] = await second.product.waitForOutput(/embedded PostgreSQL \(PGlite\) at (\S+),/);
      await waitForOk(`${second.base}/api/health`);
      expect(await countRows(embeddedAgain)).toEqual(counts);
      expect(await second.product.stop('SIGTERM')).toBe(0);
      // Two whole starts of the product on the embedded (WebAssembly) PostgreSQL, every migration applied in the first.
    },
    2 * START_TIMEOUT_MS + 30_000,
  );
});

describe('npm start with DATABASE_URL and REDIS_URL pointing at the real servers', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await stopStartedProducts();
    await database.drop();
  });

  it(
    'migrates, seeds and creates the super admin once; a restart keeps all data and duplicates nothing',
    async () => {
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_PREFIX: uniqueName('start'),
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: 'karibu-syokimau',
        DATA_DIR: join(tmpdir(), uniqueName('coworking-data')),
      };
      const first = await startProduct(env);
      await expectWholeProductServed(first.base);
      const counts = await countRows(database.url);
      expect(counts).toMatchObject({ roles: 3, admins: 1 });
      expect(counts.spaces).toBeGreaterThan(0);

      // A booking made while running must survive the restart.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(
        `insert into space_bookings (type, date, time, first_name, email) values ('tour', '2026-12-05', '10:00', 'Njeri', 'njeri@example.com')`,
      );
      await client.end();

      expect(await first.product.stop('SIGTERM')).toBe(0);

      const second = await startProduct(env);
      await waitForOk(`${second.base}/api/health`);
      expect(await countRows(database.url)).toEqual(counts);
      const check = new pg.Client({ connectionString: database.url });
      await check.connect();
      expect(
        (await check.query(`select first_name from space_bookings where email = 'njeri@example.com'`)).rows,
      ).toEqual([{ first_name: 'Njeri' }]);
      await check.end();
      expect(await second.product.stop('SIGTERM')).toBe(0);
      // Two whole starts of the product, the first migrating and seeding, as in the embedded-database test above.
    },
    2 * START_TIMEOUT_MS + 30_000,
  );
});

describe('when the launcher itself is killed', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await stopStartedProducts();
    await database.drop();
  });

  it('runs API_PROCESSES API processes on one port, and takes them and the worker down with it instead of leaving orphans', async () => {
    const { product, base } = await startProduct({
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: uniqueName('orphan'),
      SEED_DEMO: 'false',
      DATA_DIR: join(tmpdir(), uniqueName('coworking-orphan')),
      API_PROCESSES: '2',
    });
    // Both bound the port (a second process without SO_REUSEPORT would have failed to start and stopped the product),
    // and new connections are answered, by whichever of them the kernel picks.
    expect(childScripts(product.child.pid!).sort()).toEqual(['main.js', 'main.js', 'worker.js']);
    for (let request = 0; request < 20; request++)
      expect((await fetch(`${base}/api/health`, { headers: { connection: 'close' } })).status).toBe(200);
    await product.stop('SIGKILL');
    const deadline = Date.now() + 20_000;
    let answering = true;
    while (answering && Date.now() < deadline) {
      answering = await fetch(`${base}/api/health`).then(
        () => true,
        () => false,
      );
      if (answering) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(answering).toBe(false);
  });
});

describe('start-up refuses a bad configuration', () => {
  it('stops the API with a message naming the variable', async () => {
    const api = startNode('main.js', { PORT: 'eighty', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
    expect(await api.exited()).toBe(1);
    expect(api.output()).toContain('PORT must be a port number (got "eighty")');
  });

  it('stops the launcher with a message naming the variable', async () => {
    const launcher = startNode('launcher/launch.js', {
      SEED_DEMO: 'perhaps',
      DATA_DIR: join(tmpdir(), uniqueName('coworking-bad')),
    });
    expect(await launcher.exited()).toBe(1);
    expect(launcher.output()).toContain('SEED_DEMO must be true or false (got "perhaps")');
  });
});
