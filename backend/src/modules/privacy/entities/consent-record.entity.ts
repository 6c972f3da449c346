import { type ConsentChannel, type ConsentSource, CONSENT_CHANNELS } from '@coworking/domain';
import { Check, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';

/**
 * One consent given or withdrawn (Data Protection Act 2019): never updated, so the history of what a person agreed to,
 * when, where and in which words stays as it was. The latest record of a channel for an address decides.
 */
@Entity({ tableName: 'consent_records' })
@Check({
  name: 'consent_records_channel_check',
  expression: `channel in (${CONSENT_CHANNELS.map((channel) => `'${channel}'`).join(', ')})`,
})
@Check({ name: 'consent_records_address_check', expression: 'email is not null or phone is not null' })
@Index({ name: 'consent_records_phone_channel_created_at_index', properties: ['phone', 'channel', 'createdAt'] })
@Index({ name: 'consent_records_email_channel_created_at_index', properties: ['email', 'channel', 'createdAt'] })
export class ConsentRecord extends BaseEntity {
  @Property({ type: 'text' })
  channel: ConsentChannel;

  /** True: consent given; false: withdrawn (or refused). */
  @Property({ type: 'boolean' })
  granted: boolean;

  /** Lower-cased e-mail address it was given for, when one was. */
  @Property({ type: 'text', nullable: true })
  email: string | null;

  /** M-Pesa/SMS number it was given for, as 2547XXXXXXXX, when one was. */
  @Property({ type: 'text', nullable: true })
  phone: string | null;

  @Property({ type: 'text' })
  source: ConsentSource;

  /** The words the person was shown. */
  @Property({ type: 'text' })
  wording: string;

  constructor(fields: Pick<ConsentRecord, 'channel' | 'granted' | 'email' | 'phone' | 'source' | 'wording'>) {
    super();
    this.channel = fields.channel;
    this.granted = fields.granted;
    this.email = fields.email;
    this.phone = fields.phone;
    this.source = fields.source;
    this.wording = fields.wording;
  }
}
