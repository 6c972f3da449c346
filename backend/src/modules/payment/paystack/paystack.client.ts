import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import {
  type ChargeAuthorizationRequest,
  type CreateRefundRequest,
  type InitializedTransaction,
  type InitializeTransactionRequest,
  type MobileMoneyChargeRequest,
  type PaystackChargeAttempt,
  type PaystackEnvelope,
  type PaystackRefund,
  type PaystackTransaction,
} from './paystack.types.js';

export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';
export const PAYSTACK_INLINE_JS_URL = 'https://js.paystack.co/v2/inline.js';
const TIMEOUT_MS = 10_000;

/** Paystack refused or could not be reached; `status` is Paystack's HTTP status (0 when unreachable). */
export class PaystackError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

/**
 * Paystack over its HTTP API with the secret key: initialise, verify and list transactions; charge a saved
 * card's authorization; start and check an M-Pesa STK push; create, fetch and list refunds.
 * PAYSTACK_BASE_URL points it at the local sandbox in development and tests; the code path is the same.
 */
@Injectable()
export class PaystackClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  initialize(request: InitializeTransactionRequest): Promise<InitializedTransaction> {
    return this.call<InitializedTransaction>('POST', '/transaction/initialize', request);
  }

  verify(reference: string): Promise<PaystackTransaction> {
    return this.call<PaystackTransaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
  }

  list(query: { perPage?: number; status?: string } = {}): Promise<PaystackTransaction[]> {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    return this.call<PaystackTransaction[]>('GET', `/transaction?${search}`);
  }

  /**
   * Charges a reusable authorization (a saved card). Paystack answers HTTP 200 for a decline too, so this resolves
   * with the transaction and its `status` ('success' or 'failed') says how it went; a charge.success webhook follows
   * a success. It rejects with a PaystackError when Paystack refuses the request (an unknown, non-reusable or
   * someone else's authorization, a reference already used) or cannot be reached; after a timeout the charge may
   * still have happened, so verify the reference before charging again.
   */
  chargeAuthorization(request: ChargeAuthorizationRequest): Promise<PaystackTransaction> {
    return this.call<PaystackTransaction>('POST', '/transaction/charge_authorization', request);
  }

  /**
   * Starts an M-Pesa STK push (POST /charge with `mobile_money`). The answer is not the outcome: the payer approves
   * or declines on the phone, and charge.success (or checkCharge, at least 10 s apart) says how it ended.
   */
  chargeMobileMoney(request: MobileMoneyChargeRequest): Promise<PaystackChargeAttempt> {
    return this.call<PaystackChargeAttempt>('POST', '/charge', request);
  }

  /** GET /charge/:reference: where a charge stands now. Paystack asks for 10 s or more between checks. */
  checkCharge(reference: string): Promise<PaystackTransaction> {
    return this.call<PaystackTransaction>('GET', `/charge/${encodeURIComponent(reference)}`);
  }

  /** Queues a refund; it answers `pending`, and the refund.* webhooks (or fetchRefund) tell how it ends. */
  refund(request: CreateRefundRequest): Promise<PaystackRefund> {
    return this.call<PaystackRefund>('POST', '/refund', request);
  }

  fetchRefund(id: number): Promise<PaystackRefund> {
    return this.call<PaystackRefund>('GET', `/refund/${encodeURIComponent(String(id))}`);
  }

  /** `transaction` is the transaction's reference or id. */
  listRefunds(query: { transaction?: string; perPage?: number } = {}): Promise<PaystackRefund[]> {
    const search = new URLSearchParams(
      Object.entries(query)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]): [string, string] => [key, String(value)]),
    );
    return this.call<PaystackRefund[]>('GET', `/refund?${search}`);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const secretKey = this.config.paystack.secretKey;
    if (!secretKey) throw new PaystackError('Payments are not configured (PAYSTACK_SECRET_KEY is missing).', 0);
    let response: Response;
    try {
      response = await fetch(`${this.config.paystack.baseUrl ?? PAYSTACK_DEFAULT_BASE_URL}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaystackError(
        `Paystack could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        0,
      );
    }
    const envelope = (await response.json().catch(() => null)) as PaystackEnvelope<T> | null;
    if (!response.ok || !envelope?.status)
      throw new PaystackError(envelope?.message || `Paystack answered ${response.status}`, response.status);
    return envelope.data;
  }
}
