import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with the message a person reads and how long to wait; the exception filter turns the wait into Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
