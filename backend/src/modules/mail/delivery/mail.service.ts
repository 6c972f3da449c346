import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { type Queue } from 'bullmq';
import { type DeliverMailJobData, MAIL_JOBS, QUEUES } from '../../../queue/queues.js';
import { MailOutbox, type OutboxAttachment } from '../entities/mail-outbox.entity.js';
import { MAIL_BACKOFF_BASE_MS, MAIL_DELIVERY_ATTEMPTS, MAIL_ENQUEUE_TIMEOUT_MS } from './mail-delivery-policy.js';

export interface MailRequest {
  template: string;
  to: string;
  variables?: Record<string, unknown>;
  attachments?: OutboxAttachment[];
  /** False: use the built-in template even if an admin stored one of that name. */
  useStoredTemplate?: boolean;
}

/**
 * How every part of the product sends e-mail. `stage()` writes the outbox row inside the caller's
 * transaction (the message exists exactly when the business change does); `dispatch()` after the
 * commit hands it to the worker through Redis. If Redis is away, the relay job queues it later.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');

  constructor(
    @InjectQueue(QUEUES.mail) private readonly queue: Queue<DeliverMailJobData>,
    private readonly em: EntityManager,
  ) {}

  stage(em: EntityManager, request: MailRequest): MailOutbox {
    const outbox = new MailOutbox(request.template, request.to, request.variables ?? {});
    outbox.attachments = request.attachments ?? [];
    outbox.useStoredTemplate = request.useStoredTemplate ?? true;
    em.persist(outbox);
    return outbox;
  }

  /** Stages and dispatches in one go, for messages that are the whole change (test e-mails). */
  async send(request: MailRequest): Promise<MailOutbox> {
    const outbox = await this.em.fork().transactional(async (em) => this.stage(em, request));
    await this.dispatch([outbox]);
    return outbox;
  }

  /** Queues committed outbox rows; never throws, never waits on Redis for more than two seconds. */
  async dispatch(rows: MailOutbox[]): Promise<void> {
    await Promise.all(rows.map((row) => this.enqueue(row.id)));
  }

  /** Queues one row by id (also used by the relay). True when Redis took it. */
  async enqueue(outboxId: string): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const add = this.queue.add(
        MAIL_JOBS.deliver,
        { outboxId },
        {
          jobId: outboxId,
          attempts: MAIL_DELIVERY_ATTEMPTS,
          backoff: { type: 'exponential', delay: MAIL_BACKOFF_BASE_MS },
          removeOnComplete: true,
          removeOnFail: true,
        },
      );
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Redis did not answer within ${MAIL_ENQUEUE_TIMEOUT_MS} ms`)),
          MAIL_ENQUEUE_TIMEOUT_MS,
        );
      });
      await Promise.race([add, timeout]);
      await this.em.fork().nativeUpdate(MailOutbox, { id: outboxId, enqueuedAt: null }, { enqueuedAt: new Date() });
      return true;
    } catch (error) {
      this.logger.warn(
        `Mail ${outboxId} waits in the outbox (${error instanceof Error ? error.message : String(error)}); the relay will queue it.`,
      );
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
