import { type ConsentChannel } from '@coworking/domain';
import { type Transaction } from '../../../common/database/transaction.js';
import { DomainEvent } from '../../../common/events/domain-events.js';
import { type DataSubject } from '../data-subject.js';

/**
 * A person changed their consents (recorded already): modules that keep a channel's state of their own follow at
 * once, in the same transaction (content subscribes or unsubscribes the newsletter).
 */
export class ConsentsChanged extends DomainEvent {
  static readonly NAME = 'privacy.consents-changed';
  readonly name = ConsentsChanged.NAME;

  constructor(
    tx: Transaction,
    readonly subject: DataSubject,
    readonly changes: Partial<Record<ConsentChannel, boolean>>,
  ) {
    super(tx);
  }
}

/**
 * What a module that keeps a channel's state of its own says about the person (content: subscribed to the newsletter
 * or not); it decides over the consent records for that channel, since it is what the product acts on.
 */
export class ConsentStateRequested extends DomainEvent<Partial<Record<ConsentChannel, boolean>>> {
  static readonly NAME = 'privacy.consent-state-requested';
  readonly name = ConsentStateRequested.NAME;

  constructor(
    tx: Transaction,
    readonly subject: DataSubject,
  ) {
    super(tx);
  }
}
