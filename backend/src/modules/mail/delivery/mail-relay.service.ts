import { Injectable, Logger } from '@nestjs/common';
import { MailDeliveryService } from './mail-delivery.service.js';
import { MailService } from './mail.service.js';

/**
 * Every MAIL_RELAY_SECONDS (the `mail-relay` job scheduler, run by the mail queue's processor) the
 * worker queues outbox rows that never reached Redis (Redis was down when they were committed) or
 * whose worker died mid-send. A relay run meeting another is harmless because a row's job id is the
 * row id.
 */
@Injectable()
export class MailRelay {
  private readonly logger = new Logger('MailRelay');

  constructor(
    private readonly delivery: MailDeliveryService,
    private readonly mail: MailService,
  ) {}

  /** One pass; returns how many rows it queued. */
  async run(): Promise<number> {
    let queued = 0;
    for (const id of await this.delivery.strandedRows()) if (await this.mail.enqueue(id)) queued++;
    if (queued > 0) this.logger.log(`Queued ${queued} e-mail(s) that had not reached the worker`);
    return queued;
  }
}
