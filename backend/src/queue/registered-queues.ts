import { getQueueToken } from '@nestjs/bullmq';
import { type ModuleRef } from '@nestjs/core';
import { type Queue } from 'bullmq';
import { QUEUES, type QueueName } from './queues.js';

/** Every queue of `QUEUES` as registered in this process, with its name: a new queue is included without a change. */
export function registeredQueues(moduleRef: ModuleRef): { name: QueueName; queue: Queue }[] {
  return Object.values(QUEUES).map((name) => ({
    name,
    queue: moduleRef.get<Queue>(getQueueToken(name), { strict: false }),
  }));
}
