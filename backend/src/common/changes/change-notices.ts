import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/** Longest an announcement waits on Redis: a change must never hang on the notice about it. */
const PUBLISH_TIMEOUT_MS = 2000;

/**
 * Tells every process of the installation that some data changed, so each drops what it keeps in
 * memory about it. Listeners in this process run at once; other processes hear it through Redis
 * pub/sub on `<QUEUE_PREFIX>:changes`. A notice can be lost while Redis is away, so after the
 * subscription reconnects every listener runs (anything may have changed meanwhile), and caches
 * keep a time limit as well. The Redis connections open on first use: a process subscribes once it
 * keeps something (the worker only the app settings), and one that keeps nothing never does.
 */
@Injectable()
export class ChangeNotices implements OnModuleDestroy {
  private readonly logger = new Logger('ChangeNotices');
  private readonly listeners = new Map<string, Set<() => void>>();
  private publisher: Redis | undefined;
  private subscriber: Redis | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get channel(): string {
    return `${this.config.redis.queuePrefix}:changes`;
  }

  /** Runs `listener` whenever `topic` is announced, by this process or any other sharing the Redis. */
  listen(topic: string, listener: () => void): void {
    const listeners = this.listeners.get(topic) ?? new Set();
    listeners.add(listener);
    this.listeners.set(topic, listeners);
    this.subscribe();
  }

  /** Call after the change is committed. Never throws: a lost notice only delays other processes until their time limit. */
  async announce(topic: string): Promise<void> {
    this.notify(topic);
    this.publisher ??= this.connect('publisher', { maxRetriesPerRequest: 1 });
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Redis did not answer within ${PUBLISH_TIMEOUT_MS} ms`)),
          PUBLISH_TIMEOUT_MS,
        );
      });
      await Promise.race([this.publisher.publish(this.channel, topic), timeout]);
    } catch (error) {
      this.logger.warn(
        `Other processes were not told that "${topic}" changed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  private notify(topic: string): void {
    for (const listener of this.listeners.get(topic) ?? []) listener();
  }

  private subscribe(): void {
    if (this.subscriber) return;
    const subscriber = this.connect('subscriber', { maxRetriesPerRequest: null });
    let connectedBefore = false;
    subscriber.on('ready', () => {
      if (connectedBefore) for (const topic of this.listeners.keys()) this.notify(topic);
      connectedBefore = true;
    });
    subscriber.on('message', (_channel: string, topic: string) => this.notify(topic));
    subscriber
      .subscribe(this.channel)
      .catch((error: unknown) => this.logger.warn(`Could not subscribe to change notices: ${String(error)}`));
    this.subscriber = subscriber;
  }

  private connect(role: string, options: { maxRetriesPerRequest: number | null }): Redis {
    const redis = new Redis(this.config.redis.url, { ...options, connectTimeout: PUBLISH_TIMEOUT_MS });
    // ioredis reconnects by itself; without a listener it would print every failed attempt as unhandled.
    redis.on('error', (error: Error) => this.logger.debug(`Redis ${role}: ${error.message}`));
    return redis;
  }

  onModuleDestroy(): void {
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }
}
