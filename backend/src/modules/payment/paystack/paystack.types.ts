/** The parts of Paystack's API shapes (reference/paystack-openapi.yaml) the product uses. */
export interface PaystackEnvelope<T> {
  status: boolean;
  message: string;
  data: T;
}

export interface InitializeTransactionRequest {
  email: string;
  /** Subunits (cents) of the currency. */
  amount: number;
  currency: 'KES';
  reference: string;
  callback_url?: string;
  channels?: ('card' | 'mobile_money')[];
  metadata?: Record<string, unknown>;
}

export interface InitializedTransaction {
  authorization_url: string;
  access_code: string;
  reference: string;
}

export const PAYSTACK_TRANSACTION_STATUSES = [
  'success',
  'failed',
  'abandoned',
  'ongoing',
  'pending',
  'processing',
  'queued',
  'reversed',
] as const;
export type PaystackTransactionStatus = (typeof PAYSTACK_TRANSACTION_STATUSES)[number];

export interface PaystackTransaction {
  id: number;
  status: PaystackTransactionStatus;
  reference: string;
  amount: number;
  currency: string;
  channel: string;
  gateway_response: string;
  paid_at: string | null;
  created_at: string;
  metadata: Record<string, unknown> | string | null;
  customer: { email: string };
}

/** A webhook event body (`charge.success` is the one that delivers value). */
export interface PaystackEvent {
  event: string;
  data: PaystackTransaction;
}
