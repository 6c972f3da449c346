import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BookingGroupsAdminService } from '../../booking/groups/booking-groups-admin.service.js';
import { type GroupPaymentDto, type GroupPaymentState } from '../../booking/groups/dto/booking-groups.dto.js';
import { type BookingGroupPaymentsRow, PaymentsRepository } from '../payments.repository.js';

function stateOf(row: BookingGroupPaymentsRow): GroupPaymentState {
  const paid = Number(row.paid_cents);
  const refunded = Number(row.refunded_cents);
  if (paid > 0) return refunded >= paid ? 'refunded' : refunded > 0 ? 'partially_refunded' : 'paid';
  if (row.any_pending) return 'pending';
  return row.any_failed ? 'failed' : 'none';
}

/**
 * Tells the staff list of booking groups how each group's money stands. The booking module cannot read payments
 * (payment depends on booking, not the other way round), so this side registers the lookup when the app starts.
 */
@Injectable()
export class BookingGroupPayments implements OnModuleInit {
  constructor(
    private readonly groups: BookingGroupsAdminService,
    private readonly repository: PaymentsRepository,
  ) {}

  onModuleInit(): void {
    this.groups.lookUpPaymentsWith((groupIds) => this.summaries(groupIds));
  }

  async summaries(groupIds: string[]): Promise<Map<string, GroupPaymentDto>> {
    const rows = await this.repository.bookingGroupPayments(groupIds);
    return new Map(
      rows.map((row) => [
        row.group_id,
        {
          status: stateOf(row),
          paidCents: Number(row.paid_cents),
          refundedCents: Number(row.refunded_cents),
          reference: row.reference,
        },
      ]),
    );
  }
}
