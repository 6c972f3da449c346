import { Injectable } from '@nestjs/common';
import { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { PinoLogger } from 'nestjs-pino';
import { type EarlyAnswers, nextRequestId } from '../http/early-answers.js';
import { Clock } from '../clock/clock.js';
import { ChangeNotices } from '../changes/change-notices.js';
import { requestLine } from '../logging/request-line.js';
import { type ListContent, type PreparedJson, PreparedList } from './prepared-list.js';

/** A public list as served: its route (as declared, for the log line and metrics) and its list. */
interface Served {
  route: string;
  list: PreparedList;
}

/**
 * The public lists every page asks for (spaces, plans and the comparison matrix, events, posts), answered from bytes
 * prepared once per change. `GET`/`HEAD` of their exact addresses are answered in front of Fastify (EarlyAnswers),
 * before its router and Nest's middleware, guards, interceptors and pipes: those lists need none of that. What every
 * answer still gets is kept: the security headers, http_request_duration_seconds, the request log line (written here,
 * as the request logger writes it) and the ETag with its 304. Any other address of the same route (another query
 * string, another case) and a list not yet prepared go through Nest's controller, which answers from the same prepared
 * bytes (decisions 0299 and 0308).
 */
@Injectable()
export class PreparedAnswers {
  private readonly byUrl = new Map<string, Served>();
  private readonly declared: { address: string; list: PreparedList }[] = [];
  private prefix: string | undefined;

  constructor(
    private readonly notices: ChangeNotices,
    private readonly clock: Clock,
  ) {}

  /** A list kept as prepared bytes, dropped whenever one of `topics` is announced. */
  list(name: string, topics: readonly string[], read: (now: Date) => Promise<ListContent>): PreparedList {
    return new PreparedList(name, read, { topics, notices: this.notices, clock: this.clock });
  }

  /**
   * Serves `list` straight from the hook at `address` under the API's prefix (`spaces`, `events?featured=true`: path
   * and query exactly as the storefront asks for them; the route is the address without its query).
   */
  serve(address: string, list: PreparedList): void {
    this.declared.push({ address, list });
    if (this.prefix !== undefined) this.add(address, list);
  }

  /** The list served at `address` (as given to serve), for what is made from the same answer (a rendered page). */
  servedAt(address: string): PreparedList | undefined {
    return this.declared.find((served) => served.address === address)?.list;
  }

  private add(address: string, list: PreparedList): void {
    const url = `/${this.prefix}/${address}`;
    this.byUrl.set(url, { route: url.split('?', 1)[0], list });
  }

  /**
   * Answers the served addresses under `/<prefix>` in front of Fastify (EarlyAnswers), before its router, hooks and
   * Nest's middleware. `securityHeaders` is the handler that sets the headers every answer of the application carries;
   * they depend on no request, so they are recorded once here and written with each prepared answer's own headers in
   * one go. `timed` records the answer in http_request_duration_seconds, as Fastify's onResponse hook does the rest.
   */
  install(
    early: Pick<EarlyAnswers, 'add'>,
    { prefix, securityHeaders, timed }: { prefix: string; securityHeaders: HeaderSetter; timed: RequestTimer },
  ): void {
    this.prefix = prefix;
    for (const { address, list } of this.declared) this.add(address, list);
    const common = recordHeaders(securityHeaders);
    const headersOf = new WeakMap<PreparedJson, { ok: OutgoingHttpHeaders; notModified: OutgoingHttpHeaders }>();
    early.add((request, response) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const served = this.byUrl.get(request.url ?? '');
      const prepared = served?.list.ready();
      if (!served || !prepared) return false;
      const started = performance.now();
      let headers = headersOf.get(prepared);
      if (!headers) {
        headers = {
          ok: { ...common, ...prepared.okHeaders },
          notModified: { ...common, ...prepared.notModifiedHeaders },
        };
        headersOf.set(prepared, headers);
      }
      if (request.headers['if-none-match'] !== undefined && fresh(request.headers, { etag: prepared.etag })) {
        response.writeHead(304, headers.notModified);
        response.end();
      } else {
        response.writeHead(200, headers.ok);
        if (request.method === 'HEAD') response.end();
        else response.end(prepared.body);
      }
      const milliseconds = performance.now() - started;
      timed(request.method, served.route, response.statusCode, milliseconds / 1000);
      logRequest(request, response, served.route, milliseconds);
      return true;
    });
  }
}

/** Records an answered request in http_request_duration_seconds (MetricsService.observeRequest). */
export type RequestTimer = (method: string, route: string, status: number, seconds: number) => void;

type HeaderSetter = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The headers a request-independent handler sets, as one object. */
function recordHeaders(setter: HeaderSetter): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader: (name: string, value: OutgoingHttpHeaders[string]) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  setter({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Serializers that keep what they are given: the early answer's request fields are plain values already. */
const AS_GIVEN = { req: <T>(fields: T) => fields, res: <T>(fields: T) => fields };

type PinoBaseLogger = NonNullable<typeof PinoLogger.root>;

/** A child of each root logger (one per process; a test may set its own) that writes those fields as they are. */
const asGivenLoggers = new WeakMap<PinoBaseLogger, PinoBaseLogger>();

/**
 * The line the request logger (pino-http, common/logging.module.ts) writes for an API request, with the same fields
 * and message, written straight to its logger: one call, rather than a child logger, a context store and a listener
 * per request. The fields are the ones its serializers pick, read here from Node's request and response; the logger's
 * own serializers would first copy the request's headers and the response's into objects of their own only to drop
 * them (in a profile under load, the line went from about 15% of an early answer's time to 7%). The URL is one of the
 * served addresses exactly, a public list's, with no key in it to redact.
 */
function logRequest(request: IncomingMessage, response: ServerResponse, route: string, milliseconds: number): void {
  const root = PinoLogger.root;
  if (!root?.isLevelEnabled('info')) return;
  let logger = asGivenLoggers.get(root);
  if (!logger) {
    logger = root.child({}, { serializers: AS_GIVEN });
    asGivenLoggers.set(root, logger);
  }
  logger.info(
    {
      req: {
        id: nextRequestId(),
        method: request.method,
        url: request.url,
        remoteAddress: request.socket.remoteAddress,
      },
      res: { statusCode: response.statusCode },
      responseTime: Math.round(milliseconds),
      route,
    },
    requestLine({ method: request.method, route }, response.statusCode, milliseconds),
  );
}

/**
 * What a Nest controller of a prepared list answers (the path for any address the hook does not serve): the same
 * bytes and ETag, and 304 to a browser that has them. Return its result from a route declared with
 * `@Header('Content-Type', 'application/json; charset=utf-8')` and `@Res({ passthrough: true })`.
 */
export async function answerFromPrepared(
  list: PreparedList,
  request: FastifyRequest,
  response: FastifyReply,
): Promise<string> {
  const prepared = await list.current();
  response.header('ETag', prepared.etag);
  if (request.headers['if-none-match'] !== undefined && fresh(request.headers, { etag: prepared.etag })) {
    response.code(304);
    return '';
  }
  return prepared.json;
}
