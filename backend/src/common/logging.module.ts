import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { type Options } from 'pino-http';
import { type AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { logDestination } from './logging/log-destination.js';
import { redactUrl } from './logging/redact-url.js';

/**
 * Structured JSON logs (pino) for every process; one line per API request (method, URL, client address,
 * status, time), never with headers, and with the keys in the URL (manage and unsubscribe tokens, link signatures)
 * redacted. Static files of the web front ends are not logged.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
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
            // Read as the client sent it: under Fastify, middleware may see the URL with its mount path taken off.
            ignore: (request) => {
              const url = (request as { originalUrl?: string }).originalUrl ?? request.url ?? '';
              return !url.startsWith('/api') || url === '/api/health';
            },
          },
          customLogLevel: (_request, response, error) =>
            error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
        };
        const destination = logDestination();
        return { pinoHttp: destination ? [options, destination] : options };
      },
    }),
  ],
})
export class LoggingModule {}
