import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SettingsModule } from '../../common/settings/settings.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MembershipsAdminController } from './admin/memberships-admin.controller.js';
import { MembershipsAdminRepository } from './admin/memberships-admin.repository.js';
import { MembershipsAdminService } from './admin/memberships-admin.service.js';
import { MembershipLifecycle } from './lifecycle/membership-lifecycle.js';
import { MembershipAdminController } from './membership-admin.controller.js';
import { MembershipController } from './membership.controller.js';
import { MEMBERSHIP_ENTITIES } from './membership.entities.js';
import { MembershipRepository } from './membership.repository.js';
import { MembershipService } from './membership.service.js';
import { PlanBookingsRepository } from './plan-bookings.repository.js';

/** Membership plans, the comparison matrix, plan bookings (memberships) and the staff's view of them. */
@Module({
  imports: [MikroOrmModule.forFeature(MEMBERSHIP_ENTITIES), MailModule, IdentityModule, SettingsModule],
  controllers: [MembershipController, MembershipAdminController, MembershipsAdminController],
  providers: [
    MembershipRepository,
    PlanBookingsRepository,
    MembershipService,
    MembershipLifecycle,
    MembershipsAdminRepository,
    MembershipsAdminService,
  ],
  exports: [MembershipService, MembershipLifecycle, MembershipsAdminService],
})
export class MembershipModule {}
