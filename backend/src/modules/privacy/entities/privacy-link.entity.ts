import { Check, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../common/entities/base.entity.js';

export const PRIVACY_LINK_KINDS = ['export', 'erasure'] as const;
export type PrivacyLinkKind = (typeof PRIVACY_LINK_KINDS)[number];

/**
 * A link e-mailed to someone without an account or booking link, to download or erase the data held about their
 * address: only a fingerprint (SHA-256) of its token is stored; it works for 24 hours.
 */
@Entity({ tableName: 'privacy_links' })
@Check({ name: 'privacy_links_kind_check', expression: `kind in ('export', 'erasure')` })
@Index({ name: 'privacy_links_email_index', properties: ['email'] })
export class PrivacyLink extends BaseEntity {
  @Property({ type: 'text', unique: true })
  tokenHash: string;

  /** Lower-cased. */
  @Property({ type: 'text' })
  email: string;

  @Property({ type: 'text' })
  kind: PrivacyLinkKind;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt: Date;

  constructor(tokenHash: string, email: string, kind: PrivacyLinkKind, expiresAt: Date) {
    super();
    this.tokenHash = tokenHash;
    this.email = email;
    this.kind = kind;
    this.expiresAt = expiresAt;
  }
}
