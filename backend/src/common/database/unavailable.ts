import { ConnectionException } from '@mikro-orm/core';

/** What a request hears when the database went away under it (a restart or failover): nothing to fix, try again. */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again (`Retry-After`). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL's "connection exception" class (08…) and "operator intervention" codes: the server ended the connection
 * (pg_terminate_backend, a shutdown or restart, a failover) or is not accepting connections yet.
 */
const CONNECTION_LOST_SQLSTATE = /^(08...|57P0[1-4])$/;
/** The pg driver's own words when the socket closes under a query, or no connection comes in time. */
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'connect ECONNREFUSED',
  // The server's end of the socket closed while a query was being read (seen when connections are terminated).
  'read ECONNRESET',
];

/**
 * Whether an error means the database could not be reached, rather than a fault in the request or in our code: the
 * answer is then 503 with a message to try again, not 500. Reads the error and its cause (the ORM wraps the driver's).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (current instanceof ConnectionException) return true;
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && CONNECTION_LOST_SQLSTATE.test(code)) return true;
    if (typeof message === 'string' && CONNECTION_LOST_MESSAGES.some((words) => message.includes(words))) return true;
    current = cause;
  }
  return false;
}
