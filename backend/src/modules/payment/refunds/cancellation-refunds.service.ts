import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type Transaction } from '../../../common/database/transaction.js';
import { BookingsService, type CancellationContext, type CancellationOutcome } from '../../booking/bookings.service.js';
import { type SpaceBooking } from '../../booking/entities/space-booking.entity.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { type Payment } from '../entities/payment.entity.js';
import { shareOut } from '../receipts/receipt-issuer.js';
import { isDeskPayment } from './refund-rules.js';
import { RefundsRepository } from './refunds.repository.js';
import { RefundsService } from './refunds.service.js';

/**
 * Cancelled bookings give back what was paid for them (when the canceller says so): the booking module calls this in
 * the cancellation's transaction, so the refund row commits or rolls back with the cancellation.
 */
@Injectable()
export class CancellationRefunds implements OnModuleInit {
  constructor(
    private readonly bookings: BookingsService,
    private readonly refunds: RefundsRepository,
    private readonly refundsService: RefundsService,
    private readonly audit: AuditLogService,
  ) {}

  onModuleInit(): void {
    this.bookings.onCancelled((tx, cancelled, context) => this.refundCancelled(tx, cancelled, context));
  }

  /** The refund of cancelled rows: their share of their group's payment, never more than is left of it. */
  async refundCancelled(
    tx: Transaction,
    cancelled: SpaceBooking[],
    context: CancellationContext,
  ): Promise<CancellationOutcome | null> {
    const groupId = cancelled[0]?.bookingGroupId;
    if (!context.refund || !groupId) return null;
    const payment = await this.refunds.paidBookingGroup(tx, groupId);
    if (!payment) return null;
    const amountCents = await this.priceOfRows(tx, payment, cancelled);
    const made = await this.refundsService.create(tx, payment.id, {
      amountCents,
      reason: context.reason,
      capToRefundable: true,
      requester:
        context.by === 'staff' && context.actor
          ? { kind: 'staff', adminId: context.actor.id, username: context.actor.username }
          : { kind: context.by === 'customer' ? 'customer' : 'system' },
    });
    if (!made) return null;
    const { refund } = made;
    if (context.actor)
      this.audit.record(tx, {
        actor: context.actor,
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

  /** What a payment paid for some rows of its group: their share of its amount. */
  async priceOfRows(tx: Transaction, payment: Payment, rows: SpaceBooking[]): Promise<number> {
    const group = await this.bookings.groupRows(tx, payment.targetId);
    const shares = shareOut(
      payment.amountCents,
      group.map((row) => row.priceCents),
    );
    const wanted = new Set(rows.map((row) => row.id));
    return group.reduce((sum, row, index) => sum + (wanted.has(row.id) ? shares[index] : 0), 0);
  }
}
