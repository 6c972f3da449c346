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

/**
 * POST /transaction/charge_authorization: charges a saved, reusable authorization (a card; never M-Pesa) without
 * the payer. `email` must be the authorization's customer.
 */
export interface ChargeAuthorizationRequest {
  authorization_code: string;
  email: string;
  /** Subunits (cents) of the currency. */
  amount: number;
  currency: 'KES';
  /** Unique across every transaction, failed ones included. */
  reference: string;
  /** Paystack's schema says stringified JSON; it takes an object too, and so does the sandbox. */
  metadata?: Record<string, unknown>;
}

/**
 * POST /charge with `mobile_money`: an M-Pesa STK push. The payer gets the PIN prompt on `phone` (international form
 * without the plus, `254712345678`); the outcome comes later (charge.success webhook, or GET /charge/:reference).
 */
export interface MobileMoneyChargeRequest {
  email: string;
  /** Subunits (cents) of the currency. */
  amount: number;
  currency: 'KES';
  /** Unique across every transaction, failed ones included. */
  reference: string;
  metadata?: Record<string, unknown>;
  mobile_money: { phone: string; provider: 'mpesa' };
}

/**
 * What POST /charge answers: a transaction whose `status` is not final yet (`pay_offline` or `pending`, with
 * `display_text` asking the payer to finish on the phone), or final already (`success`, `failed`).
 */
export interface PaystackChargeAttempt {
  reference: string;
  status: string;
  display_text?: string;
  gateway_response?: string;
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
  /** Subunits Paystack kept; null until the transaction is paid. */
  fees?: number | null;
  /** How the payer paid; only a `reusable` one may be charged again (M-Pesa's never are). */
  authorization?: PaystackAuthorization | null;
}

/** How the payer paid; only a `reusable` one may be charged again with POST /transaction/charge_authorization. */
export interface PaystackAuthorization {
  authorization_code: string;
  reusable: boolean;
  channel: string;
  /** Card details; absent for mobile money. */
  last4?: string;
  brand?: string;
  exp_month?: string;
  exp_year?: string;
  card_type?: string;
  bank?: string;
}

/** A charge webhook (`charge.success` is the one that delivers value). */
export interface PaystackChargeEvent {
  event: string;
  data: PaystackTransaction;
}

export const PAYSTACK_REFUND_STATUSES = ['pending', 'processing', 'processed', 'failed', 'needs-attention'] as const;
export type PaystackRefundStatus = (typeof PAYSTACK_REFUND_STATUSES)[number];

/** The transaction as POST /refund answers it; GET /refund/:id and the list give only its id. */
export interface PaystackRefundedTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  channel: string;
  paid_at: string | null;
}

/** A refund as POST /refund, GET /refund/:id and GET /refund answer it (amounts in subunits). */
export interface PaystackRefund {
  id: number;
  transaction: PaystackRefundedTransaction | number;
  /** Present in every answer, so callers need not tell the create shape from the fetch shape. */
  transaction_reference: string;
  amount: number;
  currency: string;
  status: PaystackRefundStatus;
  merchant_note: string;
  customer_note: string;
  refunded_at: string | null;
  createdAt: string;
  expected_at?: string;
  deducted_amount?: number;
  transaction_amount?: number;
  customer?: { email: string };
}

export interface CreateRefundRequest {
  /** The transaction's reference (Paystack also takes its id). */
  transaction: string;
  /** Subunits; omitted refunds whatever of the transaction is not refunded yet. */
  amount?: number;
  /** The transaction's currency (KES; a rejected charge is refunded in whatever it was taken in). */
  currency?: string;
  customer_note?: string;
  merchant_note?: string;
}

export const PAYSTACK_REFUND_EVENTS = [
  'refund.pending',
  'refund.processing',
  'refund.processed',
  'refund.failed',
  'refund.needs-attention',
] as const;
export type PaystackRefundEventName = (typeof PAYSTACK_REFUND_EVENTS)[number];

export interface PaystackRefundEventData {
  id?: number;
  status: PaystackRefundStatus;
  transaction_reference: string;
  /** Null while the refund is pending. */
  refund_reference: string | null;
  /** Subunits; Paystack sometimes sends it as a string, so read it through refundEventAmount. */
  amount: number | string;
  currency: string;
  customer: { email: string };
  merchant_note?: string;
}

export interface PaystackRefundEvent {
  event: PaystackRefundEventName;
  data: PaystackRefundEventData;
}

/** A webhook event body. */
export type PaystackEvent = PaystackChargeEvent | PaystackRefundEvent;

/**
 * `event.event === 'refund.processed'` cannot narrow the union on its own, because a charge event's
 * name is any string; this guard can.
 */
export function isPaystackRefundEvent(event: PaystackEvent): event is PaystackRefundEvent {
  return (PAYSTACK_REFUND_EVENTS as readonly string[]).includes(event.event);
}

/**
 * The refund webhook's amount in subunits, whether Paystack sent it as a number or a string.
 * Throws on anything else: a guessed amount would be worse than a webhook Paystack retries.
 */
export function refundEventAmount(data: Pick<PaystackRefundEventData, 'amount'>): number {
  const { amount } = data;
  const parsed =
    typeof amount === 'number' ? amount : typeof amount === 'string' && amount.trim() ? Number(amount) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new Error(`The refund webhook's amount is not a whole number of subunits: ${JSON.stringify(amount)}`);
  return parsed;
}
