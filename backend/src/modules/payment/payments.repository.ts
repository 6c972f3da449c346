import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Payment, type PaymentStatus } from './entities/payment.entity.js';

/** A payment that never got paid: its last state. */
export type UnpaidStatus = Extract<PaymentStatus, 'failed' | 'abandoned'>;

/**
 * One database transaction as the payment services see it. `em` is only handed on to other modules' services
 * (bookings, plan bookings, the mail outbox) so their writes commit or roll back with the payment's.
 */
export interface PaymentsTransaction {
  readonly em: EntityManager;
  /** Records a new payment row (written when the transaction commits). */
  add(payment: Payment): void;
  /**
   * The payment behind a reference, locked until the transaction ends: concurrent fulfilments of one reference
   * wait here, then see the status the first one left. Changes to it are written on commit.
   */
  lockByReference(reference: string): Promise<Payment | null>;
}

/** The payment module's only access to the database: the `payments` table. */
@Injectable()
export class PaymentsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one database transaction; everything it changed is committed together, or nothing. */
  transaction<T>(work: (tx: PaymentsTransaction) => Promise<T>): Promise<T> {
    return this.em.fork().transactional((em) =>
      work({
        em,
        add: (payment) => em.persist(payment),
        lockByReference: (reference) => em.findOne(Payment, { reference }, { lockMode: LockMode.PESSIMISTIC_WRITE }),
      }),
    );
  }

  findByReference(reference: string): Promise<Payment | null> {
    return this.em.fork().findOne(Payment, { reference });
  }

  /** The payment behind a reference, if it is for this target (a booking group or a plan booking). */
  findByReferenceFor(reference: string, targetId: string): Promise<Payment | null> {
    return this.em.fork().findOne(Payment, { reference, targetId });
  }

  /** Pending payments created before `before`, oldest first. */
  pendingCreatedBefore(before: Date, limit: number): Promise<Payment[]> {
    return this.em
      .fork()
      .find(Payment, { status: 'pending', createdAt: { $lt: before } }, { orderBy: { createdAt: 'asc' }, limit });
  }

  /**
   * Closes a payment that is still pending (one conditional update, so a payment fulfilled meanwhile is left
   * alone). Returns whether it was still pending.
   */
  async closePending(
    reference: string,
    status: UnpaidStatus,
    providerData?: Record<string, unknown>,
  ): Promise<boolean> {
    const changed = await this.em
      .fork()
      .nativeUpdate(
        Payment,
        { reference, status: 'pending' },
        providerData === undefined ? { status } : { status, providerData },
      );
    return changed > 0;
  }
}
