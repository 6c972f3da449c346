import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { type AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { JobSchedulers } from './job-schedulers.js';
import { QueueErrorLogger } from './queue-error-logger.js';
import { QueuesAdminController } from './queues-admin.controller.js';
import { QUEUES } from './queues.js';
import { bullConnection } from './redis-connection.js';

const registeredQueues = BullModule.registerQueue(...Object.values(QUEUES).map((name) => ({ name })));

/**
 * Connects BullMQ to Redis and registers every queue for injection with `@InjectQueue(QUEUES.x)`.
 * JobSchedulers does nothing until a processor registers a scheduler, which happens in the worker only.
 */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: bullConnection(config.redis.url),
        prefix: config.redis.queuePrefix,
        defaultJobOptions: { removeOnComplete: { age: 24 * 3600, count: 1000 }, removeOnFail: { age: 7 * 24 * 3600 } },
      }),
    }),
    registeredQueues,
  ],
  controllers: [QueuesAdminController],
  providers: [QueueErrorLogger, JobSchedulers],
  exports: [registeredQueues, JobSchedulers],
})
export class QueueModule {}
