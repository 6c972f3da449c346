import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { type AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { JobSchedulers } from './job-schedulers.js';
import { QueueConnectionsCloser } from './queue-connections-closer.js';
import { QueueErrorLogger } from './queue-error-logger.js';
import { QueuesAdminController } from './queues-admin.controller.js';
import { QUEUES } from './queues.js';
import { bullConnection, producerConnection } from './redis-connection.js';

const registeredQueues = BullModule.registerQueue(...Object.values(QUEUES).map((name) => ({ name })));

/**
 * Connects BullMQ to Redis and registers every queue for injection with `@InjectQueue(QUEUES.x)`. A worker's queues
 * and workers wait for Redis to come back; a producer's commands fail at once while it is away (producerConnection).
 * JobSchedulers does nothing until a processor registers a scheduler, which happens in the worker only.
 */
function queueModule(role: 'producer' | 'worker') {
  return {
    imports: [
      BullModule.forRootAsync({
        inject: [APP_CONFIG],
        useFactory: (config: AppConfig) => ({
          connection: role === 'producer' ? producerConnection(config.redis.url) : bullConnection(config.redis.url),
          prefix: config.redis.queuePrefix,
          defaultJobOptions: {
            removeOnComplete: { age: 24 * 3600, count: 1000 },
            removeOnFail: { age: 7 * 24 * 3600 },
          },
        }),
      }),
      registeredQueues,
    ],
    controllers: [QueuesAdminController],
    providers: [QueueErrorLogger, QueueConnectionsCloser, JobSchedulers],
    exports: [registeredQueues, JobSchedulers],
  };
}

/** The queues of a process that consumes them (the worker, and tests that run jobs). */
@Global()
@Module(queueModule('worker'))
export class QueueModule {}

/** The queues of the API, which only produces jobs: what cannot be queued at once waits in the outbox. */
@Global()
@Module(queueModule('producer'))
export class ProducerQueueModule {}
