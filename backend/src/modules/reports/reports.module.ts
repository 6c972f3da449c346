import { Module } from '@nestjs/common';
import { ReportsAdminController } from './reports-admin.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/**
 * The back-office reports: a read model in SQL over the payments ledger, refunds, instance assignments, memberships
 * and tours. Like retention/, it reads those tables directly (only ever reading), so it imports no domain module but
 * identity's access rules, and nothing imports it.
 */
@Module({
  controllers: [ReportsAdminController],
  providers: [ReportsRepository, ReportsService],
})
export class ReportsModule {}
