import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What a message's attachment is called and shown as. */
interface AttachmentLabel {
  filename: string;
  contentType: string;
  /** Shown inside the HTML (`<img src="cid:…">`) instead of as a file to download, e.g. a check-in QR code. */
  contentId?: string;
}

/** An attachment with its bytes, as it is sent. */
export interface AttachmentFile extends AttachmentLabel {
  /** Base64 content. */
  content: string;
}

/**
 * An attachment drawn when the message is sent, by the drawer registered under `drawnBy` (AttachmentDrawers) from
 * `drawnFrom`: a receipt's PDF from the receipt, a QR code from the check-in code. Drawing a PDF or a PNG takes
 * milliseconds of one event loop; the worker spends them, not the request that staged the message.
 */
export interface DrawnAttachment extends AttachmentLabel {
  drawnBy: string;
  drawnFrom: unknown;
}

/** An attachment as the outbox row keeps it: its bytes, or what to draw them from. */
export type OutboxAttachment = AttachmentFile | DrawnAttachment;

/**
 * A message to send, written in the same transaction as the business change that causes it.
 * The worker sends each row at most once; a relay re-enqueues rows that never reached Redis.
 */
@Entity({ tableName: 'mail_outbox' })
@Check({ name: 'mail_outbox_status_check', expression: "status in ('pending', 'sending', 'sent', 'failed')" })
@Index({ name: 'mail_outbox_status_created_at_index', properties: ['status', 'createdAt'] })
// The e-mail log (every status, newest first) reads this backwards and stops at its limit.
@Index({ name: 'mail_outbox_created_at_id_index', properties: ['createdAt', 'id'] })
export class MailOutbox extends TimestampedEntity {
  @Property({ type: 'text' })
  templateName: string;

  @Property({ type: 'text' })
  recipient: string;

  /** False for messages that must not depend on stored templates (the hardcoded test e-mail). */
  @Property({ type: 'boolean', default: true })
  useStoredTemplate: Opt<boolean> = true;

  @Property({ type: 'json', defaultRaw: "'{}'" })
  variables: Opt<Record<string, unknown>> = {};

  @Property({ type: 'json', defaultRaw: "'[]'" })
  attachments: Opt<OutboxAttachment[]> = [];

  /** Extra message headers, such as List-Unsubscribe on newsletter mail. */
  @Property({ type: 'json', defaultRaw: "'{}'" })
  headers: Opt<Record<string, string>> = {};

  @Property({ type: 'text', default: 'pending' })
  status: Opt<OutboxStatus> = 'pending';

  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'text', nullable: true })
  messageId: string | null = null;

  /** While 'sending': until when the worker that claimed the row owns it; a crashed worker's claim runs out. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lockedUntil: Date | null = null;

  /** When the first try was made: a message is tried for a day from then before it counts as failed. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  firstAttemptAt: Date | null = null;

  /** While pending after a failed try: when the next try is due. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  constructor(templateName: string, recipient: string, variables: Record<string, unknown>) {
    super();
    this.templateName = templateName;
    this.recipient = recipient;
    this.variables = variables;
  }
}
