import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A customer's key to one booking (its manage link), without an account. Only the SHA-256 of the token is kept,
 * so the table alone cannot open a booking; the link works until the booking ends.
 */
@Entity({ tableName: 'booking_access_tokens' })
@Index({ name: 'booking_access_tokens_booking_group_id_index', properties: ['bookingGroupId'] })
export class BookingAccessToken {
  /** Hex SHA-256 of the token. */
  @PrimaryKey({ type: 'text' })
  tokenHash: string;

  @Property({ type: 'uuid' })
  bookingGroupId: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  constructor(tokenHash: string, bookingGroupId: string, expiresAt: Date) {
    this.tokenHash = tokenHash;
    this.bookingGroupId = bookingGroupId;
    this.expiresAt = expiresAt;
  }
}
