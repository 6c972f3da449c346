import { createServer, request } from 'node:http';
import { type AddressInfo } from 'node:net';

/** The response header naming the backend (its index in `backends`) that answered through the proxy. */
export const SERVED_BY = 'x-served-by';

export interface RoundRobinProxy {
  /** `http://127.0.0.1:port` */
  url: string;
  /** The index of the backend the next request goes to. */
  upcoming(): number;
  close(): Promise<void>;
}

/**
 * A load balancer as small as can be: each request goes to the next backend in turn (`http://host:port` origins),
 * unchanged apart from X-Forwarded-For and X-Forwarded-Proto, and the answer comes back with `x-served-by`.
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % backends.length;
    const target = new URL(incoming.url ?? '/', backends[index]);
    const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      target,
      {
        method: incoming.method,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(index) });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json', [SERVED_BY]: index });
      outgoing.end(JSON.stringify({ message: `backend ${index} failed: ${error.message}` }));
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upcoming: () => next,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
