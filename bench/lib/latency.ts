import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LatencySample {
  p50Ms: number;
  p99Ms: number;
  count: number;
}

/**
 * One request at a time over one keep-alive connection: the latency a single visitor sees, without
 * queueing behind other requests. Timed with performance.now(), so below a millisecond too.
 */
export async function sequentialLatency(
  url: string,
  options: { warmUp: number; samples: number },
): Promise<LatencySample> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let index = 0; index < options.warmUp; index++) await get(url, agent);
    const durations: number[] = [];
    for (let index = 0; index < options.samples; index++) {
      const started = performance.now();
      await get(url, agent);
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    const at = (fraction: number) => durations[Math.min(durations.length - 1, Math.floor(fraction * durations.length))];
    return { p50Ms: at(0.5), p99Ms: at(0.99), count: durations.length };
  } finally {
    agent.destroy();
  }
}

function get(url: string, agent: Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      response.resume();
      response.once('end', () => resolve());
    })
      .once('error', reject)
      .end();
  });
}
