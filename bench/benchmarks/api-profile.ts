/**
 * `npm run bench -- --profile`: where the API spends its CPU under load, as a V8 CPU profile in docs/profiles/
 * (generated, not committed). The product runs as for the benchmarks with every process under `--cpu-prof`; the API's
 * profile is kept, with the measured window named so a reader can select it in the viewer (Chrome DevTools'
 * Performance panel or speedscope draw it as a flame graph; we draw nothing ourselves).
 */
import autocannon from 'autocannon';
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProduct } from '../lib/product.ts';

export const PROFILES_FOLDER = fileURLToPath(new URL('../../docs/profiles/', import.meta.url));

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
const MEASURED_SECONDS = 10;

/** Now on the clock V8's profiles use (CLOCK_MONOTONIC on Linux), in microseconds. */
const microsecondsNow = () => Number(process.hrtime.bigint() / 1000n);

/** V8 names a profile `CPU.<date>.<time>.<pid>.<thread>.<sequence>.cpuprofile`; answers its path. */
async function profileOfProcess(folder: string, pid: number): Promise<string> {
  // The file is written as the process exits; give a slow shutdown a few seconds.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const file = (await readdir(folder)).find((name) => name.split('.')[3] === String(pid));
    if (file) return join(folder, file);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no CPU profile of the API process (${pid}) in ${folder}`);
}

/** Profiles the API answering GET /api/spaces; answers the files written. */
export async function drawApiProfiles(log: (line: string) => void): Promise<string[]> {
  const raw = await mkdtemp(join(tmpdir(), 'coworking-cpu-profiles-'));
  try {
    log('starting the product with --cpu-prof...');
    const product = await startProduct({ env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${raw}` } });
    const url = `${product.baseUrl}/api/spaces`;
    let measured: { from: number; to: number; requestsPerSecond: number };
    try {
      log(
        `GET /api/spaces under ${CONNECTIONS} connections: ${WARM_UP_SECONDS} s warm-up, ${MEASURED_SECONDS} s profiled`,
      );
      await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
      const from = microsecondsNow();
      const result = await autocannon({ url, connections: CONNECTIONS, duration: MEASURED_SECONDS });
      measured = { from, to: microsecondsNow(), requestsPerSecond: Math.round(result.requests.average) };
    } finally {
      await product.stop();
    }
    await mkdir(PROFILES_FOLDER, { recursive: true });
    const file = join(PROFILES_FOLDER, 'api-spaces.cpuprofile');
    await copyFile(await profileOfProcess(raw, product.apiPid), file);
    // V8's profile clock and process.hrtime are both CLOCK_MONOTONIC on Linux: the window reads on the profile's axis.
    const note = join(PROFILES_FOLDER, 'api-spaces.txt');
    await writeFile(
      note,
      `GET /api/spaces: the API (NODE_ENV=production) answering the cached list of spaces to ${CONNECTIONS} keep-alive ` +
        `connections, ${measured.requestsPerSecond} requests/s, ${new Date().toISOString().slice(0, 10)}.\n` +
        `Measured load from ${measured.from} to ${measured.to} µs on the profile's clock ` +
        `(the ${MEASURED_SECONDS} s after a ${WARM_UP_SECONDS} s warm-up); select that range in the viewer.\n`,
    );
    return [file, note];
  } finally {
    await rm(raw, { recursive: true, force: true });
  }
}
