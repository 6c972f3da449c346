import { Module } from '@nestjs/common';
import { IdentityModule } from '../modules/identity/identity.module.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsRepository } from './metrics.repository.js';
import { MetricsService } from './metrics.service.js';
import { QueueDashboard } from './queue-dashboard.js';
import { QueueDashboardAudit } from './queue-dashboard-audit.js';

/**
 * GET /api/metrics for Prometheus with the request timing hook, and the queue dashboard (bull-board) at
 * /admin/queues; bootstrap/http-app.ts installs both on the HTTP server. A composition-level folder like health/: it
 * reads figures of several modules (counts by status, queue depths) and changes only jobs, which it audits.
 */
@Module({
  imports: [IdentityModule],
  controllers: [MetricsController],
  providers: [MetricsRepository, MetricsService, QueueDashboard, QueueDashboardAudit],
  exports: [MetricsService, QueueDashboard],
})
export class MetricsModule {}
