import { Injectable } from '@nestjs/common';
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

/** Stages a message in the caller's transaction; the function it returns hands the message on after the commit. */
export type AccountPausedListener = (tx: Transaction, notice: AccountPausedNotice) => () => Promise<void>;

/**
 * Where identity announces what an admin should hear about. Identity sits below mail and cannot send mail itself, so
 * the mail module listens here (the same outbox-in-the-transaction as every other message).
 */
@Injectable()
export class SignInAlerts {
  private readonly listeners: AccountPausedListener[] = [];

  onAccountPaused(listener: AccountPausedListener): void {
    this.listeners.push(listener);
  }

  /** What each listener staged, to call once the transaction has committed. */
  stageAccountPaused(tx: Transaction, notice: AccountPausedNotice): (() => Promise<void>)[] {
    return this.listeners.map((listener) => listener(tx, notice));
  }
}
