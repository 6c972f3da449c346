import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';

/**
 * Someone asked for a member sign-in link for this e-mail. The request only writes this row and queues its id, the
 * same for a member and a stranger; the worker then looks the e-mail up, issues the link and mails it (or does
 * nothing), and deletes the row. A row whose job never reached Redis is picked up by the worker's relay.
 */
@Entity({ tableName: 'member_sign_in_requests' })
// The relay reads the oldest first.
@Index({ name: 'member_sign_in_requests_created_at_index', properties: ['createdAt'] })
export class SignInLinkRequest extends BaseEntity {
  /** As typed (normalised by the request's validation); compared with members' e-mails in lower case. */
  @Property({ type: 'text' })
  email: string;

  constructor(email: string) {
    super();
    this.email = email;
  }
}
