import { DomainEvent } from '../../../common/events/domain-events.js';
import { type Transaction } from '../../../common/database/transaction.js';

/** Sign-in to an admin's account was paused after many failed attempts from any address. */
export interface AccountPausedNotice {
  admin: { id: string; username: string; email: string; firstName: string | null };
  failures: number;
  windowMinutes: number;
  pausedMinutes: number;
  pausedUntil: Date;
  /** The address of the attempt that used up the last failure. */
  lastAddress: string;
}

/**
 * Identity paused an admin's sign-in and the admin should hear of it. Identity sits below mail and cannot send mail
 * itself: the mail module listens, stages the message in this transaction (the outbox, as for every other message)
 * and answers the work that hands it on once the transaction has committed.
 */
export class AccountPaused extends DomainEvent<() => Promise<void>> {
  static readonly NAME = 'identity.account-paused';
  readonly name = AccountPaused.NAME;

  constructor(
    tx: Transaction,
    readonly notice: AccountPausedNotice,
  ) {
    super(tx);
  }
}
