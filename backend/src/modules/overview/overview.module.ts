import { Module } from '@nestjs/common';
import { BookingModule } from '../booking/booking.module.js';
import { ContentModule } from '../content/content.module.js';
import { AnalyticsAdminController } from './analytics-admin.controller.js';
import { OverviewService } from './overview.service.js';

/** The back-office dashboard: counts read from booking and content (it depends on them; nothing depends on it). */
@Module({
  imports: [BookingModule, ContentModule],
  controllers: [AnalyticsAdminController],
  providers: [OverviewService],
})
export class OverviewModule {}
