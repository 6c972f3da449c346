import { Injectable } from '@nestjs/common';
import { type Transaction } from '../../../common/database/transaction.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { shareOut } from '../receipts/receipt-issuer.js';
import { isDeskPayment } from './refund-rules.js';
import { RefundsRepository } from './refunds.repository.js';
import { RefundsService } from './refunds.service.js';

/** Rows of a booking group just cancelled, as the refund of them needs them. */
export interface CancelledRows {
  bookingGroupId: string;
  /** Every row of the group in id order: its price, and whether it is one of those cancelled. */
  rows: { priceCents: number | null; cancelled: boolean }[];
  by: 'customer' | 'staff';
  /** Whether money paid for the cancelled rows goes back (customers always; staff choose). */
  refund: boolean;
  reason: string;
  actor: { id: string; username: string } | null;
}

/** What the refund of a cancellation is: how much, whether the desk hands it back, and what to send after the commit. */
export interface CancellationRefund {
  refundCents: number;
  /**
   * The money was paid at the front desk (cash, M-Pesa till, bank transfer), so staff hand it back: the customer's
   * e-mail must not promise a refund to a card within 7 to 14 business days.
   */
  refundAtDesk: boolean;
  afterCommit: () => Promise<void>;
}

/**
 * Cancelled bookings give back what was paid for them (when the canceller says so): the booking module calls this in
 * the cancellation's transaction, so the refund row commits or rolls back with the cancellation.
 */
@Injectable()
export class CancellationRefunds {
  constructor(
    private readonly refunds: RefundsRepository,
    private readonly refundsService: RefundsService,
    private readonly audit: AuditLogService,
  ) {}

  /**
   * The refund of cancelled rows: their share of their group's payment, never more than is left of it. Null when
   * nothing goes back (no refund asked, nothing paid, nothing left to refund).
   */
  async refundCancelled(tx: Transaction, cancelled: CancelledRows): Promise<CancellationRefund | null> {
    if (!cancelled.refund) return null;
    const payment = await this.refunds.paidBookingGroup(tx, cancelled.bookingGroupId);
    if (!payment) return null;
    const shares = shareOut(
      payment.amountCents,
      cancelled.rows.map((row) => row.priceCents),
    );
    const amountCents = cancelled.rows.reduce((sum, row, index) => sum + (row.cancelled ? shares[index] : 0), 0);
    const { actor } = cancelled;
    const made = await this.refundsService.create(tx, payment.id, {
      amountCents,
      reason: cancelled.reason,
      capToRefundable: true,
      requester:
        cancelled.by === 'staff' && actor
          ? { kind: 'staff', adminId: actor.id, username: actor.username }
          : { kind: cancelled.by === 'customer' ? 'customer' : 'system' },
    });
    if (!made) return null;
    const { refund } = made;
    if (actor)
      this.audit.record(tx, {
        actor,
        action: 'refund',
        resource: 'payments',
        resourceId: payment.id,
        changes: { refund: { from: null, to: { amountCents: refund.amountCents, reason: refund.reason } } },
      });
    return {
      refundCents: refund.amountCents,
      // Paid at the desk: staff hand it back (submit sets it aside for them), and the customer is told so.
      refundAtDesk: isDeskPayment(payment),
      afterCommit: () => this.refundsService.submit(refund.id),
    };
  }
}
