import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { type ErrorBody } from './error-body.js';

/** Flattens class-validator's tree into `{ "contact.email": "Email is required" }`, first message per field. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) flat[path] = messages[messages.length - 1];
    Object.assign(flat, flattenValidationErrors(error.children ?? [], path));
  }
  return flat;
}

/**
 * Validates every body and query against its DTO. Unknown fields are refused rather than silently
 * dropped, so a client typo is noticed; the first field message becomes the headline message.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flattenValidationErrors(errors);
      const first = Object.values(fieldErrors)[0];
      const body: ErrorBody = { message: first ?? 'The request is not valid', errors: fieldErrors };
      return new BadRequestException(body);
    },
  });
}
