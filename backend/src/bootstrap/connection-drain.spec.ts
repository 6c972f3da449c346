import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { drainConnectionsOnClose } from './connection-drain.js';

/** Resolves with how `promise` ended, or with 'still waiting' if it has not within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'still waiting'>((resolve) => (timer = setTimeout(() => resolve('still waiting'), ms)));
  return Promise.race([promise, waited]).finally(() => clearTimeout(timer));
}

describe('closing the API with connections open', () => {
  let app: FastifyInstance;
  let port: number;
  let releaseSlowAnswer: () => void;
  const sockets: Socket[] = [];

  async function start(graceMs: number): Promise<void> {
    app = Fastify();
    drainConnectionsOnClose(app, graceMs);
    const slowAnswer = new Promise<void>((resolve) => (releaseSlowAnswer = resolve));
    app.get('/slow', async () => {
      await slowAnswer;
      return { done: true };
    });
    app.get('/quick', async () => ({ done: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  }

  async function openSocket(firstBytes?: string): Promise<Socket> {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    if (firstBytes) socket.write(firstBytes);
    return socket;
  }

  afterEach(async () => {
    releaseSlowAnswer?.();
    for (const socket of sockets.splice(0)) socket.destroy();
    await within(app.close(), 1000);
  });

  it('does not wait for a connection that never sent a request, nor one that sent half of one', async () => {
    await start(60_000);
    await openSocket();
    await openSocket('GET /quick HTTP/1.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await within(app.close(), 5000)).not.toBe('still waiting');
  });

  it('ends a kept-alive connection between requests at once', async () => {
    await start(60_000);
    const response = await fetch(`http://127.0.0.1:${port}/quick`);
    expect(await response.json()).toEqual({ done: true });
    expect(await within(app.close(), 5000)).not.toBe('still waiting');
  });

  it('lets a request under way finish and answer before the close completes', async () => {
    await start(60_000);
    const answer = fetch(`http://127.0.0.1:${port}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    expect(await within(closed, 300)).toBe('still waiting');
    releaseSlowAnswer();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    expect(await within(closed, 5000)).not.toBe('still waiting');
  });

  it('cuts a request that outlasts the grace period, so the close still completes', async () => {
    await start(200);
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await within(app.close(), 5000)).not.toBe('still waiting');
    expect(await answer).toBe('cut');
  });
});
