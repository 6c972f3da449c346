import { createHmac, randomBytes } from 'node:crypto';
import { type Server } from 'node:http';
import express, { type Request, type Response } from 'express';
import { type PaystackTransaction } from '../modules/payment/paystack/paystack.types.js';
import { checkoutPage, inlineScript } from './sandbox-pages.js';

/**
 * A local stand-in for Paystack at the edge of the product: the same HTTP API (initialize, verify,
 * list) with Paystack's shapes and messages, a hosted checkout page where the payer chooses card or
 * M-Pesa and then pays, declines or cancels, the inline PaystackPop script, the redirect to
 * callback_url, and signed charge.success webhooks. It keeps its transactions in memory: it is the
 * outside world, not the product's data.
 */
export interface SandboxOptions {
  secretKey: string;
  publicKey: string;
  /** Where charge.success webhooks go, e.g. http://localhost:3000/api/payments/webhook. */
  webhookUrl?: string;
  port?: number;
}

export interface PaystackSandbox {
  url: string;
  /** Pays (or declines) a transaction as a payer would on the checkout page, without a browser. */
  pay(reference: string, outcome: 'success' | 'failed' | 'abandoned', channel?: 'card' | 'mobile_money'): Promise<void>;
  /** Where webhooks go from now on (undefined: none are sent, as if they were lost). */
  setWebhookUrl(url: string | undefined): void;
  /** Webhooks sent so far (for tests). */
  webhooksSent(): { body: string; signature: string; status: number }[];
  close(): Promise<void>;
}

interface SandboxTransaction extends PaystackTransaction {
  access_code: string;
  callback_url: string | null;
  channels: string[];
}

export async function startPaystackSandbox(options: SandboxOptions): Promise<PaystackSandbox> {
  const transactions = new Map<string, SandboxTransaction>();
  const byAccessCode = new Map<string, string>();
  const webhooks: { body: string; signature: string; status: number }[] = [];
  let webhookUrl = options.webhookUrl;
  let nextId = 4_000_000_001;
  const app = express();
  app.use(express.json());
  app.use(express.urlencoded({ extended: false }));

  const authorised = (request: Request, response: Response): boolean => {
    if (request.get('authorization') === `Bearer ${options.secretKey}`) return true;
    response.status(401).json({ status: false, message: 'Invalid key' });
    return false;
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
    if (transactions.has(ref))
      return void response.status(400).json({
        status: false,
        message: 'Duplicate Transaction Reference',
        type: 'validation_error',
        code: 'duplicate_reference',
      });
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
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
  };
}
