import { normalizeMpesaPhone, SMS_DAILY_CAP_PER_NUMBER, smsLength, venueInstant, venueToday } from '@coworking/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { type Queue } from 'bullmq';
import { Clock } from '../../common/clock/clock.js';
import { type Transaction } from '../../common/database/transaction.js';
import { type DeliverSmsJobData, QUEUES, SMS_JOBS } from '../../queue/queues.js';
import { addWithin, connectionProbe } from '../../queue/redis-connection.js';
import { Consents } from '../privacy/consents/consents.service.js';
import { SMS_ENQUEUE_TIMEOUT_MS, SMS_JOB_ATTEMPTS, SMS_JOB_BACKOFF_MS } from './delivery/sms-delivery-policy.js';
import { SmsOutbox } from './entities/sms-outbox.entity.js';
import { SmsOutboxRepository } from './sms-outbox.repository.js';
import { builtInSmsTemplate, type SmsTemplateName } from './templates/default-sms-templates.js';
import { SmsTemplatesRepository } from './templates/sms-templates.repository.js';
import { renderSmsText } from './templates/sms-text.js';

export interface SmsRequest {
  /** Any Kenyan format: 07…, 01…, +2547…, 2547…, with spaces or dashes. */
  to: string;
  template: SmsTemplateName;
  variables?: Record<string, unknown>;
  /** A key sent at most once (e.g. `booking-reminder:<booking id>`): a second stage with it stages nothing. */
  once?: string;
}

/** Why a message over the cap was not sent, as the SMS log shows it. */
export const SMS_CAP_REASON = `Not sent: this number already had ${SMS_DAILY_CAP_PER_NUMBER} SMS today (the daily limit per number)`;

/**
 * How every part of the product sends SMS. `stage()` writes the outbox row inside the caller's transaction, only for
 * a Kenyan mobile number whose latest SMS consent says yes and while it is under its daily cap; `dispatch()` after
 * the commit hands the rows to the worker through Redis. A row never dispatched is queued by the relay within
 * SMS_RELAY_EVERY_MS, so a caller that cannot reach the commit (a row staged deep inside another module's work) may
 * leave it to the relay.
 */
@Injectable()
export class SmsService {
  private readonly logger = new Logger('Sms');
  private readonly redisIsUp: () => boolean;

  constructor(
    @InjectQueue(QUEUES.sms) private readonly queue: Queue<DeliverSmsJobData>,
    private readonly outboxes: SmsOutboxRepository,
    private readonly templates: SmsTemplatesRepository,
    private readonly consents: Consents,
    private readonly clock: Clock,
  ) {
    this.redisIsUp = connectionProbe(queue);
  }

  /**
   * Stages an SMS in the caller's transaction when the number's latest SMS consent says yes (privacy's
   * `Consents.smsAllowed(phone, tx)`) and it is under the daily cap; returns the row, or null when not sent. A
   * message over the cap is logged as skipped (with the reason) for staff to see. Stages for one number wait for
   * each other (a lock held to the end of the transaction), so concurrent stages never pass the cap.
   */
  async stage(tx: Transaction, request: SmsRequest): Promise<SmsOutbox | null> {
    const phone = normalizeMpesaPhone(request.to ?? '');
    if (!phone) return null;
    if (!(await this.consents.smsAllowed(phone, tx))) return null;
    if (request.once && (await this.outboxes.hasKey(tx, request.once))) return null;
    const variables = request.variables ?? {};
    const row = new SmsOutbox({
      phone,
      templateName: request.template,
      variables,
      text: await this.render(tx, request.template, variables),
    });
    row.parts = smsLength(row.text).parts;
    row.dedupeKey = request.once ?? null;
    const now = this.clock.now();
    row.createdAt = now;
    row.updatedAt = now;
    await this.outboxes.lockNumber(tx, phone);
    const sentToday = await this.outboxes.countFor(tx, phone, venueInstant(venueToday(now)));
    if (sentToday >= SMS_DAILY_CAP_PER_NUMBER) {
      row.status = 'skipped';
      row.lastError = SMS_CAP_REASON;
      await this.outboxes.insert(tx, row);
      this.logger.log(`SMS ${request.template} to ${phone} skipped: over the daily cap of ${SMS_DAILY_CAP_PER_NUMBER}`);
      return null;
    }
    await this.outboxes.insert(tx, row);
    return row;
  }

  /** After the commit: queues the staged rows (nulls ignored); never throws. */
  async dispatch(rows: readonly (SmsOutbox | null)[]): Promise<void> {
    await Promise.all(
      rows.filter((row): row is SmsOutbox => row !== null).map((row) => this.enqueue(row.id).catch(() => false)),
    );
  }

  /** Queues one row by id (also the relay's and the resend's way). True when Redis took it. */
  async enqueue(outboxId: string): Promise<boolean> {
    if (!this.redisIsUp()) return false;
    try {
      await addWithin(
        this.queue,
        SMS_ENQUEUE_TIMEOUT_MS,
        SMS_JOBS.deliver,
        { outboxId },
        {
          jobId: outboxId,
          attempts: SMS_JOB_ATTEMPTS,
          backoff: { type: 'exponential', delay: SMS_JOB_BACKOFF_MS },
          removeOnComplete: true,
          removeOnFail: true,
        },
      );
      return true;
    } catch (error) {
      this.logger.warn(
        `SMS ${outboxId} waits in the outbox (${error instanceof Error ? error.message : String(error)}); the relay will queue it.`,
      );
      return false;
    }
  }

  /** Staff's wording if they stored one that still renders, else the built-in text. */
  private async render(tx: Transaction, name: SmsTemplateName, variables: Record<string, unknown>): Promise<string> {
    const stored = await this.templates.named(name, tx);
    if (stored) {
      try {
        return renderSmsText(stored.text, variables);
      } catch (error) {
        this.logger.warn(
          `SMS template "${name}" could not be rendered (${error instanceof Error ? error.message : String(error)}); the built-in text is sent instead.`,
        );
      }
    }
    const builtIn = builtInSmsTemplate(name);
    if (!builtIn) throw new Error(`No SMS template named "${name}"`);
    return renderSmsText(builtIn.text, variables);
  }
}
