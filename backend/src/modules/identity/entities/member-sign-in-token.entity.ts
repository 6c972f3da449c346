import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/**
 * A one-time sign-in link for the member portal. Only the SHA-256 of the token is kept; it works once, for
 * 15 minutes.
 */
@Entity({ tableName: 'member_sign_in_tokens' })
@Index({ name: 'member_sign_in_tokens_user_id_index', properties: ['user'] })
export class MemberSignInToken {
  /** Hex SHA-256 of the token. */
  @PrimaryKey({ type: 'text' })
  tokenHash: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  constructor(tokenHash: string, user: User, expiresAt: Date) {
    this.tokenHash = tokenHash;
    this.user = user;
    this.expiresAt = expiresAt;
  }
}
