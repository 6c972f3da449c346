import { OFFLINE_PAYMENT_CHANNELS } from '@coworking/domain';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { Payment } from '../entities/payment.entity.js';
import { FINAL_REFUND_STATUSES, Refund } from '../entities/refund.entity.js';

/** Channels of money staff took at the desk: refunds of these go back by hand, never through Paystack. */
const DESK_CHANNELS = OFFLINE_PAYMENT_CHANNELS;

/**
 * The `payment_refunds` table, and the payment rows a refund is written against (locked while a refund is added or
 * settled, so refunds never add up to more than was paid).
 */
@Injectable()
export class RefundsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Records a new refund (written when the transaction commits). */
  add(tx: Transaction, refund: Refund): void {
    entityManagerOf(tx).persist(refund);
  }

  /** A payment locked until the transaction ends (null when there is none). */
  lockPayment(tx: Transaction, paymentId: string): Promise<Payment | null> {
    return entityManagerOf(tx).findOne(Payment, { id: paymentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** A refund locked until the transaction ends (null when there is none). */
  lockRefund(tx: Transaction, refundId: string): Promise<Refund | null> {
    return entityManagerOf(tx).findOne(Refund, { id: refundId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** The refund a back-office click already made with this idempotency key, if any. */
  byIdempotencyKey(tx: Transaction, idempotencyKey: string): Promise<Refund | null> {
    return entityManagerOf(tx).findOne(Refund, { idempotencyKey });
  }

  /** What a payment's refunds that did not fail add up to: processed ones and those on their way. */
  async notFailedCents(tx: Transaction | undefined, paymentId: string): Promise<number> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    const [{ total }] = await em.execute<{ total: string | null }[]>(
      `select sum(amount_cents) as total from payment_refunds where payment_id = ? and status <> 'failed'`,
      [paymentId],
    );
    return Number(total ?? 0);
  }

  /** The successful payment of a booking group (the latest, should there be several). */
  paidBookingGroup(tx: Transaction | undefined, bookingGroupId: string): Promise<Payment | null> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    return em.findOne(
      Payment,
      { purpose: 'booking', targetId: bookingGroupId, status: 'success' },
      { orderBy: { paidAt: 'desc' } },
    );
  }

  /** A payment's refunds, oldest first. */
  refundsOf(tx: Transaction | undefined, paymentId: string): Promise<Refund[]> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    return em.find(Refund, { payment: paymentId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** One refund of a payment (null when it is not that payment's). */
  findRefund(tx: Transaction | undefined, paymentId: string, refundId: string): Promise<Refund | null> {
    const em = tx ? entityManagerOf(tx) : this.em.fork();
    return em.findOne(Refund, { id: refundId, payment: paymentId });
  }

  /** A refund with its payment, as it is now. */
  withPayment(refundId: string): Promise<Refund> {
    return this.em.fork().findOneOrFail(Refund, { id: refundId }, { populate: ['payment'] });
  }

  /** A refund with its payment, as it is now (null when there is none). */
  findWithPayment(refundId: string): Promise<Refund | null> {
    return this.em.fork().findOne(Refund, { id: refundId }, { populate: ['payment'] });
  }

  /**
   * Claims a pending refund Paystack has not acknowledged for sending, unless it was sent after `resendAfter` (that
   * send may still land): one conditional update, so two processes never send the same row at once. Answers when it
   * was sent before (a refund sent before may have reached Paystack even though no answer came), or null when the
   * claim failed.
   */
  async claimForSending(
    refundId: string,
    now: Date,
    resendAfter: Date,
  ): Promise<{ previouslySubmittedAt: Date | null } | null> {
    const claimed = await this.em.fork().execute<{ previously_submitted_at: Date | null }[]>(
      `update payment_refunds r set submitted_at = ?, updated_at = now()
       from (select id, submitted_at as previously_submitted_at from payment_refunds where id = ? for update) p
       where r.id = p.id and r.paystack_refund_id is null and r.status = 'pending' and (r.submitted_at is null or r.submitted_at < ?)
       returning p.previously_submitted_at`,
      [now, refundId, resendAfter],
    );
    return claimed.length === 0 ? null : { previouslySubmittedAt: claimed[0].previously_submitted_at };
  }

  /** Keeps Paystack's id of a refund, unless it has one already. */
  async recordPaystackId(refundId: string, paystackRefundId: string): Promise<void> {
    await this.em.fork().nativeUpdate(Refund, { id: refundId, paystackRefundId: null }, { paystackRefundId });
  }

  byPaystackId(paystackRefundId: string): Promise<Refund | null> {
    return this.em.fork().findOne(Refund, { paystackRefundId });
  }

  findById(refundId: string): Promise<Refund | null> {
    return this.em.fork().findOne(Refund, { id: refundId });
  }

  /** The oldest refund of this amount on a payment (by its reference) that can still change. */
  async oldestOpenFor(paymentReference: string, amountCents: number): Promise<Refund | null> {
    const [oldest] = await this.em.fork().find(
      Refund,
      {
        payment: { reference: paymentReference },
        amountCents,
        status: { $nin: [...FINAL_REFUND_STATUSES] },
      },
      { orderBy: { createdAt: 'asc' } },
    );
    return oldest ?? null;
  }

  /**
   * The refunds the scheduled check follows: ones that can still change at Paystack (never sent, pending, processing,
   * needs attention), never desk refunds (staff end those). Oldest first, those in "needs attention" last: they wait
   * on the customer's bank details and must not crowd out a refund whose webhook was lost.
   */
  async openPaystackRefunds(limit: number): Promise<Refund[]> {
    const em = this.em.fork();
    const rows = await em.execute<{ id: string }[]>(
      `select r.id from payment_refunds r join payments p on p.id = r.payment_id
       where r.status in ('pending', 'processing', 'needs-attention')
         and not (p.recorded_by_username is not null and coalesce(p.channel, '') in (?))
       order by r.status = 'needs-attention', r.created_at, r.id
       limit ?`,
      [[...DESK_CHANNELS], limit],
    );
    if (rows.length === 0) return [];
    const order = new Map(rows.map((row, index) => [row.id, index]));
    const refunds = await em.find(Refund, { id: { $in: [...order.keys()] } }, { populate: ['payment'] });
    return refunds.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }
}
