import { Inject, Injectable, Logger } from '@nestjs/common';
import { PeriodicTask } from '../../../common/periodic-task.js';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import { MailService } from './mail.service.js';

/**
 * Every MAIL_RELAY_SECONDS the worker queues outbox rows that never reached Redis (Redis was down
 * when they were committed) or whose worker died mid-send. Several workers relaying at once is
 * harmless because a row's job id is the row id.
 */
@Injectable()
export class MailRelay extends PeriodicTask {
  protected readonly logger = new Logger('MailRelay');
  protected readonly intervalMs: number;
  protected override readonly runAtStart = true;

  constructor(
    private readonly delivery: MailDeliveryService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    this.intervalMs = config.mail.relaySeconds * 1000;
  }

  protected async tick(): Promise<void> {
    let queued = 0;
    for (const id of await this.delivery.strandedRows()) if (await this.mail.enqueue(id)) queued++;
    if (queued > 0) this.logger.log(`Queued ${queued} e-mail(s) that had not reached the worker`);
  }
}
