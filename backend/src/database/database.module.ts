import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { type AppConfig, requireDatabaseUrl } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { UnitOfWorkModule } from '../common/database/transaction.js';
import { createOrmConfig } from './mikro-orm.config.js';

/** The ORM and the unit of work for the whole process. Migrations are not run here but by the launcher or `npm run db:migrate`. */
@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      driver: PostgreSqlDriver,
      useFactory: (config: AppConfig) =>
        createOrmConfig(requireDatabaseUrl(config), { poolSize: config.database.poolSize }),
    }),
    UnitOfWorkModule,
  ],
})
export class DatabaseModule {}
