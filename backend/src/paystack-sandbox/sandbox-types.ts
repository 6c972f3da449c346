import {
  type PaystackAuthorization,
  type PaystackRefund,
  type PaystackRefundStatus,
  type PaystackTransaction,
} from '../modules/payment/paystack/paystack.types.js';

/**
 * A local stand-in for Paystack at the edge of the product: the same HTTP API (initialize, verify,
 * list, charge a saved card's authorization; an M-Pesa STK push by POST /charge and its check; create,
 * fetch and list refunds) with Paystack's shapes and messages, a hosted checkout page where the payer
 * chooses card or M-Pesa and then pays, declines or cancels, a "phone" page (/phone) where an STK push
 * is approved, cancelled or left to time out, the inline PaystackPop script, the redirect to
 * callback_url, and signed charge.success and refund.* webhooks. It keeps its transactions, authorizations and refunds in memory: it is the
 * outside world, not the product's data.
 */
export interface SandboxOptions {
  secretKey: string;
  publicKey: string;
  /** Where charge.success webhooks go, e.g. http://localhost:3000/api/payments/webhook. */
  webhookUrl?: string;
  port?: number;
  /**
   * Real refunds settle days later, and the sandbox leaves them pending until settleRefund says how
   * they end; with this set each new refund is processed (webhook included) after that many ms, so a
   * developer clicking through the product sees refunds complete.
   */
  autoProcessRefundsAfterMs?: number;
}

export interface PaystackSandbox {
  url: string;
  /** Pays (or declines) a transaction as a payer would on the checkout page, without a browser. */
  pay(reference: string, outcome: 'success' | 'failed' | 'abandoned', channel?: 'card' | 'mobile_money'): Promise<void>;
  /** Where webhooks go from now on (undefined: none are sent, as if they were lost). */
  setWebhookUrl(url: string | undefined): void;
  /** Webhooks sent so far (for tests). */
  webhooksSent(): SentWebhook[];
  /**
   * Ends (or advances) a pending refund as Paystack would days later, and resolves once its signed
   * refund.<outcome> webhook has been delivered (after any earlier webhook of the same refund).
   */
  settleRefund(id: number, outcome: 'processing' | 'processed' | 'failed' | 'needs-attention'): Promise<void>;
  /** Every refund so far, oldest first, as GET /refund/:id answers them (for tests). */
  refunds(): PaystackRefund[];
  /**
   * The next `count` (default 1) POST /transaction/charge_authorization calls with this authorization code are
   * declined as a card with no money would be: HTTP 200, status 'failed', gateway_response 'Insufficient Funds'.
   * Calls the sandbox refuses (bad email, duplicate reference, …) do not use one up. 0 clears what is left.
   */
  declineNextCharges(authorizationCode: string, count?: number): void;
  /** Every charge_authorization attempt so far, oldest first, declined ones included, as verify answers them. */
  charges(): PaystackTransaction[];
  /**
   * Answers an M-Pesa STK push as the payer would on the phone: approve (PIN entered: success and its charge.success
   * webhook), decline (cancelled on the phone: failed, no webhook) or timeout (no answer: abandoned, no webhook).
   * Resolves once any webhook has been delivered.
   */
  answerOnPhone(reference: string, answer: PhoneAnswer): Promise<void>;
  /** The M-Pesa prompts still waiting on a phone (every phone when none is given), oldest first. */
  promptsWaiting(phone?: string): PaystackTransaction[];
  /** The authorization a transaction was paid with (checkout or charge), or null when it has none or is unknown. */
  authorizationOf(reference: string): PaystackAuthorization | null;
  close(): Promise<void>;
}

/** One webhook delivery attempt: status 0 when the receiver could not be reached. */
export interface SentWebhook {
  body: string;
  signature: string;
  status: number;
}

export interface SandboxTransaction extends PaystackTransaction {
  access_code: string;
  callback_url: string | null;
  channels: string[];
  /** The phone an M-Pesa STK push (POST /charge) went to, as it was sent (`254712345678`); none for a checkout. */
  phone?: string;
}

/** What the payer does with an M-Pesa prompt on the sandbox's "phone". */
export type PhoneAnswer = 'approve' | 'decline' | 'timeout';

export interface SandboxRefund {
  id: number;
  transaction: SandboxTransaction;
  amount: number;
  currency: string;
  status: PaystackRefundStatus;
  merchant_note: string;
  customer_note: string;
  refunded_at: string | null;
  createdAt: string;
  expected_at: string;
  /** The refund's webhooks so far, chained so a receiver never sees refund.processed before refund.pending. */
  deliveries: Promise<void>;
}

/** An authorization the sandbox handed out on a successful checkout payment. */
export interface IssuedAuthorization {
  /** The customer it belongs to: charge_authorization must name the same one. */
  email: string;
  /** The currency it was first paid in; charges default to it. */
  currency: string;
  reusable: boolean;
  authorization: PaystackAuthorization;
}
