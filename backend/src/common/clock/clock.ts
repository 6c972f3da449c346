import { venueToday } from '@coworking/domain';
import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time services act on. Renewals, reminders, grace periods and expiry read it instead of `new Date()`, so tests
 * move it (jest.spyOn(clock, 'now')) rather than wait for days to pass.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Today in the venue's calendar (Africa/Nairobi), YYYY-MM-DD. */
  today(): string {
    return venueToday(this.now());
  }
}

/** One clock for every module of the process. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
