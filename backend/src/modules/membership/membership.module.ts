import { ChangeNoticesModule } from '../../common/changes/change-notices.module.js';
import { PreparedAnswersModule } from '../../common/prepared-answers/prepared-answers.module.js';
import { PublicMembershipLists } from './public-membership-lists.js';
import { MembershipPersonalDataListener } from './privacy/membership-personal-data.listener.js';
import { MembershipPersonalDataRepository } from './privacy/membership-personal-data.repository.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { Module } from '@nestjs/common';
import { SettingsModule } from '../../common/settings/settings.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { MailModule } from '../mail/mail.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { PaymentModule } from '../payment/payment.module.js';
import { MembershipsAdminController } from './admin/memberships-admin.controller.js';
import { MembershipsAdminRepository } from './admin/memberships-admin.repository.js';
import { MembershipsAdminService } from './admin/memberships-admin.service.js';
import { MembershipLifecycle } from './lifecycle/membership-lifecycle.js';
import { MembershipAdminController } from './membership-admin.controller.js';
import { MembershipController } from './membership.controller.js';
import { MEMBERSHIP_ENTITIES } from './membership.entities.js';
import { MembershipRepository } from './membership.repository.js';
import { MembershipService } from './membership.service.js';
import { PlanPaymentDelivery } from './payments/plan-payment-delivery.js';
import { SubscriptionCheckouts } from './payments/subscription-checkouts.service.js';
import { SubscriptionPaymentController } from './payments/subscription-payment.controller.js';
import { PlanBookingsRepository } from './plan-bookings.repository.js';
import { MembershipPayLinkController } from './renewals/membership-pay-link.controller.js';
import { MembershipRenewals } from './renewals/membership-renewals.service.js';
import { PayLinks } from './renewals/pay-links.js';
import { RenewalCharges } from './renewals/renewal-charges.service.js';
import { RenewalCheckouts } from './renewals/renewal-checkouts.service.js';
import { RenewalSteps } from './renewals/renewal-steps.service.js';
import { RenewalsRepository } from './renewals/renewals.repository.js';
import { PromotionsModule } from '../promotions/promotions.module.js';
import { PeriodPricing } from './payments/period-pricing.service.js';
import { CompaniesAdminController } from './teams/companies-admin.controller.js';
import { CompaniesRepository } from './teams/companies.repository.js';
import { CompaniesService } from './teams/companies.service.js';
import { TeamSeats } from './teams/team-seats.service.js';
import { TeamsRepository } from './teams/teams.repository.js';

/**
 * Membership plans, the comparison matrix, plan bookings (memberships) and the staff's view of them; paying for
 * them (checkout, delivering a paid period, renewals and their pay links) through the payment module's API; companies
 * and the seats of their team memberships.
 */
@Module({
  imports: [
    MikroOrmModule.forFeature(MEMBERSHIP_ENTITIES),
    MailModule,
    SmsModule,
    IdentityModule,
    SettingsModule,
    PaymentModule,
    PromotionsModule,
    PrivacyModule,
    ChangeNoticesModule,
    PreparedAnswersModule,
  ],
  controllers: [
    MembershipController,
    MembershipAdminController,
    MembershipsAdminController,
    SubscriptionPaymentController,
    MembershipPayLinkController,
    CompaniesAdminController,
  ],
  providers: [
    MembershipPersonalDataListener,
    MembershipPersonalDataRepository,
    MembershipRepository,
    PlanBookingsRepository,
    MembershipService,
    PublicMembershipLists,
    MembershipLifecycle,
    MembershipsAdminRepository,
    MembershipsAdminService,
    PlanPaymentDelivery,
    SubscriptionCheckouts,
    PayLinks,
    RenewalsRepository,
    RenewalCharges,
    PeriodPricing,
    RenewalSteps,
    RenewalCheckouts,
    MembershipRenewals,
    CompaniesRepository,
    CompaniesService,
    TeamsRepository,
    TeamSeats,
  ],
  exports: [
    MembershipService,
    MembershipLifecycle,
    MembershipsAdminService,
    MembershipRenewals,
    RenewalCheckouts,
    PayLinks,
    TeamSeats,
  ],
})
export class MembershipModule {}
