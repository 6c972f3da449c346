import { type Transaction } from '../../../common/database/transaction.js';
import { DomainEvent } from '../../../common/events/domain-events.js';

/**
 * A new erasure request arrived: staff are told by e-mail (mail listens; privacy cannot send mail). The notice names
 * the request, its source and deadline, never the person. Listeners answer work to run after the commit.
 */
export class ErasureRequested extends DomainEvent<() => Promise<void>> {
  static readonly NAME = 'privacy.erasure-requested';
  readonly name = ErasureRequested.NAME;

  constructor(
    tx: Transaction,
    readonly request: { id: string; number: string; source: string; requestedAt: Date; dueBy: Date },
  ) {
    super(tx);
  }
}
