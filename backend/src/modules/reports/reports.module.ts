import { Module } from '@nestjs/common';
import { PromoCodeReportRepository } from './promo-codes/promo-code-report.repository.js';
import { PromoCodeReportService } from './promo-codes/promo-code-report.service.js';
import { ReportsAdminController } from './reports-admin.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';
import { WebVitalsAdminController } from './web-vitals/web-vitals-admin.controller.js';
import { WebVitalsController } from './web-vitals/web-vitals.controller.js';
import { WebVitalsRepository } from './web-vitals/web-vitals.repository.js';
import { WebVitalsService } from './web-vitals/web-vitals.service.js';

/**
 * The back-office reports: a read model in SQL over the payments ledger, refunds, instance assignments, memberships,
 * tours, the allowance members used (allowance uses, guest passes), the front desk's check-ins and promo codes' uses. Like retention/,
 * it reads those tables directly (only ever reading), so it imports no domain module but identity's access rules,
 * and nothing imports it. Its one table of its own is web-vitals/: the storefront's field measurements, which the
 * public `POST /vitals` stores.
 */
@Module({
  controllers: [ReportsAdminController, WebVitalsAdminController, WebVitalsController],
  providers: [
    ReportsRepository,
    ReportsService,
    PromoCodeReportRepository,
    PromoCodeReportService,
    WebVitalsRepository,
    WebVitalsService,
  ],
})
export class ReportsModule {}
