import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';

export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'skipped'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * One SMS, written in the same transaction as the business change that causes it (like mail_outbox): the worker sends
 * each row at most once at a time, a relay re-queues rows that never reached Redis, and Africa's Talking's delivery
 * report lands on the row by its message id. A message over the daily cap is kept as `skipped`, with the reason, so
 * staff see why it never went.
 */
@Entity({ tableName: 'sms_outbox' })
@Check({
  name: 'sms_outbox_status_check',
  expression: "status in ('queued', 'sent', 'delivered', 'failed', 'skipped')",
})
// The daily cap counts a number's messages of the day; the relay reads queued rows oldest first.
@Index({ name: 'sms_outbox_phone_created_at_index', properties: ['phone', 'createdAt'] })
@Index({ name: 'sms_outbox_status_created_at_index', properties: ['status', 'createdAt'] })
@Index({ name: 'sms_outbox_created_at_id_index', properties: ['createdAt', 'id'] })
@Index({ name: 'sms_outbox_provider_message_id_index', properties: ['providerMessageId'] })
export class SmsOutbox extends TimestampedEntity {
  /** 2547XXXXXXXX (2541… too); an erased person's rows say ERASED instead. */
  @Property({ type: 'text' })
  phone: string;

  @Property({ type: 'text' })
  templateName: string;

  @Property({ type: 'json', defaultRaw: "'{}'" })
  variables: Opt<Record<string, unknown>> = {};

  /** The text as rendered when staged (the template of that moment), sent as it is. */
  @Property({ type: 'text' })
  text: string;

  @Property({ type: 'integer', default: 1 })
  parts: Opt<number> = 1;

  @Property({ type: 'text', default: 'queued' })
  status: Opt<SmsStatus> = 'queued';

  /** Once per booking (or other subject) for messages that must not repeat, such as the evening reminder. */
  @Property({ type: 'text', nullable: true, unique: true })
  dedupeKey: string | null = null;

  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  /** Africa's Talking's messageId (ATXid_…), which its delivery reports name. */
  @Property({ type: 'text', nullable: true })
  providerMessageId: string | null = null;

  /** The recipient's status when sending (Success, InvalidPhoneNumber, …) with its code. */
  @Property({ type: 'text', nullable: true })
  providerStatus: string | null = null;

  /** What the message cost, as Africa's Talking says it ("KES 0.8000"). */
  @Property({ type: 'text', nullable: true })
  cost: string | null = null;

  /** The latest delivery report's status (Success, Failed, Rejected, Buffered, …). */
  @Property({ type: 'text', nullable: true })
  deliveryStatus: string | null = null;

  @Property({ type: 'text', nullable: true })
  deliveryFailureReason: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deliveryReportedAt: Date | null = null;

  /** While a worker sends it: until when that worker owns it; a crashed worker's claim runs out. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lockedUntil: Date | null = null;

  /** While queued after a failed try: when the next try is due. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  constructor(fields: { phone: string; templateName: string; variables: Record<string, unknown>; text: string }) {
    super();
    this.phone = fields.phone;
    this.templateName = fields.templateName;
    this.variables = fields.variables;
    this.text = fields.text;
  }
}
