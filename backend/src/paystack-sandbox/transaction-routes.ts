import { randomBytes } from 'node:crypto';
import express, { type Express } from 'express';
import { authorised, refusedDuplicate } from './sandbox-http.js';
import { checkoutPage, inlineScript } from './sandbox-pages.js';
import { type SandboxState } from './sandbox-state.js';
import { type SandboxTransaction } from './sandbox-types.js';
import { publicView } from './sandbox-views.js';

/** Initialize (by secret key, or by public key from the inline widget), verify and list; the hosted checkout. */
export function registerTransactionRoutes(app: Express, state: SandboxState): void {
  app.post('/inline/initialize', (request, response, next) => {
    if (request.body?.key !== state.options.publicKey)
      return void response.status(401).json({ status: false, message: 'Invalid key' });
    request.headers.authorization = `Bearer ${state.options.secretKey}`;
    initialize(request, response, next);
  });

  const initialize: express.RequestHandler = (request, response) => {
    if (!authorised(state, request, response)) return;
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
    if (refusedDuplicate(state, ref, response)) return;
    const accessCode = randomBytes(8).toString('hex');
    const transaction: SandboxTransaction = {
      id: state.newTransactionId(),
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
    state.transactions.set(ref, transaction);
    state.byAccessCode.set(accessCode, ref);
    response.json({
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${state.url}/checkout/${accessCode}`, access_code: accessCode, reference: ref },
    });
  };
  app.post('/transaction/initialize', initialize);

  app.get('/transaction/verify/:reference', (request, response) => {
    if (!authorised(state, request, response)) return;
    const transaction = state.transactions.get(String(request.params.reference));
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
    if (!authorised(state, request, response)) return;
    const status = request.query.status ? String(request.query.status) : undefined;
    const list = [...state.transactions.values()]
      .filter((transaction) => !status || transaction.status === status)
      .reverse();
    response.json({
      status: true,
      message: 'Transactions retrieved',
      data: list.slice(0, Number(request.query.perPage ?? 50)).map(publicView),
      meta: { total: list.length },
    });
  });

  app.get('/checkout/:accessCode', (request, response) => {
    const reference = state.byAccessCode.get(String(request.params.accessCode));
    const transaction = reference ? state.transactions.get(reference) : undefined;
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
    const reference = state.byAccessCode.get(String(request.params.accessCode));
    const transaction = reference ? state.transactions.get(reference) : undefined;
    if (!transaction) return void response.status(404).send('This payment link is not valid.');
    const outcome = String(request.body.outcome) as 'success' | 'failed' | 'abandoned';
    await state.settle(transaction, outcome, request.body.channel === 'mobile_money' ? 'mobile_money' : 'card');
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
    response.type('application/javascript').send(inlineScript(state.url));
  });
}
