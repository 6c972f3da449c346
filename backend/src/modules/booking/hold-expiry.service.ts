import { Injectable, Logger } from '@nestjs/common';
import { BookingsService } from './bookings.service.js';

/**
 * Worker: every 30 s (the `hold-expiry` job scheduler, jobs/hold-expiry.processor.ts), unpaid
 * bookings whose hold ran out are cancelled and their instances freed.
 */
@Injectable()
export class HoldExpiry {
  private readonly logger = new Logger('HoldExpiry');

  constructor(private readonly bookings: BookingsService) {}

  /** One pass; returns how many bookings it released. */
  async run(): Promise<number> {
    const released = await this.bookings.releaseExpiredHolds();
    if (released > 0) this.logger.log(`Released ${released} unpaid booking(s) whose hold expired`);
    return released;
  }
}
