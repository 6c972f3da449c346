import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * CPU time (user + system) a process has used so far, in milliseconds. Unlike wall-clock figures it
 * hardly depends on what else the machine is doing, so CPU per request compares well between runs.
 */
export function cpuMillis(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // Fields 14 and 15 of stat (utime, stime), counted after the command name.
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
}

/** The direct children of a process whose command line contains `needle` (e.g. the API under the launcher). */
export function childProcessIds(parent: number, needle: string): number[] {
  const children = readdirSync(`/proc/${parent}/task`).flatMap((task) =>
    readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
  );
  return children.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(needle);
    } catch {
      return false;
    }
  });
}
