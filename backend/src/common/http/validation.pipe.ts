import { BadRequestException, HttpException, HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { type ErrorBody } from './error-body.js';

/**
 * A constraint whose failure means "no such thing" rather than "malformed" names its status in its context:
 * `@IsUUID('all', { message: 'Space not found.', context: NOT_FOUND_WHEN_INVALID })`. Only the headline field counts.
 */
export const NOT_FOUND_WHEN_INVALID = { httpStatus: HttpStatus.NOT_FOUND } as const;

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

/** The status the headline field's failing constraint asks for (see NOT_FOUND_WHEN_INVALID), 400 otherwise. */
function headlineStatus(errors: ValidationError[]): number {
  const find = (list: ValidationError[]): number | undefined => {
    for (const error of list) {
      const constraint = Object.keys(error.constraints ?? {}).at(-1);
      if (constraint)
        return (
          (error.contexts?.[constraint] as { httpStatus?: number } | undefined)?.httpStatus ?? HttpStatus.BAD_REQUEST
        );
      const nested = find(error.children ?? []);
      if (nested !== undefined) return nested;
    }
    return undefined;
  };
  return find(errors) ?? HttpStatus.BAD_REQUEST;
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
      const status = headlineStatus(errors);
      return status === HttpStatus.BAD_REQUEST ? new BadRequestException(body) : new HttpException(body, status);
    },
  });
}
