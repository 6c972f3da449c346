import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type FastifyServerFactory } from 'fastify';

/**
 * Answers a request completely (status, headers, body, its log line and metrics) and returns true, or returns false
 * without touching it, and the request goes on to Fastify.
 */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The API's HTTP server, with a place in front of Fastify for answers that need nothing of a framework: bytes prepared
 * in advance for an exact address (the public lists). Such an answer costs Node's request
 * parsing and one write; Fastify's request and reply objects, its router and its hooks are for everything else.
 * Answers are tried in the order they were added; most requests are none of theirs and cost one map lookup each.
 */
export class EarlyAnswers {
  private readonly answers: EarlyAnswer[] = [];

  add(answer: EarlyAnswer): void {
    this.answers.push(answer);
  }

  /** Fastify's `serverFactory`: the HTTP/1.1 server Fastify would make itself, with its timeouts. */
  readonly serverFactory: FastifyServerFactory<Server> = (fastifyHandler, options) => {
    const server = createServer((request, response) => {
      for (const answer of this.answers) if (answer(request, response)) return;
      fastifyHandler(request, response);
    });
    // Fastify fills these with its defaults before it asks for a server, and sets them itself on one it makes.
    const timeouts = options as unknown as ServerTimeouts;
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    if (timeouts.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = timeouts.maxRequestsPerSocket;
    return server;
  };
}

/** Fastify's server options, as it has completed them with its defaults when it calls the factory. */
interface ServerTimeouts {
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

const MAX_REQUEST_ID = 2_147_483_647;
let lastRequestId = 0;

/**
 * The id of a request in its log line (`req-1b`, as Fastify numbers them), for Fastify's requests and the early
 * answers alike: one counter per process, so no two lines of a process share an id.
 */
export function nextRequestId(): string {
  lastRequestId = (lastRequestId + 1) % MAX_REQUEST_ID;
  return `req-${lastRequestId.toString(36)}`;
}
