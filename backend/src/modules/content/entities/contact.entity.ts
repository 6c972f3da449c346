import { type Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';

/** An inquiry sent through the contact form. */
@Entity({ tableName: 'contacts' })
export class Contact extends BaseEntity {
  @Property({ type: 'text' })
  firstName: string;

  @Property({ type: 'text' })
  lastName: string;

  @Property({ type: 'text' })
  email: string;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  @Property({ type: 'text' })
  subject: string;

  @Property({ type: 'text' })
  message: string;

  /** new → responded (or another staff status). */
  @Property({ type: 'text', default: 'new' })
  status: Opt<string> = 'new';

  constructor(fields: { firstName: string; lastName: string; email: string; subject: string; message: string }) {
    super();
    this.firstName = fields.firstName;
    this.lastName = fields.lastName;
    this.email = fields.email;
    this.subject = fields.subject;
    this.message = fields.message;
  }
}
