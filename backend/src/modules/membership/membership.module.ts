import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MEMBERSHIP_ENTITIES } from './membership.entities.js';

/** Membership plans, the comparison matrix and plan bookings. */
@Module({
  imports: [MikroOrmModule.forFeature(MEMBERSHIP_ENTITIES)],
})
export class MembershipModule {}
