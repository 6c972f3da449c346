import { type IncomingMessage, type ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { securityHeaders } from './security-headers.js';

/** What a middleware leaves on a response: the headers it set and the ones it took away. */
function headersLeftBy(
  handler: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void,
) {
  const headers = new Map<string, unknown>([['x-powered-by', 'Express']]);
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let nextCalls = 0;
  handler({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, () => nextCalls++);
  return { headers: Object.fromEntries(headers), nextCalls };
}

describe('security headers', () => {
  const options: HelmetOptions = {
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };

  it('are exactly the ones helmet sets, computed once', () => {
    const expected = headersLeftBy(helmet(options) as never);
    const handler = securityHeaders(options);
    expect(headersLeftBy(handler)).toEqual(expected);
    expect(headersLeftBy(handler)).toEqual(expected);
    expect(expected.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(expected.headers).not.toHaveProperty('x-powered-by');
    expect(expected.nextCalls).toBe(1);
  });
});
