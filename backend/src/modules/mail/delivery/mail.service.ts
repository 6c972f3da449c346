import { type StaffNoticeKind } from '@coworking/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type Queue } from 'bullmq';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { type DeliverMailJobData, MAIL_JOBS, QUEUES } from '../../../queue/queues.js';
import { addWithin, connectionProbe } from '../../../queue/redis-connection.js';
import { StaffNotificationsService } from '../admin-notices/staff-notifications.service.js';
import { MailOutbox, type OutboxAttachment } from '../entities/mail-outbox.entity.js';
import { MAIL_ENQUEUE_TIMEOUT_MS, MAIL_JOB_ATTEMPTS, MAIL_JOB_BACKOFF_MS } from './mail-delivery-policy.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';

/** What a message says, before it is addressed. */
export interface MailContent {
  template: string;
  variables?: Record<string, unknown>;
  attachments?: OutboxAttachment[];
  /** Extra message headers (List-Unsubscribe and List-Unsubscribe-Post on newsletter mail). */
  headers?: Record<string, string>;
  /** False: use the built-in template even if an admin stored one of that name. */
  useStoredTemplate?: boolean;
}

export interface MailRequest extends MailContent {
  to: string;
}

/** A staff e-mail: addressed when it is staged, to the addresses staff chose for its kind (STAFF_EMAIL by default). */
export interface StaffMailRequest extends MailContent {
  staff: StaffNoticeKind;
}

/**
 * How every part of the product sends e-mail. `stage()` writes the outbox row inside the caller's
 * transaction (the message exists exactly when the business change does); `dispatch()` after the
 * commit hands it to the worker through Redis. If Redis is away, the relay job queues it later.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Mail');
  private readonly redisIsUp: () => boolean;
  private skippedSinceWarning = 0;
  private lastSkipWarningAt = 0;

  constructor(
    @InjectQueue(QUEUES.mail) private readonly queue: Queue<DeliverMailJobData>,
    private readonly outboxes: MailOutboxRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly staffNotices: StaffNotificationsService,
  ) {
    this.redisIsUp = connectionProbe(queue);
  }

  /** Gives Redis a moment to answer before the first requests, so they queue at once rather than through the relay. */
  async onApplicationBootstrap(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const moment = new Promise<void>((resolve) => (timer = setTimeout(resolve, MAIL_ENQUEUE_TIMEOUT_MS)));
    await Promise.race([this.queue.waitUntilReady().catch(() => undefined), moment]);
    clearTimeout(timer);
  }

  stage(tx: Transaction, request: MailRequest): MailOutbox {
    const outbox = new MailOutbox(request.template, request.to, request.variables ?? {});
    outbox.attachments = request.attachments ?? [];
    outbox.headers = request.headers ?? {};
    outbox.useStoredTemplate = request.useStoredTemplate ?? true;
    this.outboxes.add(tx, outbox);
    return outbox;
  }

  /** Stages messages to customers and staff alike, staff ones addressed as configured at this moment. */
  async stageAll(tx: Transaction, requests: readonly (MailRequest | StaffMailRequest)[]): Promise<MailOutbox[]> {
    const staged: MailOutbox[] = [];
    for (const request of requests)
      staged.push(
        this.stage(
          tx,
          'staff' in request ? { ...request, to: await this.staffNotices.recipientFor(tx, request.staff) } : request,
        ),
      );
    return staged;
  }

  /** Stages and dispatches in one go, for messages that are the whole change (test e-mails). */
  async send(request: MailRequest): Promise<MailOutbox> {
    const outbox = await this.unitOfWork.run(async (tx) => this.stage(tx, request));
    await this.dispatch([outbox]);
    return outbox;
  }

  /** Queues committed outbox rows; never throws, never waits on Redis for more than two seconds. */
  async dispatch(rows: MailOutbox[]): Promise<void> {
    await Promise.all(rows.map((row) => this.enqueue(row.id)));
  }

  /**
   * Queues one row by id (also used by the relay and the resend of failed mail). True when Redis took it. While Redis
   * is down nothing is sent to it: the row waits in the outbox, and nothing is kept in memory for it.
   */
  async enqueue(outboxId: string): Promise<boolean> {
    if (!this.redisIsUp()) {
      this.noteSkipped();
      return false;
    }
    try {
      await addWithin(
        this.queue,
        MAIL_ENQUEUE_TIMEOUT_MS,
        MAIL_JOBS.deliver,
        { outboxId },
        {
          jobId: outboxId,
          attempts: MAIL_JOB_ATTEMPTS,
          backoff: { type: 'exponential', delay: MAIL_JOB_BACKOFF_MS },
          removeOnComplete: true,
          removeOnFail: true,
        },
      );
      return true;
    } catch (error) {
      this.logger.warn(
        `Mail ${outboxId} waits in the outbox (${error instanceof Error ? error.message : String(error)}); the relay will queue it.`,
      );
      return false;
    }
  }

  /** One warning per 30 s while Redis is down, with how many messages were left to the relay meanwhile. */
  private noteSkipped(): void {
    this.skippedSinceWarning++;
    const now = Date.now();
    if (now - this.lastSkipWarningAt < 30_000) return;
    this.logger.warn(
      `Redis is unreachable: ${this.skippedSinceWarning} e-mail(s) wait in the outbox; the relay will queue them.`,
    );
    this.skippedSinceWarning = 0;
    this.lastSkipWarningAt = now;
  }
}
