import { type Opt } from '@mikro-orm/core';
import { Embedded, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { type ContactDetails, ContactFields } from '../../../common/entities/contact-fields.embeddable.js';

/** An inquiry sent through the contact form. */
@Entity({ tableName: 'contacts' })
// The staff list of inquiries, newest first, reads this backwards and stops at its limit.
@Index({ name: 'contacts_created_at_id_index', properties: ['createdAt', 'id'] })
export class Contact extends BaseEntity {
  @Embedded({ entity: () => ContactFields, prefix: false })
  contact: ContactFields;

  @Property({ type: 'text' })
  subject: string;

  @Property({ type: 'text' })
  message: string;

  /** new → responded (or another staff status). */
  @Property({ type: 'text', default: 'new' })
  status: Opt<string> = 'new';

  constructor(fields: ContactDetails & { subject: string; message: string }) {
    super();
    this.contact = new ContactFields(fields);
    this.subject = fields.subject;
    this.message = fields.message;
  }
}
