import { type IncomingMessage } from 'node:http';
import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type FastifyInstance } from 'fastify';
import { LoggerModule } from 'nestjs-pino';
import { type Options } from 'pino-http';
import { type AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { logDestination } from './logging/log-destination.js';
import { chooseLogFormat, isNestStartupLine, prettyDestination } from './logging/log-format.js';
import { redactUrl } from './logging/redact-url.js';
import { jsonLinesToStandardOutput } from './logging/standard-output.js';
import { millisecondsSinceArrival, rememberRoute, requestLine, routePatternOf } from './logging/request-line.js';

/** The URL as the client sent it: under Fastify, middleware may see it with its mount path taken off. */
const sentUrl = (request: IncomingMessage) => (request as { originalUrl?: string }).originalUrl ?? request.url ?? '';

/** The request line's message and its route pattern (a field of its own in JSON, for grouping by route). */
function describeRequest(request: IncomingMessage, response: { statusCode: number }, milliseconds: number) {
  const route = routePatternOf(request);
  return {
    route,
    message: requestLine({ method: request.method, url: sentUrl(request), route }, response.statusCode, milliseconds),
  };
}

/**
 * Logs (pino) for every process: coloured lines for a person at a terminal outside production, JSON otherwise
 * (log-format.ts). One line per API request — method, route pattern, status and time, plus the URL and client address
 * in JSON — never with headers, and with the keys in the URL (manage and unsubscribe tokens, link signatures)
 * redacted. Static files of the web front ends are not logged.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const options: Options = {
          level: config.log.level,
          // The request line says what operations need (method, URL, client, status, time) and no headers: short lines,
          // cheap to write on every request, and no cookie or signature can reach the log. These serializers are the
          // guard: there is no header left for a redaction pass to blank, which would cost a walk of every line.
          serializers: {
            req: (request: { id: unknown; method: string; url: string; remoteAddress: string }) => ({
              id: request.id,
              method: request.method,
              // A log is read by more people than the link's owner, and kept in backups: a manage link's token
              // in it would let any reader cancel the booking (and refund it).
              url: redactUrl(request.url),
              remoteAddress: request.remoteAddress,
            }),
            res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
          },
          autoLogging: {
            ignore: (request) => {
              const url = sentUrl(request);
              return !url.startsWith('/api') || url === '/api/health';
            },
          },
          customSuccessMessage: (request, response, milliseconds) =>
            describeRequest(request, response, milliseconds).message,
          customErrorMessage: (request, response) =>
            describeRequest(request, response, millisecondsSinceArrival(request)).message,
          customSuccessObject: (request, _response, fields: object) => ({ ...fields, route: routePatternOf(request) }),
          customErrorObject: (request, _response, _error, fields: object) => ({
            ...fields,
            route: routePatternOf(request),
          }),
          customLogLevel: (_request, response, error) =>
            error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
        };
        // A test's own stream is read as JSON; otherwise standard output, pretty when a person reads it there, and
        // JSON lines in batches (standard-output.ts).
        const pretty = chooseLogFormat({ isTerminal: Boolean(process.stdout.isTTY), env: config.env }) === 'pretty';
        const prettyLines = logDestination() ? undefined : pretty ? await prettyDestination() : undefined;
        const destination = logDestination() ?? prettyLines ?? jsonLinesToStandardOutput();
        if (prettyLines)
          options.hooks = {
            logMethod(args, write) {
              if (!isNestStartupLine(args)) write.apply(this, args);
            },
          };
        return { pinoHttp: destination ? [options, destination] : options };
      },
    }),
  ],
})
export class LoggingModule implements OnModuleInit {
  constructor(private readonly http: HttpAdapterHost) {}

  /**
   * Fastify knows which route answers a request once it has routed it; the request line is written by middleware
   * that sees only Node's request, so the route pattern is left on that for it. (The worker has no HTTP server.)
   */
  onModuleInit(): void {
    const fastify = this.http.httpAdapter?.getInstance<FastifyInstance>();
    fastify?.addHook('onRequest', (request, _reply, done) => {
      rememberRoute(request.raw, request.routeOptions.url);
      done();
    });
  }
}
