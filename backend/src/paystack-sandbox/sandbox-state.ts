import { createHmac } from 'node:crypto';
import { type PaystackRefundStatus } from '../modules/payment/paystack/paystack.types.js';
import {
  type IssuedAuthorization,
  type SandboxOptions,
  type SandboxRefund,
  type SandboxTransaction,
  type SentWebhook,
} from './sandbox-types.js';
import { authorizationFor, FEE_RATES, publicView, refundEvent } from './sandbox-views.js';

/**
 * What the sandbox remembers between requests (transactions, authorizations, refunds, webhooks sent), and the work
 * it does after answering (webhooks, refunds settling on a timer) so that close() can wait for it.
 */
export class SandboxState {
  readonly transactions = new Map<string, SandboxTransaction>();
  readonly byAccessCode = new Map<string, string>();
  readonly webhooks: SentWebhook[] = [];
  readonly refunds = new Map<number, SandboxRefund>();
  readonly authorizations = new Map<string, IssuedAuthorization>();
  /** Authorization code → how many of its next charges are declined. */
  readonly declines = new Map<string, number>();
  readonly charges: SandboxTransaction[] = [];
  /** The sandbox's own address, known once it listens (routes read it per request). */
  url = '';
  webhookUrl: string | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  // Refund and charge_authorization webhooks go out after the answer, as Paystack's do; close() waits for them.
  private readonly inFlight = new Set<Promise<void>>();
  private nextId = 4_000_000_001;
  private nextRefundId = 15_000_001;

  constructor(readonly options: SandboxOptions) {
    this.webhookUrl = options.webhookUrl;
  }

  newTransactionId(): number {
    return this.nextId++;
  }

  newRefundId(): number {
    return this.nextRefundId++;
  }

  findTransaction(value: unknown): SandboxTransaction | undefined {
    const key = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined;
    if (!key) return undefined;
    return (
      this.transactions.get(key) ??
      (/^\d+$/.test(key)
        ? [...this.transactions.values()].find((transaction) => String(transaction.id) === key)
        : undefined)
    );
  }

  /** A failed refund gave nothing back, so its amount may be refunded again. */
  refundedSoFar(transaction: SandboxTransaction): number {
    let total = 0;
    for (const refund of this.refunds.values())
      if (refund.transaction === transaction && refund.status !== 'failed') total += refund.amount;
    return total;
  }

  queueRefundWebhook(refund: SandboxRefund): Promise<void> {
    const event = refundEvent(refund);
    const delivery = refund.deliveries.then(() => this.sendWebhook(event));
    refund.deliveries = delivery;
    return this.track(delivery);
  }

  track(delivery: Promise<void>): Promise<void> {
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
    return delivery;
  }

  moveRefund(refund: SandboxRefund, outcome: Exclude<PaystackRefundStatus, 'pending'>): Promise<void> {
    refund.status = outcome;
    if (outcome === 'processed') refund.refunded_at = new Date().toISOString();
    return this.queueRefundWebhook(refund);
  }

  /** Processes a new refund (webhook included) after `ms`, unless it has moved on by then. */
  processRefundAfter(refund: SandboxRefund, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      // A refund a test or developer already moved on keeps the outcome it was given.
      if (refund.status === 'pending') void this.moveRefund(refund, 'processed');
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  async settle(
    transaction: SandboxTransaction,
    outcome: 'success' | 'failed' | 'abandoned',
    channel: string,
  ): Promise<void> {
    if (transaction.status !== 'ongoing') return;
    transaction.status = outcome;
    transaction.channel = channel;
    transaction.gateway_response =
      outcome === 'success' ? 'Approved' : outcome === 'failed' ? 'Declined' : 'The transaction was not completed';
    if (outcome === 'success') {
      transaction.paid_at = new Date().toISOString();
      transaction.fees = Math.round(transaction.amount * (FEE_RATES[channel] ?? FEE_RATES.card));
      const authorization = authorizationFor(channel);
      transaction.authorization = authorization;
      this.authorizations.set(authorization.authorization_code, {
        email: transaction.customer.email,
        currency: transaction.currency,
        reusable: authorization.reusable,
        authorization: { ...authorization },
      });
      await this.sendWebhook({ event: 'charge.success', data: publicView(transaction) });
    }
  }

  async sendWebhook(event: unknown): Promise<void> {
    const webhookUrl = this.webhookUrl;
    if (!webhookUrl) return;
    const body = JSON.stringify(event);
    const signature = createHmac('sha512', this.options.secretKey).update(body).digest('hex');
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
        signal: AbortSignal.timeout(5000),
      });
      this.webhooks.push({ body, signature, status: response.status });
    } catch {
      this.webhooks.push({ body, signature, status: 0 });
    }
  }

  /** Stops refunds that have not settled yet from settling, and waits for the webhooks already under way. */
  async drain(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }
}
