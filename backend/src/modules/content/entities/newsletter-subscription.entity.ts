import { type Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';

@Entity({ tableName: 'newsletters' })
export class NewsletterSubscription extends BaseEntity {
  @Property({ type: 'text', unique: true })
  email: string;

  @Property({ type: 'boolean', default: true })
  subscribed: Opt<boolean> = true;

  constructor(email: string) {
    super();
    this.email = email;
  }
}
