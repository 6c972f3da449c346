import type { components, operations } from 'admin-kit';

// The payment shapes of the admin API, named from the generated schema (the kit's types.ts predates them).
type Schemas = components['schemas'];

export type PaymentRow = Schemas['PaymentLedgerRowDto'];
export type PaymentDetail = Schemas['PaymentDetailDto'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type Refund = Schemas['RefundDto'];
export type RefundStatus = Schemas['RefundStatus'];
export type RefundBody = Schemas['CreateRefundDto'];
export type BusinessSettings = Schemas['BusinessSettingsDto'];
export type LedgerQuery = NonNullable<operations['PaymentsAdminController_list']['parameters']['query']>;
