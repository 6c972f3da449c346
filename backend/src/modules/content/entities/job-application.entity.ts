import { type JobApplicationStatus } from '@coworking/domain';
import { type Opt } from '@mikro-orm/core';
import { Check, Embedded, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';
import { type ContactDetails, ContactFields } from '../../../common/entities/contact-fields.embeddable.js';
import { StaffHandling } from './staff-handling.embeddable.js';

/** An application sent through the careers form. */
@Entity({ tableName: 'job_applications' })
// The staff list, newest first, reads this backwards and stops at its page.
@Index({ name: 'job_applications_created_at_id_index', properties: ['createdAt', 'id'] })
@Check({
  name: 'job_applications_status_check',
  expression: "status in ('new', 'reviewing', 'rejected', 'hired')",
})
export class JobApplication extends BaseEntity {
  @Property({ type: 'text' })
  position: string;

  @Embedded({ entity: () => ContactFields, prefix: false })
  contact: ContactFields;

  @Property({ type: 'text', nullable: true })
  coverLetter: string | null = null;

  @Property({ type: 'text', nullable: true })
  resumeUrl: string | null = null;

  /** new → reviewing → rejected or hired (JOB_APPLICATION_TRANSITIONS). */
  @Property({ type: 'text', default: 'new' })
  status: Opt<JobApplicationStatus> = 'new';

  @Embedded({ entity: () => StaffHandling, prefix: false })
  handling: Opt<StaffHandling> = new StaffHandling();

  constructor(fields: ContactDetails & { position: string }) {
    super();
    this.position = fields.position;
    this.contact = new ContactFields(fields);
  }
}
