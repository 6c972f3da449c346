import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { BookingsService } from './bookings.service.js';

const EVERY_MS = 30_000;

/** Worker: every 30 s, unpaid bookings whose hold ran out are cancelled and their instances freed. */
@Injectable()
export class HoldExpiry implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('HoldExpiry');
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly bookings: BookingsService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), EVERY_MS);
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async run(): Promise<void> {
    try {
      const released = await this.bookings.releaseExpiredHolds();
      if (released > 0) this.logger.log(`Released ${released} unpaid booking(s) whose hold expired`);
    } catch (error) {
      this.logger.warn(`Releasing expired holds failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
