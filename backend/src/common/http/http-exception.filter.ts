import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import {
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { type Request, type Response } from 'express';
import { TooManyRequestsException } from '../rate-limits/too-many-requests.exception.js';
import { type ErrorBody } from './error-body.js';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable.js';

const EXCLUSION_VIOLATION = '23P01';
/** Values PostgreSQL could not read at all (a malformed uuid, date or number that slipped past a DTO). */
const MALFORMED_VALUE_CODES = ['22P02', '22007', '22008', '22003'];

/** Turns any thrown error into the product's error body; a 5xx never leaks internals. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const [status, body] = this.toErrorBody(exception);
    if (status >= 500) {
      this.logger.error(
        `${request.method} ${request.originalUrl} failed: ${exception instanceof Error ? exception.stack : String(exception)}`,
      );
    }
    if (response.headersSent) return;
    if (exception instanceof TooManyRequestsException)
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (status === HttpStatus.SERVICE_UNAVAILABLE)
      response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    response.status(status).json(body);
  }

  private toErrorBody(exception: unknown): [number, ErrorBody] {
    if (exception instanceof HttpException) {
      return [exception.getStatus(), toBody(exception.getResponse(), exception.message)];
    }
    // The database is the last guard of several rules; its refusals are the client's problem, not ours.
    if (isDriverError(exception, EXCLUSION_VIOLATION)) {
      return [HttpStatus.CONFLICT, { message: 'That time is no longer available. Please pick another slot.' }];
    }
    if (MALFORMED_VALUE_CODES.some((code) => isDriverError(exception, code))) {
      return [HttpStatus.BAD_REQUEST, { message: 'Some of the values given are not in a form we can read.' }];
    }
    if (exception instanceof UniqueConstraintViolationException) {
      return [HttpStatus.CONFLICT, { message: 'A record with these details already exists.' }];
    }
    if (exception instanceof ForeignKeyConstraintViolationException) {
      return [
        HttpStatus.CONFLICT,
        { message: 'This record is linked to others that no longer exist or still depend on it.' },
      ];
    }
    if (
      exception instanceof CheckConstraintViolationException ||
      exception instanceof NotNullConstraintViolationException
    ) {
      return [HttpStatus.BAD_REQUEST, { message: 'Some of the values given are not allowed.' }];
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

function isDriverError(exception: unknown, code: string): boolean {
  return (
    typeof exception === 'object' &&
    exception !== null &&
    'code' in exception &&
    (exception as { code?: unknown }).code === code
  );
}
