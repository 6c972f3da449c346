import { Module } from '@nestjs/common';
import { MembershipRenewalsProcessor } from './jobs/membership-renewals.processor.js';
import { MembershipModule } from './membership.module.js';

/** The worker's half of memberships: the hourly renewal run (the membership queue). Loaded by the worker only. */
@Module({ imports: [MembershipModule], providers: [MembershipRenewalsProcessor] })
export class MembershipWorkerModule {}
