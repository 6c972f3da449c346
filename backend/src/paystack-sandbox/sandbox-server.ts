import { createHmac, randomBytes } from 'node:crypto';
import { type Server } from 'node:http';
import express, { type Request, type Response } from 'express';
import {
  type PaystackAuthorization,
  type PaystackRefund,
  type PaystackRefundEvent,
  type PaystackRefundStatus,
  type PaystackTransaction,
} from '../modules/payment/paystack/paystack.types.js';
import { checkoutPage, inlineScript } from './sandbox-pages.js';

/**
 * A local stand-in for Paystack at the edge of the product: the same HTTP API (initialize, verify,
 * list, charge a saved card's authorization; create, fetch and list refunds) with Paystack's shapes
 * and messages, a hosted checkout page where the payer chooses card or M-Pesa and then pays, declines
 * or cancels, the inline PaystackPop script, the redirect to callback_url, and signed charge.success
 * and refund.* webhooks. It keeps its transactions, authorizations and refunds in memory: it is the
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
  webhooksSent(): { body: string; signature: string; status: number }[];
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
  /** The authorization a transaction was paid with (checkout or charge), or null when it has none or is unknown. */
  authorizationOf(reference: string): PaystackAuthorization | null;
  close(): Promise<void>;
}

interface SandboxTransaction extends PaystackTransaction {
  access_code: string;
  callback_url: string | null;
  channels: string[];
}

