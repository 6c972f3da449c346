import { addVenueDays, venueInstant } from '@coworking/domain';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { containsPattern, pageOf } from '../../common/http/list-query.dto.js';
import { type LedgerSort, type PaymentLedgerQueryDto } from './dto/payment-ledger.dto.js';
import { Payment, type PaymentStatus } from './entities/payment.entity.js';
import { Refund } from './entities/refund.entity.js';

/** One ledger row as SQL returns it: the payment, what it paid for, and its refunds in sum. */
export interface LedgerRow {
  id: string;
  reference: string;
  purpose: 'booking' | 'plan';
  target_id: string;
  customer_name: string | null;
  email: string;
  paystack_transaction_id: string | null;
  channel: string | null;
  amount_cents: number;
  fees_cents: number | null;
  status: PaymentStatus;
  refunded_cents: number;
  pending_refund_cents: string | number;
  receipt_number: string | null;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
  space_name: string | null;
  first_date: string | null;
  booked_rows: string | number | null;
  plan_name: string | null;
  plan_start_date: string | null;
  total: string | number;
}

const LEDGER_SORT_COLUMNS: Record<LedgerSort, string> = {
  createdAt: 'p.created_at',
  paidAt: 'p.paid_at',
  amountCents: 'p.amount_cents',
  reference: 'p.reference',
  status: 'p.status',
  customerName: 'p.customer_name',
};

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

  /**
   * A page of the payments ledger with the total count, filtered and sorted as asked (ties broken by id, so pages
   * never overlap). What each payment paid for comes from the booking group or plan booking it names.
   */
  async ledger(query: PaymentLedgerQueryDto & { id?: string }): Promise<{ rows: LedgerRow[]; total: number }> {
    const where: string[] = [];
    const parameters: unknown[] = [];
    const add = (condition: string, ...values: unknown[]) => {
      where.push(condition);
      parameters.push(...values);
    };
    if (query.q) {
      const pattern = containsPattern(query.q);
      add(
        '(p.reference ilike ? or p.email ilike ? or p.customer_name ilike ? or p.receipt_number ilike ?)',
        pattern,
        pattern,
        pattern,
        pattern,
      );
    }
    if (query.status === 'refunded') add('p.amount_cents > 0 and p.refunded_cents = p.amount_cents');
    else if (query.status === 'partially_refunded') add('p.refunded_cents > 0 and p.refunded_cents < p.amount_cents');
    else if (query.status) add('p.status = ?', query.status);
    if (query.purpose) add('p.purpose = ?', query.purpose);
    if (query.channel) add('p.channel = ?', query.channel);
    if (query.targetId) add('p.target_id = ?', query.targetId);
    if (query.id) add('p.id = ?', query.id);
    if (query.from) add('p.created_at >= ?', venueInstant(query.from));
    if (query.to) add('p.created_at < ?', venueInstant(addVenueDays(query.to, 1)));
    const { offset, limit } = pageOf(query);
    const direction = query._order?.toUpperCase() === 'ASC' ? 'asc' : 'desc';
    const sort = LEDGER_SORT_COLUMNS[query._sort ?? 'createdAt'];
    const rows = await this.em.fork().execute<LedgerRow[]>(
      `select p.id, p.reference, p.purpose, p.target_id, p.customer_name, p.email, p.paystack_transaction_id::text,
              p.channel, p.amount_cents, p.fees_cents, p.status, p.refunded_cents, p.receipt_number, p.paid_at,
              p.created_at, p.updated_at, coalesce(r.pending, 0) as pending_refund_cents,
              bk.space_name, bk.first_date, bk.booked_rows, mp.name as plan_name, pb.start_date::text as plan_start_date,
              count(*) over () as total
       from payments p
       left join lateral (
         select sum(amount_cents) as pending from payment_refunds
         where payment_id = p.id and status in ('pending', 'processing', 'needs-attention')
       ) r on true
       left join lateral (
         select max(s.name) as space_name, min(b.date) as first_date, count(*) as booked_rows
         from space_bookings b left join spaces s on s.id = b.space_id
         where p.purpose = 'booking' and b.booking_group_id = p.target_id
       ) bk on true
       left join plan_bookings pb on p.purpose = 'plan' and pb.id = p.target_id
       left join membership_plans mp on mp.id = pb.plan_id
       ${where.length ? `where ${where.join(' and ')}` : ''}
       order by ${sort} ${direction} nulls last, p.id ${direction}
       limit ? offset ?`,
      [...parameters, limit, offset],
    );
    const total = rows.length > 0 ? Number(rows[0].total) : await this.count(where, parameters);
    return { rows, total };
  }

  /** The count of a filter when the page asked for is past its end (so the window count is not there). */
  private async count(where: string[], parameters: unknown[]): Promise<number> {
    const [{ count }] = await this.em
      .fork()
      .execute<{ count: string }[]>(
        `select count(*) from payments p ${where.length ? `where ${where.join(' and ')}` : ''}`,
        parameters,
      );
    return Number(count);
  }

  findById(id: string): Promise<Payment | null> {
    return this.em.fork().findOne(Payment, { id });
  }

  /** A payment's refunds, oldest first. */
  refundsOf(paymentId: string): Promise<Refund[]> {
    return this.em.fork().find(Refund, { payment: paymentId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  findRefund(paymentId: string, refundId: string): Promise<Refund | null> {
    return this.em.fork().findOne(Refund, { id: refundId, payment: paymentId });
  }

  /** The successful payment of a booking group (the latest, should there be several). */
  paidBookingGroup(bookingGroupId: string): Promise<Payment | null> {
    return this.em
      .fork()
      .findOne(
        Payment,
        { purpose: 'booking', targetId: bookingGroupId, status: 'success' },
        { orderBy: { paidAt: 'desc' } },
      );
  }

  /** Another successful payment for the same target (inside the fulfilment's transaction). */
  otherSuccessfulPayment(em: EntityManager, payment: Payment): Promise<Payment | null> {
    return em.findOne(Payment, {
      purpose: payment.purpose,
      targetId: payment.targetId,
      ...(payment.periodNumber === null ? {} : { periodNumber: payment.periodNumber }),
      status: 'success',
      id: { $ne: payment.id },
    });
  }

  /** The successful payment for one period of a membership, if any (locked by the caller's refund). */
  paidPeriod(em: EntityManager, planBookingId: string, periodNumber: number): Promise<Payment | null> {
    return em.findOne(
      Payment,
      { purpose: 'plan', targetId: planBookingId, periodNumber, status: 'success' },
      { orderBy: { paidAt: 'desc' } },
    );
  }

  /** A payment for a membership's period still waiting for Paystack's answer (a renewal charge in flight). */
  pendingForPeriod(em: EntityManager, planBookingId: string, periodNumber: number): Promise<Payment | null> {
    return em.findOne(
      Payment,
      { purpose: 'plan', targetId: planBookingId, periodNumber, status: 'pending' },
      { orderBy: { createdAt: 'desc' } },
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
