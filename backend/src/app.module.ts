import { type DynamicModule, Module } from '@nestjs/common';
import { LoggingModule } from './common/logging.module.js';
import { type AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { DOMAIN_MODULES } from './modules/domain-modules.js';
import { QueueModule } from './queue/queue.module.js';

/** The HTTP API: every domain with its controllers. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        DatabaseModule,
        QueueModule,
        HealthModule,
        ...DOMAIN_MODULES,
      ],
    };
  }
}
