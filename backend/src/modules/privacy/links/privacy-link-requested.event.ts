import { type Transaction } from '../../../common/database/transaction.js';
import { DomainEvent } from '../../../common/events/domain-events.js';
import { type PrivacyLinkKind } from '../entities/privacy-link.entity.js';

/**
 * Someone asked for a signed link to export or erase the data held about an e-mail address: mail e-mails it to that
 * address (the only proof we ask that the address is theirs). Listeners answer work to run after the commit.
 */
export class PrivacyLinkRequested extends DomainEvent<() => Promise<void>> {
  static readonly NAME = 'privacy.link-requested';
  readonly name = PrivacyLinkRequested.NAME;

  constructor(
    tx: Transaction,
    readonly email: string,
    readonly kind: PrivacyLinkKind,
    readonly url: string,
    readonly expiresAt: Date,
  ) {
    super(tx);
  }
}
