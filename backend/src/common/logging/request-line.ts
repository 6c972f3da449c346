import { type IncomingMessage } from 'node:http';
import { redactUrl } from './redact-url.js';

const ROUTED = Symbol('routed');

type Routed = IncomingMessage & { [ROUTED]?: { pattern: string | undefined; at: number } };

/**
 * Remembers on the request which route answers it, as declared (`/api/bookings/manage/:token`), and when it arrived,
 * for its log line. The front ends' catch-all (`/*`) is not a route anyone looks for in a log: the URL says more.
 */
export function rememberRoute(request: IncomingMessage, pattern: string | undefined, at = Date.now()): void {
  (request as Routed)[ROUTED] = { pattern: pattern && pattern !== '/*' ? pattern : undefined, at };
}

/** The route pattern remembered for this request, or undefined when no API route matched it. */
export function routePatternOf(request: IncomingMessage): string | undefined {
  return (request as Routed)[ROUTED]?.pattern;
}

/** Milliseconds since the request arrived, as remembered with its route (0 when nothing was remembered). */
export function millisecondsSinceArrival(request: IncomingMessage, now = Date.now()): number {
  const at = (request as Routed)[ROUTED]?.at;
  return at === undefined ? 0 : now - at;
}

/**
 * The message of a request's log line: `GET /api/bookings/manage/:token 200 12 ms`. The route pattern, not the URL,
 * so requests to one route read alike and no token or id of a link can be in it; a request no route matched shows
 * its URL, with every key in it redacted.
 */
export function requestLine(
  request: { method?: string; url?: string; route?: string },
  statusCode: number,
  milliseconds: number,
): string {
  const target = request.route ?? redactUrl(request.url ?? '');
  return `${request.method ?? '?'} ${target} ${statusCode} ${Math.round(milliseconds)} ms`;
}
