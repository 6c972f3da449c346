import { ConnectionException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { isDatabaseUnavailable } from './unavailable.js';

const driverError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('telling a lost database connection from other errors', () => {
  it('recognises a connection the server ended, refused or never gave, also wrapped by the ORM', () => {
    expect(isDatabaseUnavailable(driverError('terminating connection due to administrator command', '57P01'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new DriverException(driverError('the database system is starting up', '57P03')))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(driverError('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new DriverException(driverError('read ECONNRESET', 'ECONNRESET')))).toBe(true);
    expect(isDatabaseUnavailable(new ConnectionException(driverError('no route')))).toBe(true);
    expect(isDatabaseUnavailable({ cause: driverError('x', '08006') })).toBe(true);
  });

  it('leaves constraint violations, bugs and non-errors alone', () => {
    expect(
      isDatabaseUnavailable(new UniqueConstraintViolationException(driverError('duplicate key value', '23505'))),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
