import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A proof-of-work answer already accepted: its challenge's signature, kept until the challenge has expired (and a
 * minute more), so the same answer is refused by every API process, with or without Redis.
 */
@Entity({ tableName: 'proof_of_work_spent' })
@Index({ name: 'proof_of_work_spent_expires_at_index', properties: ['expiresAt'] })
export class SpentChallenge {
  /** The challenge's signature (hex HMAC of its parameters, made with a key only the API knows). */
  @PrimaryKey({ type: 'text' })
  challengeSignature: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt: Date;

  constructor(challengeSignature: string, expiresAt: Date) {
    this.challengeSignature = challengeSignature;
    this.expiresAt = expiresAt;
  }
}
