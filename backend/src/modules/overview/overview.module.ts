import { Module } from '@nestjs/common';
import { BookingModule } from '../booking/booking.module.js';
import { ContentModule } from '../content/content.module.js';
import { MembershipModule } from '../membership/membership.module.js';
import { AnalyticsAdminController } from './analytics-admin.controller.js';
import { OverviewAdminController } from './overview-admin.controller.js';
import { OverviewTodayService } from './overview-today.service.js';
import { OverviewService } from './overview.service.js';

/**
 * The back-office dashboard: counts and today's work read from booking, content and membership (it depends on them;
 * nothing depends on it).
 */
@Module({
  imports: [BookingModule, ContentModule, MembershipModule],
  controllers: [AnalyticsAdminController, OverviewAdminController],
  providers: [OverviewService, OverviewTodayService],
})
export class OverviewModule {}
