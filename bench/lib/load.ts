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

export interface Target {
  url: string;
  /** The server's process, whose CPU time is counted. */
  pid: number;
  /** Sent with every request (e.g. a session cookie). */
  headers?: Record<string, string>;
}

export interface LoadOptions {
  connections: number;
  /** Measured rounds per target, alternating between the targets so that a change in the machine's load hits all alike. */
  rounds: number;
  roundSeconds: number;
  /** Run first and thrown away: JIT, connection pools and caches settle. */
  warmUpSeconds: number;
}

interface Round {
  requests: number;
  seconds: number;
  cpuMs: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

/**
 * autocannon with keep-alive connections (it runs in this process, each server in its own): a warm-up
 * per target, then rounds that alternate between the targets. Requests/s and CPU are totals over the
 * rounds; p50 is the median round's, p99 the worst round's.
 */
export async function compareUnderLoad(targets: Target[], options: LoadOptions): Promise<LoadResult[]> {
  for (const target of targets)
    await autocannon({
      url: target.url,
      headers: target.headers,
      connections: options.connections,
      duration: options.warmUpSeconds,
    });
  const rounds: Round[][] = targets.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    for (const [index, target] of targets.entries()) {
      const cpuBefore = cpuMillis(target.pid);
      const result = await autocannon({
        url: target.url,
        headers: target.headers,
        connections: options.connections,
        duration: options.roundSeconds,
      });
      rounds[index].push({
        requests: result.requests.total,
        seconds: result.duration,
        cpuMs: cpuMillis(target.pid) - cpuBefore,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        failures: result.non2xx + result.errors + result.timeouts,
      });
    }
  }
  return rounds.map((measured) => {
    const requests = measured.reduce((sum, round) => sum + round.requests, 0);
    const p50s = measured.map((round) => round.p50Ms).sort((a, b) => a - b);
    return {
      requestsPerSecond: requests / measured.reduce((sum, round) => sum + round.seconds, 0),
      p50Ms: p50s[Math.floor(p50s.length / 2)],
      p99Ms: Math.max(...measured.map((round) => round.p99Ms)),
      failures: measured.reduce((sum, round) => sum + round.failures, 0),
      serverCpuMsPerRequest: measured.reduce((sum, round) => sum + round.cpuMs, 0) / Math.max(1, requests),
    };
  });
}
