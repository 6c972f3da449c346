import { type ConnectionOptions } from 'bullmq';

/** BullMQ connection from REDIS_URL. Workers need maxRetriesPerRequest null to block on Redis. */
export function bullConnection(redisUrl: string): ConnectionOptions {
  return { url: redisUrl, maxRetriesPerRequest: null };
}
