import { addVenueDays, venueInstant } from '@coworking/domain';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { listPage, type ListSql, listStream, SqlConditions } from '../../common/database/list-sql.js';
import { entityManagerOf, type Transaction } from '../../common/database/transaction.js';
import { containsPattern, orderBySql, pageOf, type SortRule } from '../../common/http/list-query.dto.js';
import { type LedgerSort, type PaymentLedgerQueryDto } from './dto/payment-ledger.dto.js';
import { Payment, type PaymentStatus } from './entities/payment.entity.js';
import { Refund } from './entities/refund.entity.js';
import { canMovePayment } from './payment-transitions.js';

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
  received_cents: number | null;
  received_currency: string | null;
  receipt_number: string | null;
  recorded_by_username: string | null;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
  space_name: string | null;
  first_date: string | null;
  booked_rows: string | number | null;
  plan_name: string | null;
  plan_start_date: string | null;
}

const LEDGER_SORT: SortRule<LedgerSort> = {
  columns: {
    createdAt: 'p.created_at',
    // Unpaid payments have no paid date, and payments made before names were kept no name: last either way.
    paidAt: 'p.paid_at nulls last',
    amountCents: 'p.amount_cents',
    reference: 'p.reference',
    status: 'p.status',
    customerName: 'p.customer_name nulls last',
  },
  default: 'createdAt',
};

/** The ledger's SQL: the payment, its pending refunds, and what it paid for. */
function ledgerSql(query: PaymentLedgerQueryDto & { id?: string }): ListSql {
  const where = new SqlConditions();
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.add(
      'p.reference ilike ? or p.email ilike ? or p.customer_name ilike ? or p.receipt_number ilike ?',
      pattern,
      pattern,
      pattern,
      pattern,
    );
  }
  if (query.status === 'refunded') where.add('p.amount_cents > 0 and p.refunded_cents = p.amount_cents');
  else if (query.status === 'partially_refunded')
    where.add('p.refunded_cents > 0 and p.refunded_cents < p.amount_cents');
  else if (query.status) where.add('p.status = ?', query.status);
  if (query.purpose) where.add('p.purpose = ?', query.purpose);
  if (query.channel) where.add('p.channel = ?', query.channel);
  if (query.targetId) where.add('p.target_id = ?', query.targetId);
  if (query.id) where.add('p.id = ?', query.id);
  if (query.from) where.add('p.created_at >= ?', venueInstant(query.from));
  if (query.to) where.add('p.created_at < ?', venueInstant(addVenueDays(query.to, 1)));
  return {
    select: `p.id, p.reference, p.purpose, p.target_id, p.customer_name, p.email,
             p.paystack_transaction_id::text as paystack_transaction_id, p.channel, p.amount_cents, p.fees_cents,
             p.status, p.refunded_cents, p.received_cents, p.received_currency, p.receipt_number, p.recorded_by_username, p.paid_at, p.created_at, p.updated_at,
             coalesce(r.pending, 0) as pending_refund_cents, bk.space_name, bk.first_date, bk.booked_rows,
             mp.name as plan_name, pb.start_date::text as plan_start_date`,
    from: 'payments p',
    // What each payment's refunds, booking or plan say is read for the page's payments only (decision 0319).
    joinsAfterPage: {
      alias: 'p',
      joins: `left join lateral (
         select sum(amount_cents) as pending from payment_refunds
         where payment_id = p.id and status in ('pending', 'processing', 'needs-attention', 'awaiting-hand-back')
       ) r on true
       left join lateral (
         select max(s.name) as space_name, min(b.date) as first_date, count(*) as booked_rows
         from space_bookings b left join spaces s on s.id = b.space_id
         where p.purpose = 'booking' and b.booking_group_id = p.target_id
       ) bk on true
       left join plan_bookings pb on p.purpose = 'plan' and pb.id = p.target_id
       left join membership_plans mp on mp.id = pb.plan_id`,
    },
    where,
    orderBy: orderBySql(query, LEDGER_SORT, 'p.id'),
  };
}

/** The payments of one booking group in sum (successful ones' money; whether others wait or failed). */
export interface BookingGroupPaymentsRow {
  group_id: string;
  paid_cents: string | number;
  refunded_cents: string | number;
  any_pending: boolean;
  any_failed: boolean;
  /** The latest payment's reference. */
  reference: string;
}

