import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { MailOutbox } from './mail-outbox.entity.js';

/** The delivery log: one row per SMTP attempt of an outbox message. */
@Entity({ tableName: 'mail_delivery_attempts' })
@Index({ name: 'mail_delivery_attempts_outbox_id_index', properties: ['outbox'] })
export class MailDeliveryAttempt extends BaseEntity {
  @ManyToOne(() => MailOutbox, { deleteRule: 'cascade' })
  outbox: MailOutbox;

  @Property({ type: 'integer' })
  attempt: number;

  @Property({ type: 'boolean' })
  succeeded: boolean;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  /** The SMTP server's answer (or the file written when no SMTP server is configured). */
  @Property({ type: 'text', nullable: true })
  response: string | null = null;

  constructor(outbox: MailOutbox, attempt: number, succeeded: boolean) {
    super();
    this.outbox = outbox;
    this.attempt = attempt;
    this.succeeded = succeeded;
  }
}
