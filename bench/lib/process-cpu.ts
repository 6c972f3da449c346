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
 * CPU time (ms) used so far by a service whose command name is `name` (e.g. `postgres`, whose server runs one process
 * per connection): every running process of that name, plus what its ended children used, as the top process of the
 * service (whose parent has another name) has it counted once it reaped them. Without the ended ones, a connection
 * closed during a measurement would take its whole past off the total.
 */
export function cpuMillisOfProcessesNamed(name: string): number {
  const processes = new Map<number, { parent: number; fields: string[] }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== name) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), { parent: Number(fields[1]), fields });
    } catch {
      // The process ended while the list was read.
    }
  }
  let ticks = 0;
  for (const { parent, fields } of processes.values()) {
    // utime and stime (fields 14 and 15 of stat); for the service's top process also cutime and cstime (16 and 17).
    ticks += Number(fields[11]) + Number(fields[12]);
    if (!processes.has(parent)) ticks += Number(fields[13]) + Number(fields[14]);
  }
  return (ticks / TICKS_PER_SECOND) * 1000;
}
