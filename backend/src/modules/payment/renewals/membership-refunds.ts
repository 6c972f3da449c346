import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MembershipLifecycle } from '../../membership/lifecycle/membership-lifecycle.js';
import { PaymentsRepository } from '../payments.repository.js';
import { RefundsService } from '../refunds/refunds.service.js';

/**
 * Refunds a staff cancellation of a membership: the membership module cannot read payments (payment depends on
 * membership, not the other way round), so this side registers the refunder when the app starts.
 */
@Injectable()
export class MembershipRefunds implements OnModuleInit {
  constructor(
    private readonly lifecycle: MembershipLifecycle,
    private readonly repository: PaymentsRepository,
    private readonly refunds: RefundsService,
  ) {}

  onModuleInit(): void {
    this.lifecycle.useRefunder(async (tx, request) => {
      const payment = await this.repository.paidPeriod(tx, request.planBookingId, request.periodNumber);
      if (!payment) return { refundedCents: 0, afterCommit: async () => undefined };
      const made = await this.refunds.create(tx, payment.id, {
        amountCents: request.amountCents,
        reason: request.reason,
        capToRefundable: true,
        requester: { kind: 'staff', ...request.staff },
      });
      if (!made) return { refundedCents: 0, afterCommit: async () => undefined };
      return { refundedCents: made.refund.amountCents, afterCommit: () => this.refunds.submit(made.refund.id) };
    });
  }
}
