import { type Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';

@Entity({ tableName: 'job_applications' })
export class JobApplication extends BaseEntity {
  @Property({ type: 'text' })
  position: string;

  @Property({ type: 'text' })
  firstName: string;

  @Property({ type: 'text' })
  lastName: string;

  @Property({ type: 'text' })
  email: string;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  @Property({ type: 'text', nullable: true })
  coverLetter: string | null = null;

  @Property({ type: 'text', nullable: true })
  resumeUrl: string | null = null;

  @Property({ type: 'text', default: 'pending' })
  status: Opt<string> = 'pending';

  constructor(fields: { position: string; firstName: string; lastName: string; email: string }) {
    super();
    this.position = fields.position;
    this.firstName = fields.firstName;
    this.lastName = fields.lastName;
    this.email = fields.email;
  }
}
