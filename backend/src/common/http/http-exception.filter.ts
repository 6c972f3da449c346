import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { redactUrl, redactUrlsIn } from '../logging/redact-url.js';
import { TooManyRequestsException } from '../rate-limits/too-many-requests.exception.js';
import { type ErrorBody } from './error-body.js';
import { databaseRefusalOf } from '../database/driver-errors.js';
import { DomainError, type DomainErrorKind } from '../errors/domain-error.js';
import {
  isDatabaseUnavailable,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../database/unavailable.js';

/** The HTTP status of each kind of domain refusal: the only place the domain's errors meet HTTP. */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  'too-large': HttpStatus.PAYLOAD_TOO_LARGE,
  'upstream-failed': HttpStatus.BAD_GATEWAY,
};

/** Turns any thrown error into the product's error body; a 5xx never leaks internals. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    // A route's error comes with Fastify's reply; a Nest middleware's (which runs on Node's own objects) without.
    const reply = http.getResponse<FastifyReply | ServerResponse>();
    const request = http.getRequest<FastifyRequest | IncomingMessage>();
    const [status, body] = this.toErrorBody(exception);
    if (status >= 500) {
      this.logger.error(
        // Keys in the URL, or in a URL the error quotes, stay out of the log (redact-url.ts).
        `${request.method} ${redactUrl(request.url ?? '')} failed: ${redactUrlsIn(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception))}`,
      );
    }
    const headers: Record<string, string> = {};
    if (exception instanceof TooManyRequestsException) headers['Retry-After'] = String(exception.retryAfterSeconds);
    if (status === HttpStatus.SERVICE_UNAVAILABLE) headers['Retry-After'] = String(UNAVAILABLE_RETRY_AFTER_SECONDS);
    if (!('raw' in reply)) {
      if (reply.headersSent) return;
      reply.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
      reply.end(JSON.stringify(body));
      return;
    }
    if (reply.sent || reply.raw.headersSent) return;
    // An error is never a download, whatever the handler had set before it failed (a CSV export's file name).
    reply.removeHeader('Content-Disposition');
    reply.headers(headers).code(status).send(body);
  }

  private toErrorBody(exception: unknown): [number, ErrorBody] {
    if (exception instanceof DomainError) {
      const { message, errors } = exception;
      return [STATUS_OF_KIND[exception.kind], errors ? { message, errors } : { message }];
    }
    if (exception instanceof HttpException) {
      return [exception.getStatus(), toBody(exception.getResponse(), exception.message)];
    }
    // The database is the last guard of several rules; its refusals are the client's problem, not ours.
    switch (databaseRefusalOf(exception)) {
      case 'exclusion':
        return [HttpStatus.CONFLICT, { message: 'That time is no longer available. Please pick another slot.' }];
      case 'malformed-value':
        return [HttpStatus.BAD_REQUEST, { message: 'Some of the values given are not in a form we can read.' }];
      case 'unique':
        return [HttpStatus.CONFLICT, { message: 'A record with these details already exists.' }];
      case 'foreign-key':
        return [
          HttpStatus.CONFLICT,
          { message: 'This record is linked to others that no longer exist or still depend on it.' },
        ];
      case 'not-allowed':
        return [HttpStatus.BAD_REQUEST, { message: 'Some of the values given are not allowed.' }];
      case null:
        break;
    }
    // The database went away under the request (a restart or failover): not a bug, and trying again will work.
    if (isDatabaseUnavailable(exception)) return [HttpStatus.SERVICE_UNAVAILABLE, { message: UNAVAILABLE_MESSAGE }];
    return [HttpStatus.INTERNAL_SERVER_ERROR, { message: 'Something went wrong on our side. Please try again.' }];
  }
}

function toBody(response: string | object, fallback: string): ErrorBody {
  if (typeof response === 'string') return { message: response };
  const { message, errors } = response as { message?: unknown; errors?: unknown };
  const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : fallback;
  return errors && typeof errors === 'object'
    ? { message: text, errors: errors as Record<string, string> }
    : { message: text };
}
