import { type DestinationStream } from 'pino';

/** How log lines are written: coloured lines a person reads, or one JSON object per line for a log collector. */
export type LogFormat = 'pretty' | 'json';

/**
 * Pretty lines only for a person at a terminal, outside production. Production always writes JSON (its logs go to a
 * collector, which reads JSON, even when an operator attaches a terminal), and so does anything that is not a
 * terminal: tests, CI, `docker logs`, a file or a pipe.
 */
export function chooseLogFormat(output: { isTerminal: boolean; env: string }): LogFormat {
  return output.isTerminal && output.env !== 'production' ? 'pretty' : 'json';
}

/**
 * What the pretty lines leave out: the request line already says the method, route, status and time in its message,
 * and the process id and host name are the same on every line of a terminal.
 */
export const PRETTY_IGNORED_FIELDS = 'pid,hostname,req,res,responseTime,route,context';

/**
 * A pino-pretty stream writing coloured lines to standard output (`12:04:31 INFO: [SignIn] …`), or undefined when
 * pino-pretty is not installed (it is a development tool: the production image leaves it out), so JSON is written.
 */
export async function prettyDestination(): Promise<DestinationStream | undefined> {
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({
      colorize: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: PRETTY_IGNORED_FIELDS,
      // Nest's logger names the part of the product that wrote a line; it leads the message.
      messageFormat: '{if context}[{context}] {end}{msg}',
    });
  } catch {
    return undefined;
  }
}

/**
 * Nest's start-up lines: one per module initialised and per route mapped, some 350 at every start. A person at a
 * terminal wants the few lines after them; JSON keeps them for whoever searches the log.
 */
const NEST_STARTUP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** Whether a log call's arguments (pino's: fields first, when any) are one of Nest's start-up lines. */
export function isNestStartupLine(args: readonly unknown[]): boolean {
  const fields = args[0];
  if (typeof fields !== 'object' || fields === null) return false;
  const context = (fields as { context?: unknown }).context;
  return typeof context === 'string' && NEST_STARTUP_CONTEXTS.has(context);
}
