import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/**
 * A signed-in member (the portal's cookie). Only the SHA-256 of the cookie's token is kept; signing out deletes the
 * row, so the cookie stops working on the server at once. Never accepted by the admin API.
 */
@Entity({ tableName: 'member_sessions' })
@Index({ name: 'member_sessions_user_id_index', properties: ['user'] })
@Index({ name: 'member_sessions_expires_at_index', properties: ['expiresAt'] })
export class MemberSession {
  /** Hex SHA-256 of the token. */
  @PrimaryKey({ type: 'text' })
  tokenHash: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  constructor(tokenHash: string, user: User, expiresAt: Date) {
    this.tokenHash = tokenHash;
    this.user = user;
    this.expiresAt = expiresAt;
  }
}
