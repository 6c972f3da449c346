import { Injectable } from '@nestjs/common';
import { type BookingGroupPaymentsRow, PaymentsRepository } from '../payments.repository.js';

/** How a booking group's money stands, as staff read it in the list of booking groups. */
export const GROUP_PAYMENT_STATES = ['none', 'pending', 'paid', 'partially_refunded', 'refunded', 'failed'] as const;
export type GroupPaymentState = (typeof GROUP_PAYMENT_STATES)[number];

export interface GroupPaymentSummary {
  status: GroupPaymentState;
  paidCents: number;
  refundedCents: number;
  /** The Paystack reference of the group's latest payment. */
  reference: string | null;
}

function stateOf(row: BookingGroupPaymentsRow): GroupPaymentState {
  const paid = Number(row.paid_cents);
  const refunded = Number(row.refunded_cents);
  if (paid > 0) return refunded >= paid ? 'refunded' : refunded > 0 ? 'partially_refunded' : 'paid';
  if (row.any_pending) return 'pending';
  return row.any_failed ? 'failed' : 'none';
}

/** How the money of booking groups stands, for the booking module's staff list of groups. */
@Injectable()
export class GroupPaymentSummaries {
  constructor(private readonly repository: PaymentsRepository) {}

  /** One summary per group that has any payment; groups without one are absent. */
  async summaries(groupIds: string[]): Promise<Map<string, GroupPaymentSummary>> {
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
