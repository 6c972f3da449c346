import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/transaction.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { type Payment } from './entities/payment.entity.js';
import { PaymentClosedUnpaid } from './payment.events.js';
import { PaymentsRepository, type UnpaidStatus } from './payments.repository.js';

/**
 * Closing payments that will not be paid (a checkout Paystack would not open, one abandoned past its hold): the row is
 * closed and the owner of its target told, in one transaction, so a held slot is let go with its payment.
 */
@Injectable()
export class UnpaidPayments {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: PaymentsRepository,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Closes the payment if it is still pending (one fulfilled meanwhile is left alone) and announces it closed.
   * Returns whether it was still pending.
   */
  close(
    payment: Payment,
    status: UnpaidStatus,
    reason: string,
    providerData?: Record<string, unknown>,
  ): Promise<boolean> {
    return this.unitOfWork.run(async (tx) => {
      const closed = await this.repository.closePending(tx, payment.reference, status, providerData);
      if (closed) await this.events.publish(new PaymentClosedUnpaid(tx, payment, reason));
      return closed;
    });
  }
}
