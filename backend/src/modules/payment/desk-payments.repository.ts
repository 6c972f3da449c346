import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../common/database/transaction.js';
import { Admin } from '../identity/entities/admin.entity.js';
import { Payment } from './entities/payment.entity.js';

/** The payments staff record at the desk: who recorded them, and the M-Pesa codes already taken. */
@Injectable()
export class DeskPaymentsRepository {
  /**
   * Makes recorders of the same M-Pesa code take turns until the transaction ends (a transaction-scoped advisory
   * lock on the code), so checking the code and recording it cannot interleave with another recorder's.
   */
  async lockMpesaCode(tx: Transaction, code: string): Promise<void> {
    await entityManagerOf(tx).execute('select pg_advisory_xact_lock(hashtext(?))', [`mpesa-code:${code}`]);
  }

  /** The reference of the payment an M-Pesa code is already recorded on, if any. */
  async referenceOfMpesaCode(tx: Transaction, code: string): Promise<string | null> {
    const earlier = await entityManagerOf(tx).findOne(Payment, { mpesaCode: code }, { fields: ['reference'] });
    return earlier?.reference ?? null;
  }

  /** Records a payment staff took or sent a link for, naming the admin who recorded it (written on commit). */
  addRecorded(tx: Transaction, payment: Payment, recordedByAdminId: string): void {
    const em = entityManagerOf(tx);
    payment.recordedBy = em.getReference(Admin, recordedByAdminId);
    em.persist(payment);
  }
}
