import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller.js';
import { MetricsRepository } from './metrics.repository.js';
import { MetricsService } from './metrics.service.js';

/**
 * GET /api/metrics for Prometheus, and the request timing hook (installed by bootstrap/http-app.ts). A composition-
 * level folder like health/: it reads figures of several modules (counts by status, queue depths) and changes none.
 */
@Module({
  controllers: [MetricsController],
  providers: [MetricsRepository, MetricsService],
  exports: [MetricsService],
})
export class MetricsModule {}
