import 'reflect-metadata';
import { getPriority, setPriority } from 'node:os';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { closeOnSignals, loadConfigOrExit } from './bootstrap/run.js';
import { WorkerModule } from './worker.module.js';

/**
 * How much nicer than what started it the worker runs. Its work (sending mail and drawing its attachments, reconciling
 * payments, expiring holds) can wait a few milliseconds; a person waiting on the API cannot. Where both share a machine's cores, the kernel gives the
 * API the CPU first, and the worker the rest (decision 0316). Raising one's own niceness needs no privilege.
 */
const WORKER_NICER_BY = 10;
/** The kernel's lowest priority. */
const NICEST = 19;

/** The worker process: consumes the BullMQ queues; no HTTP. */
const config = loadConfigOrExit();
const nicer = Math.min(getPriority() + WORKER_NICER_BY, NICEST);
let niceness = `niceness ${nicer}`;
try {
  setPriority(nicer);
} catch (error) {
  niceness = `niceness unchanged (${error instanceof Error ? error.message : String(error)})`;
}
const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
worker.useLogger(worker.get(Logger));
closeOnSignals(worker, (message) => worker.get(Logger).log(message));
await worker.init();
worker.get(Logger).log(`Worker ${process.pid} consuming queues with prefix "${config.redis.queuePrefix}", ${niceness}`);
