import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MembershipAdminController } from './membership-admin.controller.js';
import { MembershipController } from './membership.controller.js';
import { MEMBERSHIP_ENTITIES } from './membership.entities.js';
import { MembershipRepository } from './membership.repository.js';
import { MembershipService } from './membership.service.js';

/** Membership plans, the comparison matrix and plan bookings. */
@Module({
  imports: [MikroOrmModule.forFeature(MEMBERSHIP_ENTITIES)],
  controllers: [MembershipController, MembershipAdminController],
  providers: [MembershipRepository, MembershipService],
  exports: [MembershipService],
})
export class MembershipModule {}
