import { randomBytes } from 'node:crypto';
import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';

/** Where a subscriber signed up; the public form is the only way today. */
export const NEWSLETTER_SOURCES = ['website'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** A random, unguessable key for the e-mailed unsubscribe link: the link never carries the address itself. */
export function newUnsubscribeToken(): string {
  return randomBytes(24).toString('base64url');
}

@Entity({ tableName: 'newsletters' })
// The staff list, newest first, reads this backwards and stops at its page.
@Index({ name: 'newsletters_created_at_id_index', properties: ['createdAt', 'id'] })
export class NewsletterSubscription extends BaseEntity {
  @Property({ type: 'text', unique: true })
  email: string;

  @Property({ type: 'boolean', default: true })
  subscribed: Opt<boolean> = true;

  @Property({ type: 'text', default: 'website' })
  source: Opt<NewsletterSource> = 'website';

  /** When the subscriber last asked for the newsletter (the privacy page's consent); renewed by signing up again. */
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  consentedAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null = null;

  @Property({ type: 'text', unique: true })
  unsubscribeToken: Opt<string> = newUnsubscribeToken();

  constructor(email: string) {
    super();
    this.email = email;
  }
}
