import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { User } from '../../identity/entities/user.entity.js';

/** The customer accounts a staff booking is placed for. */
@Injectable()
export class StaffBookingsRepository {
  customerById(tx: Transaction, userId: string): Promise<User | null> {
    return entityManagerOf(tx).findOne(User, { id: userId });
  }

  /** The account an e-mail address (lower case) belongs to, if any. */
  customerByEmail(tx: Transaction, email: string): Promise<User | null> {
    return entityManagerOf(tx).findOne(User, { email });
  }
}
