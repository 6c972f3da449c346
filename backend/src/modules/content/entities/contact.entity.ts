import { type ContactStatus } from '@coworking/domain';
import { type Opt } from '@mikro-orm/core';
import { Check, Embedded, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { type ContactDetails, ContactFields } from '../../../common/entities/contact-fields.embeddable.js';
import { StaffHandling } from './staff-handling.embeddable.js';

/** An inquiry sent through the contact form. */
@Entity({ tableName: 'contacts' })
// The staff list of inquiries, newest first, reads this backwards and stops at its limit.
@Index({ name: 'contacts_created_at_id_index', properties: ['createdAt', 'id'] })
@Check({ name: 'contacts_status_check', expression: "status in ('new', 'responded', 'closed')" })
export class Contact extends BaseEntity {
  @Embedded({ entity: () => ContactFields, prefix: false })
  contact: ContactFields;

  @Property({ type: 'text' })
  subject: string;

  @Property({ type: 'text' })
  message: string;

  /** new → responded → closed (CONTACT_TRANSITIONS). */
  @Property({ type: 'text', default: 'new' })
  status: Opt<ContactStatus> = 'new';

  @Embedded({ entity: () => StaffHandling, prefix: false })
  handling: Opt<StaffHandling> = new StaffHandling();

  /** When staff last answered by e-mail from the back-office. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  repliedAt: Date | null = null;

  constructor(fields: ContactDetails & { subject: string; message: string }) {
    super();
    this.contact = new ContactFields(fields);
    this.subject = fields.subject;
    this.message = fields.message;
  }
}
