import { ManagePrivacyController } from './manage/manage-privacy.controller.js';
import { BookingPersonalDataListener } from './privacy/booking-personal-data.listener.js';
import { BookingPersonalDataRepository } from './privacy/booking-personal-data.repository.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { Module } from '@nestjs/common';
import { ChangeNoticesModule } from '../../common/changes/change-notices.module.js';
import { PreparedAnswersModule } from '../../common/prepared-answers/prepared-answers.module.js';
import { SettingsModule } from '../../common/settings/settings.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { MailModule } from '../mail/mail.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { PaymentModule } from '../payment/payment.module.js';
import { AvailabilityService } from './availability.service.js';
import { BookingAccessTokensRepository } from './booking-access-tokens.repository.js';
import { BookingAdminController } from './booking-admin.controller.js';
import { BookingGroupsAdminController } from './groups/booking-groups-admin.controller.js';
import { BookingGroupsAdminService } from './groups/booking-groups-admin.service.js';
import { BookingGroupsRepository } from './groups/booking-groups.repository.js';
import { BookingController } from './booking.controller.js';
import { BookingCheckoutController } from './checkout/booking-checkout.controller.js';
import { BookingCheckouts } from './checkout/booking-checkouts.service.js';
import { ManageBookingController } from './manage/manage-booking.controller.js';
import { ManageBookingService } from './manage/manage-booking.service.js';
import { BookingPaymentDelivery } from './payments/booking-payment-delivery.js';
import { StaffBookingsController } from './staff-bookings/staff-bookings.controller.js';
import { StaffBookingsRepository } from './staff-bookings/staff-bookings.repository.js';
import { StaffBookingsService } from './staff-bookings/staff-bookings.service.js';
import { CheckInCodesRepository } from './check-in/check-in-codes.repository.js';
import { CHECK_IN_QR, checkInQrPng } from './check-in/check-in-qr.js';
import { attachmentDrawer } from '../mail/delivery/attachment-drawers.js';
import { BOOKING_ENTITIES } from './booking.entities.js';
import { BookingCancellationService } from './booking-cancellation.service.js';
import { BookingMailService } from './booking-mail.service.js';
import { BookingPlacementService } from './booking-placement.service.js';
import { BookingStatsRepository } from './booking-stats.repository.js';
import { BookingStatsService } from './booking-stats.service.js';
import { BookingsRepository } from './bookings.repository.js';
import { BookingsService } from './bookings.service.js';
import { RescheduleRepository } from './reschedule/reschedule.repository.js';
import { RescheduleService } from './reschedule/reschedule.service.js';
import { SpaceAssignmentsRepository } from './space-assignments.repository.js';
import { SpacesAdminController } from './spaces-admin.controller.js';
import { SpacesAdminService } from './spaces-admin.service.js';
import { SpacesRepository } from './spaces.repository.js';
import { SpacesService } from './spaces.service.js';
import { BookingMovesService } from './staff/booking-moves.service.js';
import { BookingStaffService } from './staff/booking-staff.service.js';
import { TourRequestsService } from './tour-requests.service.js';
import { PromotionsModule } from '../promotions/promotions.module.js';

/**
 * Spaces, their physical instances, availability, bookings and tours; the storefront's booking checkout, staff
 * bookings and the customer's manage link, which take and give back money through the payment module below it.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature(BOOKING_ENTITIES),
    IdentityModule,
    MailModule,
    SmsModule,
    PaymentModule,
    ChangeNoticesModule,
    PreparedAnswersModule,
    SettingsModule,
    PromotionsModule,
    PrivacyModule,
  ],
  controllers: [
    ManagePrivacyController,
    BookingController,
    BookingAdminController,
    BookingGroupsAdminController,
    SpacesAdminController,
    BookingCheckoutController,
    ManageBookingController,
    StaffBookingsController,
  ],
  providers: [
    attachmentDrawer(CHECK_IN_QR, checkInQrPng),
    BookingPersonalDataListener,
    BookingPersonalDataRepository,
    AvailabilityService,
    BookingAccessTokensRepository,
    BookingCancellationService,
    BookingCheckouts,
    BookingGroupsAdminService,
    BookingGroupsRepository,
    BookingMailService,
    BookingPaymentDelivery,
    BookingPlacementService,
    BookingsRepository,
    BookingsService,
    BookingMovesService,
    BookingStaffService,
    BookingStatsRepository,
    BookingStatsService,
    CheckInCodesRepository,
    ManageBookingService,
    RescheduleRepository,
    RescheduleService,
    SpaceAssignmentsRepository,
    SpacesAdminService,
    SpacesRepository,
    SpacesService,
    StaffBookingsRepository,
    StaffBookingsService,
    TourRequestsService,
  ],
  exports: [
    BookingsService,
    BookingStatsService,
    BookingAccessTokensRepository,
    BookingGroupsAdminService,
    CheckInCodesRepository,
    RescheduleRepository,
    RescheduleService,
    SpaceAssignmentsRepository,
  ],
})
export class BookingModule {}
