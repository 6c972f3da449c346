import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../backend/dist/launcher/free-port.js';
import { compareUnderLoad, type LoadResult } from '../lib/load.ts';
import { settleMachine } from '../lib/machine.ts';
import { FORWARDED_HTTPS, type RunningProduct } from '../lib/product.ts';
import { signIn } from './admin-bookings-list.ts';
import { ms, perSecond, type Section, table } from '../lib/report-model.ts';

const RAW_SERVER = fileURLToPath(new URL('../lib/raw-json-server.ts', import.meta.url));
const LOAD = { connections: 50, rounds: 3, roundSeconds: 4, warmUpSeconds: 3 };
const LIST_TARGET_RATIO = 0.6;
/** How idle the machine must be (over two seconds) before each endpoint's comparison begins. */
const QUIET_IDLE_SHARE = 0.85;
/**
 * CPU per answer (ms) before the request-path changes of issue 19 (helmet computed once, one router entry each for the
 * admin sessions and the web front ends, no log redaction pass, admin sessions touched at most once a minute),
 * measured the same way on this machine: the figures to compare the table's last-but-one column with.
 */
/** The same API on NestJS + Express, measured the same way on the same machine just before the move to Fastify. */
const EXPRESS_CPU_MS = { spaces: 0.101, availability: 0.383, adminList: 4.97 };

/** Headers node:http writes itself (or that fetch() reports of the transfer), left out of the copied headers. */
const PER_CONNECTION_HEADERS = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];

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
 * GET /api/spaces, GET /api/membership-plans, the availability endpoint and a signed-in admin list page under 50
 * connections, each next to a bare node:http server (its own process) answering the same bytes: the ratio is what the
 * framework, the database round trips and the product's per-request work cost. They run in the same product, one
 * after the other, so a change to the shared request path shows on all of them at once.
 */
export async function measureApiThroughput(product: RunningProduct, availabilityPath: string): Promise<Section> {
  const { baseUrl, apiPid } = product;
  const admin = { cookie: await signIn(product), ...FORWARDED_HTTPS };
  const endpoints: Endpoint[] = [
    { name: 'GET /api/spaces', path: '/api/spaces' },
    { name: 'GET /api/membership-plans', path: '/api/membership-plans' },
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
    // The same headers too (content type, ETag, the security headers), so both servers write the same answer.
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !PER_CONNECTION_HEADERS.includes(name)),
    );
    await writeFile(`${file}.headers.json`, JSON.stringify(headers));
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
    let waitedMs = 0;
    for (const endpoint of endpoints) {
      // The seed before (ten thousand bookings) and the endpoint before leave work behind that would load one server.
      waitedMs += (await settleMachine(QUIET_IDLE_SHARE)).waitedMs;
      const [api, bare] = await compareUnderLoad(
        [
          { url: `${baseUrl}${endpoint.path}`, pid: apiPid, headers: endpoint.headers },
          { url: `http://127.0.0.1:${rawPort}${endpoint.path}`, pid: raw.pid ?? 0 },
        ],
        LOAD,
      );
      rows.push({ endpoint, api, bare });
    }
    const ratioOf = (row: (typeof rows)[number]) => row.api.requestsPerSecond / row.bare.requestsPerSecond;
    const listCheck = (row: (typeof rows)[number]) => ({
      what: `${row.endpoint.name}, share of the bare server's requests/s (50 connections, same run)`,
      measured: `${ratioOf(row).toFixed(2)}× (${perSecond(row.api.requestsPerSecond)} vs ${perSecond(row.bare.requestsPerSecond)})`,
      target: `≥ ${LIST_TARGET_RATIO}×`,
      passed: ratioOf(row) >= LIST_TARGET_RATIO && row.api.failures === 0,
      limitedBy:
        `each API answer costs ${cpu(row.api)} of CPU against ${cpu(row.bare)} for the bare server, so ${LIST_TARGET_RATIO}× with the API's ` +
        `core busy would need about ${(row.bare.serverCpuMsPerRequest / LIST_TARGET_RATIO).toFixed(3)} ms per answer. The list is answered from ` +
        "prepared bytes in front of Fastify (decisions 0299 and 0308); in the API's CPU profile under this load " +
        "(npm run bench -- --profile) most of the time is the socket write both servers make, then Node's request parsing, " +
        'the request log line and the request-duration histogram. autocannon, the two servers and PostgreSQL share two cores.',
    });
    return {
      title: 'API throughput against a bare node:http server',
      checks: [listCheck(rows[0]), listCheck(rows[1])],
      body: [
        `autocannon, ${LOAD.connections} keep-alive connections: ${LOAD.warmUpSeconds} s of warm-up per server, then ${LOAD.rounds} rounds of ${LOAD.roundSeconds} s alternating between the API and`,
        'the bare server, so that the load of the shared machine hits both alike (requests/s over all rounds; p50 of the median',
        'round, p99 of the worst). The API runs as production does (NODE_ENV=production, default log level, its own process,',
        'PostgreSQL and Redis on this machine); the bare server is a node:http process answering the same bytes. autocannon runs',
        'in the benchmark process, so the three share the 2 cores.',
        `Before each endpoint PostgreSQL writes a checkpoint and the benchmark waits for the machine to be at least ${Math.round(100 * QUIET_IDLE_SHARE)}% idle`,
        `over two seconds (${(waitedMs / 1000).toFixed(0)} s in all this run).`,
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
        'The bare server answers with the bytes the API answered: the same body and the same headers (content type, ETag,',
        'the security headers), so the two write the same answer and the ratio is what the request path costs.',
        '',
        `The API runs on NestJS's Fastify adapter. The same API on NestJS + Express, measured the same way on the same`,
        `machine just before the move: ${EXPRESS_CPU_MS.spaces} ms of CPU per answer for the spaces list, ${EXPRESS_CPU_MS.availability} ms for`,
        `availability and ${EXPRESS_CPU_MS.adminList} ms for the admin list page. The public lists every page asks for (spaces, plans`,
        'and the comparison matrix, events, posts) are answered from bytes prepared once per change, with their ETag, by the',
        "API's HTTP server in front of Fastify, before its router and Nest's middleware, guards, interceptors and pipes; the",
        'request log line (written in batches), http_request_duration_seconds and the security headers are kept, and',
        'every API process drops its copy when staff change the content (docs/decisions/0299, 0308 and 0318; the flame graph:',
        '`npm run bench -- --profile`).',
        'The admin list page under 50 connections of one signed-in admin is bounded by its database work: two queries over',
        'the seeded bookings (its page, whose 25 groups are chosen before their dates are gathered, decision 0319, and its',
        "count), the payments of its 25 groups, and the admin's session and account. Its one-request-at-a-time latency at",
        "100,000 bookings is the target of the admin bookings list's own section.",
      ],
    };
  } finally {
    raw.kill();
    await rm(folder, { recursive: true, force: true });
  }
}
