import { Injectable } from '@nestjs/common';
import { type BookingCounts, BookingStatsRepository, type TodayBookingSection } from './booking-stats.repository.js';

export { type BookingCounts, type TodayBookingRow, type TodayBookingSection } from './booking-stats.repository.js';

export interface BookingsToday {
  arrivals: TodayBookingSection;
  expiringHolds: TodayBookingSection;
  pendingTours: TodayBookingSection;
}

/** How far ahead the Overview looks for unpaid holds about to lapse. */
export const EXPIRING_HOLD_WINDOW_MINUTES = 60;

/** Counts for the admin dashboard. */
@Injectable()
export class BookingStatsService {
  constructor(private readonly stats: BookingStatsRepository) {}

  counts(): Promise<BookingCounts> {
    return this.stats.counts();
  }

  /**
   * The Overview's "today" on venue date `today` at instant `now`, each section counted in booking groups (as the
   * Bookings list shows them) with its first `limit` groups: confirmed bookings dated today, soonest first; unpaid
   * holds that lapse within the next hour (a hold already past is free and about to be cancelled, so not counted),
   * soonest first; tour requests waiting for staff, by tour date.
   */
  async today(today: string, now: Date, limit: number): Promise<BookingsToday> {
    const windowEnd = new Date(now.getTime() + EXPIRING_HOLD_WINDOW_MINUTES * 60_000);
    const [arrivals, expiringHolds, pendingTours] = await Promise.all([
      this.stats.arrivalsOn(today, limit),
      this.stats.holdsLapsingBetween(now, windowEnd, limit),
      this.stats.pendingTours(limit),
    ]);
    return { arrivals, expiringHolds, pendingTours };
  }
}
