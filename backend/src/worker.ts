import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadConfigOrExit } from './bootstrap/run.js';
import { WorkerModule } from './worker.module.js';

/** The worker process: consumes the BullMQ queues; no HTTP. */
const config = loadConfigOrExit();
const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
worker.useLogger(worker.get(Logger));
worker.enableShutdownHooks();
await worker.init();
worker.get(Logger).log(`Worker ${process.pid} consuming queues with prefix "${config.redis.queuePrefix}"`);
