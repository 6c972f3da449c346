import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';

/** The stored admin sessions (written by the session store; read and ended here in SQL). */
@Injectable()
export class AdminSessionsRepository {
  /** Ends every session of one admin (deleted, disabled or given a new password by someone else), in the caller's transaction. */
  async endSessionsOf(tx: Transaction, adminId: string): Promise<void> {
    await entityManagerOf(tx).execute(
      `delete from admin_sessions where sess -> 'passport' -> 'user' ->> 'adminId' = ?`,
      [adminId],
    );
  }
}
