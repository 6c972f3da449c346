import { Injectable } from '@nestjs/common';
import { BookingStatsService } from '../booking/booking-stats.service.js';
import { ContentStatsService } from '../content/content-stats.service.js';
import { type AnalyticsDto } from './dto/analytics.dto.js';

/** The dashboard's counts, gathered from the modules that own them. */
@Injectable()
export class OverviewService {
  constructor(
    private readonly bookingStats: BookingStatsService,
    private readonly contentStats: ContentStatsService,
  ) {}

  async counts(): Promise<AnalyticsDto> {
    const [booking, content] = await Promise.all([this.bookingStats.counts(), this.contentStats.counts()]);
    return { bookings: booking.bookings, contacts: content.contacts, spaces: booking.spaces, content: content.content };
  }
}
