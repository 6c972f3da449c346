import { type DestinationStream } from 'pino';

let destination: DestinationStream | undefined;

/**
 * Where the next application built in this process writes its log lines (standard output when unset). Tests set it
 * to read what the app writes: pino writes to file descriptor 1 directly, past any hook on `process.stdout`.
 */
export function setLogDestination(stream: DestinationStream | undefined): void {
  destination = stream;
}

export function logDestination(): DestinationStream | undefined {
  return destination;
}
