import { type DestinationStream, pino } from 'pino';

/** Bytes of JSON lines gathered before they are written: about fifteen request lines (decision 0318). */
export const LINE_BATCH_BYTES = 4096;

/** The longest a line waits for its batch, in ms: what a person following the log sees as its delay. */
export const LINE_BATCH_MS = 200;

let shared: DestinationStream | undefined;

/**
 * Where a process writes its JSON log lines: standard output, one per process. Lines are gathered into batches of 4 KB
 * and written synchronously, as Node writes to standard output itself; a batch that has not filled is written within
 * 200 ms, and whatever is still gathered when the process exits (an orderly exit or a crash; not SIGKILL) is written
 * then. Under load a write carries about fifteen lines, not one: a system call and its copy instead of fifteen, with
 * no hand-over to a thread (decision 0318).
 */
export function jsonLinesToStandardOutput(): DestinationStream {
  shared ??= linesInBatches(1);
  return shared;
}

/** Lines written to `fd` in batches, as above; exported for its spec, which writes to a file. */
export function linesInBatches(fd: number): ReturnType<typeof pino.destination> {
  const destination = pino.destination({
    dest: fd,
    sync: true,
    minLength: LINE_BATCH_BYTES,
    periodicFlush: LINE_BATCH_MS,
  });
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Standard output is gone (its reader closed it): there is nowhere left to write the lines.
    }
  });
  return destination;
}
