import { type IncomingMessage, type ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

type Handler = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * helmet's headers (nosniff, frame protection, referrer policy and friends), worked out once at start-up and set on
 * every response as they are. Without a content security policy nothing helmet sets depends on the request, and
 * running its chain of middleware on each one was a visible share of every API answer's time.
 */
export function securityHeaders(options: HelmetOptions): Handler {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // A helmet whose headers depend on the request (a nonce, an asynchronous step) must not be frozen like this.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return (_request, response, next) => {
    for (const [name, value] of set) response.setHeader(name, value);
    for (const name of removed) response.removeHeader(name);
    next();
  };
}
