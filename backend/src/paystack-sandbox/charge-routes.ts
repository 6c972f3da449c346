import { randomBytes } from 'node:crypto';
import { type Express } from 'express';
import { authorised, invalidParams, refusedDuplicate } from './sandbox-http.js';
import { type SandboxState } from './sandbox-state.js';
import { type SandboxTransaction } from './sandbox-types.js';
import { chargeMetadata, FEE_RATES, publicView, sameEmail, wholeAmount } from './sandbox-views.js';

/** Paystack refuses unknown, non-reusable and someone else's authorizations alike. */
const INVALID_AUTHORIZATION = 'Authorization code is not valid or is not reusable';

/** Charging a saved card's authorization again, without the payer (renewals). */
export function registerChargeRoutes(app: Express, state: SandboxState): void {
  app.post('/transaction/charge_authorization', (request, response) => {
    if (!authorised(state, request, response)) return;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { email, authorization_code: code, reference, currency, metadata } = body;
    if (typeof email !== 'string' || !email.includes('@'))
      return invalidParams(response, 'Invalid Email Address Passed');
    const amount = wholeAmount(body.amount);
    if (amount === null || amount <= 0) return invalidParams(response, 'Invalid Amount Sent');
    const issued = typeof code === 'string' ? state.authorizations.get(code) : undefined;
    if (!issued || !issued.reusable || !sameEmail(issued.email, email))
      return invalidParams(response, INVALID_AUTHORIZATION);
    const ref = typeof reference === 'string' && reference ? reference : randomBytes(8).toString('hex');
    if (refusedDuplicate(state, ref, response)) return;
    const declinesLeft = state.declines.get(issued.authorization.authorization_code) ?? 0;
    if (declinesLeft > 1) state.declines.set(issued.authorization.authorization_code, declinesLeft - 1);
    else state.declines.delete(issued.authorization.authorization_code);
    const success = declinesLeft === 0;
    const now = new Date().toISOString();
    const transaction: SandboxTransaction = {
      id: state.newTransactionId(),
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
    state.transactions.set(ref, transaction);
    state.charges.push(transaction);
    response.json({ status: true, message: 'Charge attempted', data: publicView(transaction) });
    // Paystack's webhook comes after its answer; close() waits for it.
    if (success) state.track(state.sendWebhook({ event: 'charge.success', data: publicView(transaction) }));
  });
}
