import {
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';

/** How the database refused a write or a value, in words the HTTP layer can answer; null when it did not. */
export type DatabaseRefusal = 'exclusion' | 'malformed-value' | 'unique' | 'foreign-key' | 'not-allowed';

const EXCLUSION_VIOLATION = '23P01';
/** Values PostgreSQL could not read at all (a malformed uuid, date or number that slipped past a DTO). */
const MALFORMED_VALUE_CODES = ['22P02', '22007', '22008', '22003'];

/** Which of the database's rules an error broke, read from the ORM's exception classes and PostgreSQL's codes. */
export function databaseRefusalOf(exception: unknown): DatabaseRefusal | null {
  if (hasDriverCode(exception, EXCLUSION_VIOLATION)) return 'exclusion';
  if (MALFORMED_VALUE_CODES.some((code) => hasDriverCode(exception, code))) return 'malformed-value';
  if (exception instanceof UniqueConstraintViolationException) return 'unique';
  if (exception instanceof ForeignKeyConstraintViolationException) return 'foreign-key';
  if (
    exception instanceof CheckConstraintViolationException ||
    exception instanceof NotNullConstraintViolationException
  ) {
    return 'not-allowed';
  }
  return null;
}

function hasDriverCode(exception: unknown, code: string): boolean {
  return (
    typeof exception === 'object' &&
    exception !== null &&
    'code' in exception &&
    (exception as { code?: unknown }).code === code
  );
}
