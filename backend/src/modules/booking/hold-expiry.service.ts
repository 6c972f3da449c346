import { Injectable, Logger } from '@nestjs/common';
import { PeriodicTask } from '../../common/periodic-task.js';
import { BookingsService } from './bookings.service.js';

/** Worker: every 30 s, unpaid bookings whose hold ran out are cancelled and their instances freed. */
@Injectable()
export class HoldExpiry extends PeriodicTask {
  protected readonly logger = new Logger('HoldExpiry');
  protected readonly intervalMs = 30_000;

  constructor(private readonly bookings: BookingsService) {
    super();
  }

  protected async tick(): Promise<void> {
    const released = await this.bookings.releaseExpiredHolds();
    if (released > 0) this.logger.log(`Released ${released} unpaid booking(s) whose hold expired`);
  }
}
