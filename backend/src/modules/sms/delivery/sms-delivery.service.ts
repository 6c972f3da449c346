import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { SmsOutboxRepository } from '../sms-outbox.repository.js';
import { AfricasTalkingClient, SmsSendError } from './africas-talking.client.js';
import {
  SMS_CLAIM_SECONDS,
  SMS_MAX_ATTEMPTS,
  SMS_RELAY_GRACE_SECONDS,
  smsRetryDelayMs,
} from './sms-delivery-policy.js';

export type SmsDeliveryOutcome =
  | { kind: 'sent'; providerMessageId: string }
  | { kind: 'nothing-to-do'; status: string }
  | { kind: 'claimed-elsewhere'; until: Date }
  | { kind: 'retry'; delayMs: number; error: string }
  | { kind: 'failed'; error: string };

/** Links in a sent text (pay links, offer links): the recipient has them; the log must not keep them. */
const LINK = /https?:\/\/\S+/g;

/** The worker's side of SMS: claim a queued row, send it through Africa's Talking, record what happened. */
@Injectable()
export class SmsDeliveryService {
  private readonly logger = new Logger('SmsDelivery');

  constructor(
    private readonly outboxes: SmsOutboxRepository,
    private readonly client: AfricasTalkingClient,
    private readonly clock: Clock,
  ) {}

  /**
   * Tries to send one row, at most once at a time (claimed with a conditional update). A failed try leaves it queued
   * with the time of its next try (SMS_RETRY_DELAYS_SECONDS) until SMS_MAX_ATTEMPTS, or at once when the provider's
   * answer will not change (an invalid number): then it is failed, for staff to see and resend.
   */
  async deliver(outboxId: string): Promise<SmsDeliveryOutcome> {
    const row = await this.outboxes.claim(outboxId, SMS_CLAIM_SECONDS);
    if (!row) {
      const existing = await this.outboxes.byId(outboxId);
      if (!existing) return { kind: 'nothing-to-do', status: 'missing' };
      return existing.status === 'queued' && existing.lockedUntil && existing.lockedUntil > new Date()
        ? { kind: 'claimed-elsewhere', until: existing.lockedUntil }
        : { kind: 'nothing-to-do', status: existing.status };
    }
    try {
      const recipient = await this.client.send(row.phone, row.text);
      await this.outboxes.markSent(
        row.id,
        {
          providerMessageId: recipient.messageId,
          providerStatus: `${recipient.statusCode} ${recipient.status}`,
          cost: recipient.cost ?? null,
          text: row.text.replace(LINK, '[link]'),
        },
        this.clock.now(),
      );
      return { kind: 'sent', providerMessageId: recipient.messageId };
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).replace(LINK, '[link]');
      const retryable = !(error instanceof SmsSendError) || error.retryable;
      const giveUp = !retryable || row.attempts >= SMS_MAX_ATTEMPTS;
      const delayMs = smsRetryDelayMs(row.attempts);
      const now = this.clock.now();
      await this.outboxes.recordFailedTry(row.id, {
        error: reason,
        providerStatus: error instanceof SmsSendError ? error.providerStatus : null,
        giveUp,
        nextAttemptAt: giveUp ? null : new Date(now.getTime() + delayMs),
        at: now,
      });
      this.logger.warn(
        `SMS ${row.id} to ${row.phone} (${row.templateName}) failed attempt ${row.attempts}${giveUp ? ', giving up' : `, trying again in ${delayMs / 1000} s`}: ${reason}`,
      );
      return giveUp ? { kind: 'failed', error: reason } : { kind: 'retry', delayMs, error: reason };
    }
  }

  /** Queued rows that may not be in Redis (never queued, overdue, or their worker died), to queue again. */
  strandedRows(limit = 500): Promise<string[]> {
    return this.outboxes.strandedIds(new Date(this.clock.now().getTime() - SMS_RELAY_GRACE_SECONDS * 1000), limit);
  }
}
