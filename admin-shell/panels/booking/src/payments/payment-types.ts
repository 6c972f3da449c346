import type { components, operations } from 'admin-kit';

// The payment shapes of the admin API, named from the generated schema (the kit's types.ts predates them).
type Schemas = components['schemas'];

// The state machines' newer states and the desk-refund fields are spelled out here too, so these types hold whether or
// not the generated schema has caught up with the API yet (once it has, the additions are the same types again).

/** `rejected`: charged another amount or currency than asked; all of it is refunded. */
export type PaymentStatus = Schemas['PaymentStatus'] | 'rejected';
/** `awaiting-hand-back`: the refund of a payment taken at the desk, waiting for staff to hand the money back. */
export type RefundStatus = Schemas['RefundStatus'] | 'awaiting-hand-back';
/** How staff handed back the money of a desk refund. */
export type HandBackMethod = 'cash' | 'mpesa' | 'bank_transfer';

export type PaymentRow = Omit<Schemas['PaymentLedgerRowDto'], 'status'> & {
  status: PaymentStatus;
  /** A rejected payment: what Paystack actually took, in cents of receivedCurrency. */
  receivedCents: number | null;
  receivedCurrency: string | null;
};
export type Refund = Omit<Schemas['RefundDto'], 'status'> & {
  status: RefundStatus;
  currency: string;
  settledMethod: HandBackMethod | null;
  settledReference: string | null;
  settledNote: string | null;
  settledByUsername: string | null;
};
export type PaymentDetail = PaymentRow &
  Omit<Schemas['PaymentDetailDto'], keyof Schemas['PaymentLedgerRowDto'] | 'refunds'> & { refunds: Refund[] };
export type RefundBody = Schemas['CreateRefundDto'];
/** What recording a desk refund handed back sends (POST /api/admin/payments/{id}/refunds/{refundId}/settle). */
export interface HandBackBody {
  method: HandBackMethod;
  reference?: string;
  note?: string;
}
export type BusinessSettings = Schemas['BusinessSettingsDto'];
export type LedgerQuery = NonNullable<operations['PaymentsAdminController_list']['parameters']['query']>;
