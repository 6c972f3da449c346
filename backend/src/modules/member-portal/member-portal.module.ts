import { MemberPrivacyController } from './privacy/member-privacy.controller.js';
import { MemberPortalPersonalDataListener } from './privacy/member-portal-personal-data.listener.js';
import { MemberPortalPersonalDataRepository } from './privacy/member-portal-personal-data.repository.js';
import { Inject, type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { SettingsModule } from '../../common/settings/settings.module.js';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BookingModule } from '../booking/booking.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { rejectCrossSiteWrites } from '../identity/session/admin-session.middleware.js';
import { MailModule } from '../mail/mail.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { MembershipModule } from '../membership/membership.module.js';
import { PaymentModule } from '../payment/payment.module.js';
import { AllowanceBookingsService } from './allowance/allowance-bookings.service.js';
import { AllowanceUsesRepository } from './allowance/allowance-uses.repository.js';
import { AllowanceRepository } from './allowance/allowance.repository.js';
import { MemberAllowanceController } from './allowance/member-allowance.controller.js';
import { MemberAllowanceService } from './allowance/member-allowance.service.js';
import { GuestPassesRepository } from './guests/guest-passes.repository.js';
import { GuestPassesService } from './guests/guest-passes.service.js';
import { MemberGuestsController } from './guests/guest-passes.controller.js';
import { CalendarFeedsController, MemberCalendarFeedController } from './calendar-feed/calendar-feed.controller.js';
import { CalendarFeedRepository } from './calendar-feed/calendar-feed.repository.js';
import { CalendarFeedService } from './calendar-feed/calendar-feed.service.js';
import { CalendarFeedTokens } from './calendar-feed/calendar-feed-tokens.js';
import { MemberBookingsService } from './member-bookings.service.js';
import { MemberDocumentsService } from './member-documents.service.js';
import { MemberMembershipsService } from './member-memberships.service.js';
import { MemberPortalController } from './member-portal.controller.js';
import { MemberPortalRepository } from './member-portal.repository.js';
import { MemberProfileService } from './member-profile.service.js';
import { MemberMovesController } from './moves/member-moves.controller.js';
import { MemberMovesService } from './moves/member-moves.service.js';
import { MemberSessionController } from './session/member-session.controller.js';
import { MemberSessionGuard } from './session/member-session.guard.js';
import { MemberSessionsRepository } from './session/member-sessions.repository.js';
import { MemberSessionsService } from './session/member-sessions.service.js';
import { PromotionsModule } from '../promotions/promotions.module.js';
import { MemberTeamsController } from './teams/member-teams.controller.js';

/**
 * The member portal's API under /api/member: sign-in by e-mailed one-time link, a member session cookie of its
 * own (never accepted by /api/admin), and the member's profile, memberships, bookings, receipts and credit notes.
 */
@Module({
  imports: [
    IdentityModule,
    MembershipModule,
    PaymentModule,
    BookingModule,
    MailModule,
    SmsModule,
    SettingsModule,
    PromotionsModule,
    PrivacyModule,
  ],
  controllers: [
    MemberPrivacyController,
    MemberSessionController,
    MemberPortalController,
    MemberAllowanceController,
    MemberGuestsController,
    MemberMovesController,
    MemberCalendarFeedController,
    CalendarFeedsController,
    MemberTeamsController,
  ],
  providers: [
    MemberPortalPersonalDataListener,
    MemberPortalPersonalDataRepository,
    MemberPortalRepository,
    MemberSessionsRepository,
    MemberSessionsService,
    MemberSessionGuard,
    MemberProfileService,
    MemberMembershipsService,
    MemberBookingsService,
    MemberMovesService,
    CalendarFeedTokens,
    CalendarFeedRepository,
    CalendarFeedService,
    MemberDocumentsService,
    AllowanceRepository,
    AllowanceUsesRepository,
    MemberAllowanceService,
    AllowanceBookingsService,
    GuestPassesRepository,
    GuestPassesService,
  ],
  exports: [MemberSessionsService],
})
export class MemberPortalModule implements NestModule {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Like the back-office: a write from another site is refused, on top of the cookie's SameSite=Lax. Mounted once on
   * the portal's path rather than per route: each mount is one more entry every API request is matched against.
   */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(rejectCrossSiteWrites(new URL(this.config.http.publicUrl).origin))
      .forRoutes({ path: 'member/*path', method: RequestMethod.ALL });
  }
}
