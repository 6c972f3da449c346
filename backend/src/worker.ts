import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { closeOnSignals, loadConfigOrExit } from './bootstrap/run.js';
import { WorkerModule } from './worker.module.js';

/** The worker process: consumes the BullMQ queues; no HTTP. */
const config = loadConfigOrExit();
const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
worker.useLogger(worker.get(Logger));
closeOnSignals(worker, (message) => worker.get(Logger).log(message));
await worker.init();
worker.get(Logger).log(`Worker ${process.pid} consuming queues with prefix "${config.redis.queuePrefix}"`);