/** A payment that never got paid: its last state. */
export type UnpaidStatus = Extract<PaymentStatus, 'failed' | 'abandoned'>;

/** The `payments` table: payment rows, the ledger over them, and the refunds the ledger lists with them. */
@Injectable()
export class PaymentsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Records a new payment row, written when `tx` commits. */
  add(tx: Transaction, payment: Payment): void {
    entityManagerOf(tx).persist(payment);
  }

  /**
   * The payment behind a reference, locked until `tx` ends: concurrent fulfilments of one reference wait here,
   * then see the status the first one left. Changes to it are written on commit.
   */
  lockByReference(tx: Transaction, reference: string): Promise<Payment | null> {
    return entityManagerOf(tx).findOne(Payment, { reference }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /**
   * Makes the fulfilments of one target (a booking group, a plan booking) take turns until `tx` ends, before any of
   * them locks its payment: a second payment of the same booking group then sees the first one paid.
   */
  async lockTarget(tx: Transaction, targetId: string): Promise<void> {
    await entityManagerOf(tx).execute('select pg_advisory_xact_lock(hashtext(?))', [`payment-target:${targetId}`]);
  }

  /** The target (booking group or plan booking) of the payment behind a reference, read without a lock. */
  async targetOfReference(tx: Transaction, reference: string): Promise<string | null> {
    // Plain SQL, so the row the lock reads next is loaded whole, not from a partial entity.
    const [row] = await entityManagerOf(tx).execute<{ target_id: string }[]>(
      'select target_id from payments where reference = ?',
      [reference],
    );
    return row?.target_id ?? null;
  }

  /** How a committed payment is being paid, written once its checkout starts (one update). */
  async recordStart(
    reference: string,
    fields: Pick<Payment, 'channel' | 'payerPhone' | 'holdExpiresAt'>,
  ): Promise<void> {
    await this.em.fork().nativeUpdate(Payment, { reference }, fields);
  }

  /**
   * Claims the right to ask Paystack about a pending payment now: true for one caller at most per `minimumGapMs`
   * (one conditional update, so two pages polling at once, on any process, make one request to Paystack).
   */
  async claimProviderCheck(reference: string, now: Date, minimumGapMs: number): Promise<boolean> {
    const changed = await this.em.fork().nativeUpdate(
      Payment,
      {
        reference,
        status: 'pending',
        $or: [{ providerCheckedAt: null }, { providerCheckedAt: { $lte: new Date(now.getTime() - minimumGapMs) } }],
      },
      { providerCheckedAt: now },
    );
    return changed > 0;
  }

  /** The newest attempt of a checkout: its first payment (`firstReference`) or the latest retry of it. */
  latestAttempt(tx: Transaction, firstReference: string): Promise<Payment | null> {
    return entityManagerOf(tx).findOne(
      Payment,
      { $or: [{ reference: firstReference }, { retryOf: firstReference }] },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  /** The newest attempt of the checkout a payment belongs to (outside a transaction, for the payer's page). */
  newestAttemptOf(payment: Payment): Promise<Payment | null> {
    const first = payment.retryOf ?? payment.reference;
    return this.em
      .fork()
      .findOne(
        Payment,
        { $or: [{ reference: first }, { retryOf: first }] },
        { orderBy: { createdAt: 'desc', id: 'desc' } },
      );
  }

  /**
   * A page of the payments ledger with the total count, filtered and sorted as asked. What each payment paid for
   * comes from the booking group or plan booking it names.
   */
  ledger(query: PaymentLedgerQueryDto & { id?: string }): Promise<{ rows: LedgerRow[]; total: number }> {
    return listPage<LedgerRow>(this.em.fork(), ledgerSql(query), pageOf(query));
  }

  /** Every payment the filters match, in the ledger's order, read from a cursor (for the CSV export). */
  streamLedger(query: PaymentLedgerQueryDto): AsyncIterable<LedgerRow> {
    return listStream<LedgerRow>(this.em.fork(), ledgerSql(query));
  }

  /** How the payments of these booking groups stand, one row per group that has any. */
  bookingGroupPayments(groupIds: string[]): Promise<BookingGroupPaymentsRow[]> {
    return this.em.fork().execute<BookingGroupPaymentsRow[]>(
      `select p.target_id as group_id,
              coalesce(sum(p.amount_cents) filter (where p.status = 'success'), 0) as paid_cents,
              coalesce(sum(p.refunded_cents) filter (where p.status = 'success'), 0) as refunded_cents,
              bool_or(p.status = 'pending') as any_pending,
              bool_or(p.status in ('failed', 'abandoned', 'rejected')) as any_failed,
              (array_agg(p.reference order by p.created_at desc, p.id desc))[1] as reference
       from payments p
       where p.purpose = 'booking' and p.target_id in (?)
       group by p.target_id`,
      [groupIds],
    );
  }

  /**
   * The ids of a booking group's rows, in id order (a group of one may be named by its row's id): what a booking
   * payment paid for. Read in SQL, as the ledger reads the groups: payments sit below booking and do not import it.
   */
  async bookingIdsOfGroup(bookingGroupId: string): Promise<string[]> {
    const rows = await this.em.fork().execute<{ id: string }[]>(
      `select id from space_bookings
         where booking_group_id = ? or (id = ? and booking_group_id is null)
         order by id`,
      [bookingGroupId, bookingGroupId],
    );
    return rows.map((row) => row.id);
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

  /** Another successful payment for the same target (inside the fulfilment's transaction). */
  otherSuccessfulPayment(tx: Transaction, payment: Payment): Promise<Payment | null> {
    return entityManagerOf(tx).findOne(Payment, {
      purpose: payment.purpose,
      targetId: payment.targetId,
      ...(payment.periodNumber === null ? {} : { periodNumber: payment.periodNumber }),
      // Seats added to a team mid-period are paid on their own; they are not the period's payment.
      seatsAdded: payment.seatsAdded === null ? null : { $ne: null },
      status: 'success',
      id: { $ne: payment.id },
    });
  }

  /** The successful payment for one period of a membership, if any (locked by the caller's refund). */
  paidPeriod(tx: Transaction, planBookingId: string, periodNumber: number): Promise<Payment | null> {
    return entityManagerOf(tx).findOne(
      Payment,
      { purpose: 'plan', targetId: planBookingId, periodNumber, seatsAdded: null, status: 'success' },
      { orderBy: { paidAt: 'desc' } },
    );
  }

  /** A payment for a membership's period still waiting for Paystack's answer (a renewal charge in flight). */
  pendingForPeriod(tx: Transaction, planBookingId: string, periodNumber: number): Promise<Payment | null> {
    return entityManagerOf(tx).findOne(
      Payment,
      { purpose: 'plan', targetId: planBookingId, periodNumber, seatsAdded: null, status: 'pending' },
      { orderBy: { createdAt: 'desc' } },
    );
  }

  /** The statuses of the renewal charges made for a membership's period so far (references starting `prefix`). */
  async renewalTryStatuses(
    tx: Transaction,
    planBookingId: string,
    periodNumber: number,
    prefix: string,
  ): Promise<PaymentStatus[]> {
    const tries = await entityManagerOf(tx).find(
      Payment,
      { purpose: 'plan', targetId: planBookingId, periodNumber, seatsAdded: null, reference: { $like: `${prefix}%` } },
      { fields: ['status'] },
    );
    return tries.map((payment) => payment.status);
  }

  /** The latest declined payment for a membership's period, if any. */
  lastFailedForPeriod(tx: Transaction, planBookingId: string, periodNumber: number): Promise<Payment | null> {
    return entityManagerOf(tx).findOne(
      Payment,
      { purpose: 'plan', targetId: planBookingId, periodNumber, seatsAdded: null, status: 'failed' },
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
   * Closes a payment that is still pending, in `tx` (one conditional update, so a payment fulfilled meanwhile is left
   * alone). Returns whether it was still pending.
   */
  async closePending(
    tx: Transaction,
    reference: string,
    status: UnpaidStatus,
    providerData?: Record<string, unknown>,
  ): Promise<boolean> {
    // The state machine's word on the move; the conditional update keeps it to payments still pending.
    if (!canMovePayment('pending', status)) throw new Error(`A pending payment cannot be closed as ${status}`);
    const changed = await entityManagerOf(tx).nativeUpdate(
      Payment,
      { reference, status: 'pending' },
      providerData === undefined ? { status } : { status, providerData },
    );
    return changed > 0;
  }
}
