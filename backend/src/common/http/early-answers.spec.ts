import Fastify, { type FastifyInstance } from 'fastify';
import { EarlyAnswers, nextRequestId } from './early-answers.js';

describe('answers given in front of Fastify', () => {
  let app: FastifyInstance;
  let base: string;
  const seenByFastify: string[] = [];

  beforeAll(async () => {
    const early = new EarlyAnswers();
    app = Fastify({ serverFactory: early.serverFactory, keepAliveTimeout: 12_345, requestTimeout: 6_789 });
    app.addHook('onRequest', (request, _reply, done) => {
      seenByFastify.push(request.url);
      done();
    });
    app.get('/prepared', async () => ({ from: 'fastify' }));
    app.get('/other', async () => ({ from: 'fastify' }));
    early.add((request, response) => {
      if (request.url !== '/prepared') return false;
      response.writeHead(200, { 'content-type': 'text/plain' }).end('early');
      return true;
    });
    early.add((request, response) => {
      if (request.url !== '/second') return false;
      response.writeHead(200).end('second');
      return true;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(() => app.close());

  it('answers its own addresses without Fastify seeing the request, and passes every other one on', async () => {
    expect(await (await fetch(`${base}/prepared`)).text()).toBe('early');
    expect(await (await fetch(`${base}/second`)).text()).toBe('second');
    expect(await (await fetch(`${base}/other`)).json()).toEqual({ from: 'fastify' });
    expect((await fetch(`${base}/missing`)).status).toBe(404);
    expect(seenByFastify).toEqual(['/other', '/missing']);
  });

  it('gives the server the timeouts Fastify would have set on a server of its own', () => {
    expect(app.server.keepAliveTimeout).toBe(12_345);
    expect(app.server.requestTimeout).toBe(6_789);
  });

  it('numbers requests once per process, as Fastify does', () => {
    const first = nextRequestId();
    const second = nextRequestId();
    expect(first).toMatch(/^req-[0-9a-z]+$/);
    expect(parseInt(second.slice(4), 36)).toBe(parseInt(first.slice(4), 36) + 1);
  });
});
