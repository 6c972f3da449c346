import autocannon from 'autocannon';
import { cpuMillis } from './process-cpu.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, plus connection errors and timeouts: any of these makes the figures suspect. */
  failures: number;
  /** CPU time the server process spent per answered request. */
  serverCpuMsPerRequest: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** Run first and thrown away: JIT, connection pools and caches settle. */
  warmUpSeconds: number;
}

/** autocannon with keep-alive connections against one URL (it runs in this process, the server `serverPid` in its own). */
export async function loadTest(url: string, serverPid: number, options: LoadOptions): Promise<LoadResult> {
  await autocannon({ url, connections: options.connections, duration: options.warmUpSeconds });
  const cpuBefore = cpuMillis(serverPid);
  const result = await autocannon({ url, connections: options.connections, duration: options.durationSeconds });
  const cpu = cpuMillis(serverPid) - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    serverCpuMsPerRequest: cpu / Math.max(1, result.requests.total),
  };
}
