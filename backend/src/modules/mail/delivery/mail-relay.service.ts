import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import { MailService } from './mail.service.js';

/**
 * Every MAIL_RELAY_SECONDS the worker queues outbox rows that never reached Redis (Redis was down
 * when they were committed) or whose worker died mid-send. A timer in each worker rather than a
 * repeatable BullMQ job, so it keeps running after Redis itself lost its state; several workers
 * relaying at once is harmless because a row's job id is the row id.
 */
@Injectable()
export class MailRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailRelay');
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly delivery: MailDeliveryService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), this.config.mail.relaySeconds * 1000);
    void this.run();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async run(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      let queued = 0;
      for (const id of await this.delivery.strandedRows()) if (await this.mail.enqueue(id)) queued++;
      if (queued > 0) this.logger.log(`Queued ${queued} e-mail(s) that had not reached the worker`);
      return queued;
    } catch (error) {
      this.logger.warn(`Relay run failed: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    } finally {
      this.running = false;
    }
  }
}