interface SandboxRefund {
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
interface IssuedAuthorization {
  /** The customer it belongs to: charge_authorization must name the same one. */
  email: string;
  /** The currency it was first paid in; charges default to it. */
  currency: string;
  reusable: boolean;
  authorization: PaystackAuthorization;
}

/** Paystack refuses unknown, non-reusable and someone else's authorizations alike. */
const INVALID_AUTHORIZATION = 'Authorization code is not valid or is not reusable';

/** Paystack's pricing per channel in Kenya, applied to the charged amount. */
const FEE_RATES: Record<string, number> = { card: 0.029, mobile_money: 0.015 };
/** `expected_at`: when the payer should see the money back, some business days out with real Paystack. */
const REFUND_EXPECTED_AFTER_MS = 5 * 24 * 60 * 60 * 1000;

export async function startPaystackSandbox(options: SandboxOptions): Promise<PaystackSandbox> {
  const transactions = new Map<string, SandboxTransaction>();
  const byAccessCode = new Map<string, string>();
  const webhooks: { body: string; signature: string; status: number }[] = [];
  const refunds = new Map<number, SandboxRefund>();
  const authorizations = new Map<string, IssuedAuthorization>();
  /** Authorization code → how many of its next charges are declined. */
  const declines = new Map<string, number>();
  const charges: SandboxTransaction[] = [];
  const timers = new Set<NodeJS.Timeout>();
  // Refund and charge_authorization webhooks go out after the answer, as Paystack's do; close() waits for them.
  const inFlight = new Set<Promise<void>>();
  let webhookUrl = options.webhookUrl;
  let nextId = 4_000_000_001;
  let nextRefundId = 15_000_001;
  const app = express();
  app.use(express.json());
  app.use(express.urlencoded({ extended: false }));

  const authorised = (request: Request, response: Response): boolean => {
    if (request.get('authorization') === `Bearer ${options.secretKey}`) return true;
    response.status(401).json({ status: false, message: 'Invalid key' });
    return false;
  };

  const invalidParams = (response: Response, message: string): void =>
    void response.status(400).json({ status: false, message, type: 'validation_error', code: 'invalid_params' });

  /** References are unique across every transaction, whichever endpoint made it and however it ended. */
  const refusedDuplicate = (reference: string, response: Response): boolean => {
    if (!transactions.has(reference)) return false;
    response.status(400).json({
      status: false,
      message: 'Duplicate Transaction Reference',
      type: 'validation_error',
      code: 'duplicate_reference',
    });
    return true;
  };

  app.post('/inline/initialize', (request, response, next) => {
    if (request.body?.key !== options.publicKey)
      return void response.status(401).json({ status: false, message: 'Invalid key' });
    request.headers.authorization = `Bearer ${options.secretKey}`;
    initialize(request, response, next);
  });

  const initialize: express.RequestHandler = (request, response) => {
    if (!authorised(request, response)) return;
    const {
      email,
      amount,
      currency = 'NGN',
      reference,
      callback_url: callbackUrl,
      channels,
      metadata,
    } = request.body as Record<string, unknown>;
    const amountNumber = Number(amount);
    if (typeof email !== 'string' || !email.includes('@'))
      return void response.status(400).json({
        status: false,
        message: 'Invalid Email Address Passed',
        type: 'validation_error',
        code: 'invalid_params',
      });
    if (!Number.isInteger(amountNumber) || amountNumber <= 0)
      return void response
        .status(400)
        .json({ status: false, message: 'Invalid Amount Sent', type: 'validation_error', code: 'invalid_params' });
    const ref = typeof reference === 'string' && reference ? reference : randomBytes(8).toString('hex');
    if (refusedDuplicate(ref, response)) return;
    const accessCode = randomBytes(8).toString('hex');
    const transaction: SandboxTransaction = {
      id: nextId++,
      status: 'ongoing',
      reference: ref,
      amount: amountNumber,
      currency: String(currency),
      channel: 'card',
      gateway_response: 'The transaction was not completed',
      paid_at: null,
      created_at: new Date().toISOString(),
      metadata: (metadata as Record<string, unknown>) ?? null,
      customer: { email },
      fees: null,
      authorization: null,
      access_code: accessCode,
      callback_url: typeof callbackUrl === 'string' ? callbackUrl : null,
      channels: Array.isArray(channels) ? channels.map(String) : ['card', 'mobile_money'],
    };
    transactions.set(ref, transaction);
    byAccessCode.set(accessCode, ref);
    response.json({
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${sandbox.url}/checkout/${accessCode}`, access_code: accessCode, reference: ref },
    });
  };
  app.post('/transaction/initialize', initialize);

  app.get('/transaction/verify/:reference', (request, response) => {
    if (!authorised(request, response)) return;
    const transaction = transactions.get(String(request.params.reference));
    if (!transaction)
      return void response.status(400).json({
        status: false,
        message: 'Transaction reference not found',
        type: 'validation_error',
        code: 'transaction_not_found',
      });
    response.json({ status: true, message: 'Verification successful', data: publicView(transaction) });
  });

  app.get('/transaction', (request, response) => {
    if (!authorised(request, response)) return;
    const status = request.query.status ? String(request.query.status) : undefined;
    const list = [...transactions.values()].filter((transaction) => !status || transaction.status === status).reverse();
    response.json({
      status: true,
      message: 'Transactions retrieved',
      data: list.slice(0, Number(request.query.perPage ?? 50)).map(publicView),
      meta: { total: list.length },
    });
  });

  app.post('/transaction/charge_authorization', (request, response) => {
    if (!authorised(request, response)) return;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { email, authorization_code: code, reference, currency, metadata } = body;
    if (typeof email !== 'string' || !email.includes('@'))
      return invalidParams(response, 'Invalid Email Address Passed');
    const amount = wholeAmount(body.amount);
    if (amount === null || amount <= 0) return invalidParams(response, 'Invalid Amount Sent');
    const issued = typeof code === 'string' ? authorizations.get(code) : undefined;
    if (!issued || !issued.reusable || !sameEmail(issued.email, email))
      return invalidParams(response, INVALID_AUTHORIZATION);
    const ref = typeof reference === 'string' && reference ? reference : randomBytes(8).toString('hex');
    if (refusedDuplicate(ref, response)) return;
    const declinesLeft = declines.get(issued.authorization.authorization_code) ?? 0;
    if (declinesLeft > 1) declines.set(issued.authorization.authorization_code, declinesLeft - 1);
    else declines.delete(issued.authorization.authorization_code);
    const success = declinesLeft === 0;
    const now = new Date().toISOString();
    const transaction: SandboxTransaction = {
      id: nextId++,
      status: success ? 'success' : 'failed',
      reference: ref,
      amount,
      currency: typeof currency === 'string' && currency ? currency : issued.currency,
      channel: 'card',
      gateway_response: success ? 'Approved' : 'Insufficient Funds',
      paid_at: success ? now : null,
      created_at: now,
      metadata: chargeMetadata(metadata),
      customer: { email: issued.email },
      fees: success ? Math.round(amount * FEE_RATES.card) : null,
      authorization: { ...issued.authorization },
      // No checkout page: the payer is not there.
      access_code: randomBytes(8).toString('hex'),
      callback_url: null,
      channels: ['card'],
    };
    transactions.set(ref, transaction);
    charges.push(transaction);
    response.json({ status: true, message: 'Charge attempted', data: publicView(transaction) });
    // Paystack's webhook comes after its answer; close() waits for it.
    if (success) track(sendWebhook({ event: 'charge.success', data: publicView(transaction) }));
  });

  app.post('/refund', (request, response) => {
    if (!authorised(request, response)) return;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const refuse = (message: string, code = 'invalid_params'): void =>
      void response.status(400).json({ status: false, message, type: 'validation_error', code });
    const transaction = findTransaction(body.transaction);
    if (!transaction) return refuse('Transaction reference not found', 'transaction_not_found');
    if (transaction.status !== 'success') return refuse('Cannot refund a transaction that was not successful');
    const requested = body.amount === undefined || body.amount === null ? undefined : wholeAmount(body.amount);
    if (requested !== undefined && (requested === null || requested <= 0)) return refuse('Invalid Amount Sent');
    if (body.currency !== undefined && body.currency !== transaction.currency)
      return refuse(`Refund currency must be the transaction's currency (${transaction.currency})`);
    const remaining = transaction.amount - refundedSoFar(transaction);
    if (remaining <= 0) return refuse('Transaction has been fully reversed');
    const amount = requested ?? remaining;
    if (amount > remaining) return refuse('Refund amount cannot be greater than transaction amount');
    const now = new Date();
    const refund: SandboxRefund = {
      id: nextRefundId++,
      transaction,
      amount,
      currency: transaction.currency,
      status: 'pending',
      merchant_note:
        typeof body.merchant_note === 'string' && body.merchant_note
          ? body.merchant_note
          : `Refund for transaction ${transaction.reference}`,
      customer_note:
        typeof body.customer_note === 'string' && body.customer_note
          ? body.customer_note
          : `Refund for transaction ${transaction.reference}`,
      refunded_at: null,
      createdAt: now.toISOString(),
      expected_at: new Date(now.getTime() + REFUND_EXPECTED_AFTER_MS).toISOString(),
      deliveries: Promise.resolve(),
    };
    refunds.set(refund.id, refund);
    response.json({ status: true, message: 'Refund has been queued for processing', data: refundView(refund, true) });
    void queueRefundWebhook(refund);
    if (options.autoProcessRefundsAfterMs !== undefined) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        // A refund a test or developer already moved on keeps the outcome it was given.
        if (refund.status === 'pending') void moveRefund(refund, 'processed');
      }, options.autoProcessRefundsAfterMs);
      timer.unref();
      timers.add(timer);
    }
  });

  app.get('/refund/:id', (request, response) => {
    if (!authorised(request, response)) return;
    const id = String(request.params.id);
    const refund = /^\d+$/.test(id) ? refunds.get(Number(id)) : undefined;
    if (!refund) return void response.status(404).json({ status: false, message: 'Refund not found' });
    response.json({ status: true, message: 'Refund retrieved', data: refundView(refund, false) });
  });

  app.get('/refund', (request, response) => {
    if (!authorised(request, response)) return;
    const transaction = request.query.transaction ? String(request.query.transaction) : undefined;
    const perPage = positiveInteger(request.query.perPage, 50);
    const page = positiveInteger(request.query.page, 1);
    const list = [...refunds.values()]
      .filter(
        (refund) =>
          !transaction || refund.transaction.reference === transaction || String(refund.transaction.id) === transaction,
      )
      .reverse();
    const skipped = (page - 1) * perPage;
    response.json({
      status: true,
      message: 'Refunds retrieved',
      data: list.slice(skipped, skipped + perPage).map((refund) => refundView(refund, false)),
      meta: {
        total: list.length,
        skipped,
        perPage: String(perPage),
        page,
        pageCount: Math.ceil(list.length / perPage),
        failedRefundCount: list.filter((refund) => refund.status === 'failed').length,
      },
    });
  });

  function findTransaction(value: unknown): SandboxTransaction | undefined {
    const key = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined;
    if (!key) return undefined;
    return (
      transactions.get(key) ??
      (/^\d+$/.test(key) ? [...transactions.values()].find((transaction) => String(transaction.id) === key) : undefined)
    );
  }

  /** A failed refund gave nothing back, so its amount may be refunded again. */
  function refundedSoFar(transaction: SandboxTransaction): number {
    let total = 0;
    for (const refund of refunds.values())
      if (refund.transaction === transaction && refund.status !== 'failed') total += refund.amount;
    return total;
  }

  function queueRefundWebhook(refund: SandboxRefund): Promise<void> {
    const event = refundEvent(refund);
    const delivery = refund.deliveries.then(() => sendWebhook(event));
    refund.deliveries = delivery;
    return track(delivery);
  }

  function track(delivery: Promise<void>): Promise<void> {
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
    return delivery;
  }

  function moveRefund(refund: SandboxRefund, outcome: Exclude<PaystackRefundStatus, 'pending'>): Promise<void> {
    refund.status = outcome;
    if (outcome === 'processed') refund.refunded_at = new Date().toISOString();
    return queueRefundWebhook(refund);
  }

  app.get('/checkout/:accessCode', (request, response) => {
    const reference = byAccessCode.get(String(request.params.accessCode));
    const transaction = reference ? transactions.get(reference) : undefined;
    if (!transaction) return void response.status(404).send('This payment link is not valid.');
    response.type('html').send(
      checkoutPage({
        accessCode: transaction.access_code,
        amount: transaction.amount,
        currency: transaction.currency,
        email: transaction.customer.email,
        channels: transaction.channels,
        done: transaction.status !== 'ongoing',
      }),
    );
  });

  app.post('/checkout/:accessCode', async (request, response) => {
    const reference = byAccessCode.get(String(request.params.accessCode));
    const transaction = reference ? transactions.get(reference) : undefined;
    if (!transaction) return void response.status(404).send('This payment link is not valid.');
    const outcome = String(request.body.outcome) as 'success' | 'failed' | 'abandoned';
    await settle(transaction, outcome, request.body.channel === 'mobile_money' ? 'mobile_money' : 'card');
    const target = transaction.callback_url
      ? `${transaction.callback_url}${transaction.callback_url.includes('?') ? '&' : '?'}trxref=${encodeURIComponent(transaction.reference)}&reference=${encodeURIComponent(transaction.reference)}`
      : null;
    if (request.get('accept')?.includes('application/json'))
      return void response.json({ status: transaction.status, reference: transaction.reference, redirect: target });
    if (target && outcome !== 'abandoned') return void response.redirect(303, target);
    response.type('html').send(
      checkoutPage({
        accessCode: transaction.access_code,
        amount: transaction.amount,
        currency: transaction.currency,
        email: transaction.customer.email,
        channels: transaction.channels,
        done: true,
      }),
    );
  });

  app.get('/inline.js', (_request, response) => {
    response.type('application/javascript').send(inlineScript(sandbox.url));
  });

  async function settle(
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
      authorizations.set(authorization.authorization_code, {
        email: transaction.customer.email,
        currency: transaction.currency,
        reusable: authorization.reusable,
        authorization: { ...authorization },
      });
      await sendWebhook({ event: 'charge.success', data: publicView(transaction) });
    }
  }

  async function sendWebhook(event: unknown): Promise<void> {
    if (!webhookUrl) return;
    const body = JSON.stringify(event);
    const signature = createHmac('sha512', options.secretKey).update(body).digest('hex');
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
        signal: AbortSignal.timeout(5000),
      });
      webhooks.push({ body, signature, status: response.status });
    } catch {
      webhooks.push({ body, signature, status: 0 });
    }
  }

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  const sandbox: PaystackSandbox = {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async pay(reference, outcome, channel = 'card') {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`The sandbox has no transaction ${reference}`);
      await settle(transaction, outcome, channel);
    },
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    webhooksSent: () => [...webhooks],
    async settleRefund(id, outcome) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`The sandbox has no refund ${id}`);
      if (refund.status === 'processed' || refund.status === 'failed')
        throw new Error(`Refund ${id} is already ${refund.status}`);
      await moveRefund(refund, outcome);
    },
    refunds: () => [...refunds.values()].map((refund) => refundView(refund, false)),
    declineNextCharges(authorizationCode, count = 1) {
      if (!authorizations.has(authorizationCode))
        throw new Error(`The sandbox issued no authorization ${authorizationCode}`);
      if (!Number.isInteger(count) || count < 0) throw new Error(`Not a number of charges: ${count}`);
      if (count === 0) declines.delete(authorizationCode);
      else declines.set(authorizationCode, count);
    },
    charges: () => charges.map(publicView),
    authorizationOf(reference) {
      const authorization = transactions.get(reference)?.authorization;
      return authorization ? { ...authorization } : null;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return sandbox;
}

function publicView(transaction: SandboxTransaction): PaystackTransaction {
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
function authorizationFor(channel: string): PaystackAuthorization {
  const authorization_code = `AUTH_${randomBytes(5).toString('hex')}`;
  return channel === 'mobile_money'
    ? { authorization_code, reusable: false, channel: 'mobile_money' }
    : { authorization_code, reusable: true, channel: 'card', last4: '4081', brand: 'visa' };
}

/** Paystack's customers are keyed by email without regard to case. */
function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Paystack documents metadata as stringified JSON and takes an object too; a JSON object string is kept parsed. */
function chargeMetadata(value: unknown): Record<string, unknown> | string | null {
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
function refundView(refund: SandboxRefund, withTransaction: boolean): PaystackRefund {
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
function refundEvent(refund: SandboxRefund): PaystackRefundEvent {
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
function wholeAmount(value: unknown): number | null {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isSafeInteger(amount) ? amount : null;
}

function positiveInteger(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}
