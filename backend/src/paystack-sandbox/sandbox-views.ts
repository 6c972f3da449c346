import { randomBytes } from 'node:crypto';
import {
  type PaystackAuthorization,
  type PaystackRefund,
  type PaystackRefundEvent,
  type PaystackTransaction,
} from '../modules/payment/paystack/paystack.types.js';
import { type SandboxRefund, type SandboxTransaction } from './sandbox-types.js';

/** Paystack's pricing per channel in Kenya, applied to the charged amount. */
export const FEE_RATES: Record<string, number> = { card: 0.029, mobile_money: 0.015 };

export function publicView(transaction: SandboxTransaction): PaystackTransaction {
  const {
    id,
    status,
    reference,
    amount,
    currency,
    channel,
    gateway_response,
    paid_at,
    created_at,
    metadata,
    customer,
    fees,
    authorization,
  } = transaction;
  return {
    id,
    status,
    reference,
    amount,
    currency,
    channel,
    gateway_response,
    paid_at,
    created_at,
    metadata,
    customer,
    fees: fees ?? null,
    authorization: authorization ? { ...authorization } : null,
  };
}

/** Card authorizations may be charged again; M-Pesa's may not (renewals need a new checkout). */
export function authorizationFor(channel: string): PaystackAuthorization {
  const authorization_code = `AUTH_${randomBytes(5).toString('hex')}`;
  return channel === 'mobile_money'
    ? { authorization_code, reusable: false, channel: 'mobile_money' }
    : { authorization_code, reusable: true, channel: 'card', last4: '4081', brand: 'visa' };
}

/** Paystack's customers are keyed by email without regard to case. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Paystack documents metadata as stringified JSON and takes an object too; a JSON object string is kept parsed. */
export function chargeMetadata(value: unknown): Record<string, unknown> | string | null {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // Not JSON: kept as the text it was.
    }
    return value;
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** POST /refund answers with the transaction itself; GET /refund/:id and the list give only its id. */
export function refundView(refund: SandboxRefund, withTransaction: boolean): PaystackRefund {
  const { transaction } = refund;
  return {
    id: refund.id,
    transaction: withTransaction
      ? {
          id: transaction.id,
          reference: transaction.reference,
          amount: transaction.amount,
          currency: transaction.currency,
          channel: transaction.channel,
          paid_at: transaction.paid_at,
        }
      : transaction.id,
    transaction_reference: transaction.reference,
    amount: refund.amount,
    currency: refund.currency,
    status: refund.status,
    merchant_note: refund.merchant_note,
    customer_note: refund.customer_note,
    refunded_at: refund.refunded_at,
    createdAt: refund.createdAt,
    expected_at: refund.expected_at,
    deducted_amount: refund.amount,
    transaction_amount: transaction.amount,
    customer: { email: transaction.customer.email },
  };
}

/** Real refund webhooks sometimes carry the amount as a string; the sandbox always does, so receivers must parse it. */
export function refundEvent(refund: SandboxRefund): PaystackRefundEvent {
  return {
    event: `refund.${refund.status}`,
    data: {
      id: refund.id,
      status: refund.status,
      transaction_reference: refund.transaction.reference,
      refund_reference: refund.status === 'pending' ? null : `RFD_${refund.id}`,
      amount: String(refund.amount),
      currency: refund.currency,
      customer: { email: refund.transaction.customer.email },
      merchant_note: refund.merchant_note,
    },
  };
}

/** Whole subunits from a JSON number or a form field's string; null when it is neither. */
export function wholeAmount(value: unknown): number | null {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isSafeInteger(amount) ? amount : null;
}

export function positiveInteger(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}
