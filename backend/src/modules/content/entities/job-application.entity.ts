import { type Opt } from '@mikro-orm/core';
import { Embedded, Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { type ContactDetails, ContactFields } from '../../../common/entities/contact-fields.embeddable.js';

@Entity({ tableName: 'job_applications' })
export class JobApplication extends BaseEntity {
  @Property({ type: 'text' })
  position: string;

  @Embedded({ entity: () => ContactFields, prefix: false })
  contact: ContactFields;

  @Property({ type: 'text', nullable: true })
  coverLetter: string | null = null;

  @Property({ type: 'text', nullable: true })
  resumeUrl: string | null = null;

  @Property({ type: 'text', default: 'pending' })
  status: Opt<string> = 'pending';

  constructor(fields: ContactDetails & { position: string }) {
    super();
    this.position = fields.position;
    this.contact = new ContactFields(fields);
  }
}
