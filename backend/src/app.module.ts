import { type DynamicModule, Module } from '@nestjs/common';
import { ClockModule } from './common/clock/clock.js';
import { LoggingModule } from './common/logging.module.js';
import { ProofOfWorkModule } from './common/proof-of-work/proof-of-work.module.js';
import { RateLimitsModule } from './common/rate-limits/rate-limits.module.js';
import { type AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DomainEventsModule } from './common/events/domain-events.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { DOMAIN_MODULES } from './modules/domain-modules.js';
import { ProducerQueueModule } from './queue/queue.module.js';

/** The HTTP API: every domain with its controllers. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        ClockModule,
        RateLimitsModule,
        ProofOfWorkModule,
        DatabaseModule,
        DomainEventsModule,
        ProducerQueueModule,
        HealthModule,
        MetricsModule,
        ...DOMAIN_MODULES,
      ],
    };
  }
}
