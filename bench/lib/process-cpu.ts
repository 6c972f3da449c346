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

/**
 * CPU time (ms) used so far by every running process whose command name is `name` (e.g. `postgres`, whose server
 * runs one process per connection): what a whole service costs while a benchmark runs.
 */
export function cpuMillisOfProcessesNamed(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === name) total += cpuMillis(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}
