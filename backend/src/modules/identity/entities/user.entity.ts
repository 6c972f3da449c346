import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { TimestampedEntity } from '../../../common/entities/base.entity.js';

/** A customer account (members); visitors can book without one. */
@Entity({ tableName: 'users' })
// The staff list pages newest first through this index.
@Index({ name: 'users_created_at_id_index', properties: ['createdAt', 'id'] })
export class User extends TimestampedEntity {
  @Property({ type: 'text', unique: true })
  username: string;

  /** argon2id hash, never the password itself; NO_PASSWORD for an account without one (a member's). */
  @Property({ type: 'text', hidden: true, lazy: true })
  password: string;

  @Property({ type: 'text', unique: true })
  email: string;

  @Property({ type: 'text', nullable: true })
  firstName: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastName: string | null = null;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  /** For receipts: the member's company and its KRA PIN (the portal's profile). */
  @Property({ type: 'text', nullable: true })
  companyName: string | null = null;

  @Property({ type: 'text', nullable: true })
  kraPin: string | null = null;

  @Property({ type: 'text', nullable: true })
  paystackCustomerId: string | null = null;

  @Property({ type: 'text', nullable: true })
  paystackSubscriptionId: string | null = null;

  @Property({ type: 'text', nullable: true })
  membershipPlan: string | null = null;

  /**
   * The member's private calendar feed URL is signed over this number: making a new URL increments it, and every
   * earlier URL stops working.
   */
  @Property({ type: 'integer', default: 0 })
  calendarFeedVersion: Opt<number> = 0;

  constructor(username: string, email: string, passwordHash: string) {
    super();
    this.username = username;
    this.email = email;
    this.password = passwordHash;
  }
}
