import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { postgresVersion } from './postgres.ts';
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
