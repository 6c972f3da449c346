import { type Socket } from 'node:net';
import { type FastifyInstance } from 'fastify';

/** How long a request under way when the API stops may take to finish before its connection is cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Lets a stopping API close promptly and cleanly. Node's `server.close()` waits for every open connection, and Fastify
 * ends only the ones Node counts as idle, which leaves out a connection that opened but never sent a whole request: a
 * proxy's pre-opened socket, a probe, or a client of some stopped service that now dials this port. One of those held
 * a close until its client gave up, long enough for a supervisor to kill the API and report a crash.
 *
 * At close, every connection without a request under way is ended at once; one with a request under way gets `graceMs`
 * to send its answer, after which it ends too; past that it is cut.
 */
export function drainConnectionsOnClose(fastify: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): void {
  const requestsUnderWay = new Map<Socket, number>();
  let closing = false;
  fastify.server.on('connection', (socket: Socket) => {
    requestsUnderWay.set(socket, 0);
    socket.once('close', () => requestsUnderWay.delete(socket));
  });
  fastify.server.on('request', (request, response) => {
    const socket = request.socket;
    requestsUnderWay.set(socket, (requestsUnderWay.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const count = requestsUnderWay.get(socket);
      if (count === undefined) return;
      requestsUnderWay.set(socket, count - 1);
      // Answered while closing: the connection ends once the answer is written, not when the client lets go.
      if (closing && count === 1) socket.destroySoon();
    });
  });
  fastify.addHook('preClose', (done) => {
    closing = true;
    for (const [socket, count] of requestsUnderWay) if (count === 0) socket.destroy();
    const cut = setTimeout(() => {
      for (const socket of requestsUnderWay.keys()) socket.destroy();
    }, graceMs);
    cut.unref();
    fastify.server.once('close', () => clearTimeout(cut));
    done();
  });
}
