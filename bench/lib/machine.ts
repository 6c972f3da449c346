import { readFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { POSTGRES_ADMIN_URL, postgresVersion, psql } from './postgres.ts';
import { redisVersion } from './redis.ts';

export interface MachineDescription {
  date: string;
  cpuModel: string;
  cores: number;
  ramGiB: number;
  node: string;
  postgres: string;
  redis: string;
  /** 1-minute load average when the run started: other work on the machine skews every figure. */
  loadAtStart: number;
}

export async function describeMachine(): Promise<MachineDescription> {
  return {
    date: new Date()
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, ' UTC'),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    ramGiB: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    postgres: await postgresVersion(),
    redis: await redisVersion(),
    loadAtStart: Number(loadavg()[0].toFixed(2)),
  };
}

/** The machine's CPU time so far (all cores, in clock ticks): idle (with I/O wait) and in all. */
async function cpuTicks(): Promise<{ idle: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n', 1)[0];
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already counted in user and nice)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
  return { idle: idle + iowait, total: user + nice + system + idle + iowait + irq + softirq + steal };
}

/** The share of the machine's CPU time that was idle over the next `ms`. */
async function idleShareOver(ms: number): Promise<number> {
  const before = await cpuTicks();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = await cpuTicks();
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/**
 * Waits until the machine is at least `idleShare` idle over a window of `windowMs` (work left over by the benchmark
 * before, such as PostgreSQL's autovacuum after a large seed, or other work on a shared machine), giving up after
 * `timeoutMs`. Returns how long it waited and how idle the last window was.
 */
export async function waitForQuietMachine(
  options: { idleShare?: number; windowMs?: number; timeoutMs?: number } = {},
): Promise<{ waitedMs: number; idleShare: number }> {
  const { idleShare = 0.8, windowMs = 2000, timeoutMs = 60_000 } = options;
  const started = performance.now();
  let idle = await idleShareOver(windowMs);
  while (idle < idleShare && performance.now() - started < timeoutMs) idle = await idleShareOver(windowMs);
  return { waitedMs: performance.now() - started, idleShare: idle };
}

/**
 * Lets the work left by what came before settle before a measurement under load: PostgreSQL writes out what the
 * preparation dirtied (a seed, a previous round), then the machine must be `idleShare` idle over two seconds (up to
 * two minutes), so the measurement is not timed against an autovacuum or a dropped database's files being removed.
 */
export async function settleMachine(idleShare: number): Promise<{ waitedMs: number; idleShare: number }> {
  await psql(POSTGRES_ADMIN_URL, 'checkpoint');
  return waitForQuietMachine({ idleShare, timeoutMs: 120_000 });
}
