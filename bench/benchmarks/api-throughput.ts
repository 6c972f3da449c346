import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../backend/dist/launcher/free-port.js';
import { compareUnderLoad, type LoadResult } from '../lib/load.ts';
import { ms, perSecond, type Section, table } from '../lib/report-model.ts';

const RAW_SERVER = fileURLToPath(new URL('../lib/raw-json-server.ts', import.meta.url));
const LOAD = { connections: 50, rounds: 3, roundSeconds: 4, warmUpSeconds: 3 };
const SPACES_TARGET_RATIO = 0.6;

const cpu = (result: LoadResult) => `${result.serverCpuMsPerRequest.toFixed(3)} ms`;

interface Endpoint {
  name: string;
  path: string;
}

/**
 * GET /api/spaces and the availability endpoint under 50 connections, each next to a bare node:http
 * server (its own process) answering the same bytes: the ratio is what the framework, the database
 * round trip and the product's per-request work cost.
 */
export async function measureApiThroughput(
  baseUrl: string,
  apiPid: number,
  availabilityPath: string,
): Promise<Section> {
  const endpoints: Endpoint[] = [
    { name: 'GET /api/spaces', path: '/api/spaces' },
    { name: 'GET availability (one day)', path: availabilityPath },
  ];
  const folder = await mkdtemp(join(tmpdir(), 'coworking-bench-raw-'));
  const rawPort = await freePort();
  const routes: string[] = [];
  for (const [index, endpoint] of endpoints.entries()) {
    const response = await fetch(`${baseUrl}${endpoint.path}`);
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
          { url: `${baseUrl}${endpoint.path}`, pid: apiPid },
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
            `each API answer costs ${cpu(spaces.api)} of CPU against ${cpu(spaces.bare)} for the bare server. The list comes from memory, so ` +
            "what remains is the framework path every API request takes: Express 5 and NestJS routing, helmet's security headers, " +
            'the request log line (pino at the default info level, as production runs), the JSON body and its ETag. autocannon, ' +
            'the API and PostgreSQL share two cores, so the bare server is also held back by the load generator.',
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
      ],
    };
  } finally {
    raw.kill();
    await rm(folder, { recursive: true, force: true });
  }
}
