import { type Server } from 'node:http';
import express from 'express';
import { registerChargeRoutes } from './charge-routes.js';
import { answerOnPhone, promptsWaiting, registerMobileMoneyRoutes } from './mobile-money-routes.js';
import { registerRefundRoutes } from './refund-routes.js';
import { SandboxState } from './sandbox-state.js';
import { type PaystackSandbox, type SandboxOptions } from './sandbox-types.js';
import { publicView, refundView } from './sandbox-views.js';
import { registerTransactionRoutes } from './transaction-routes.js';

export type { PaystackSandbox, SandboxOptions } from './sandbox-types.js';

/** Starts the sandbox on 127.0.0.1 (options.port, or any free port) and answers once it listens. */
export async function startPaystackSandbox(options: SandboxOptions): Promise<PaystackSandbox> {
  const state = new SandboxState(options);
  const app = express();
  app.use(express.json());
  app.use(express.urlencoded({ extended: false }));
  registerTransactionRoutes(app, state);
  registerChargeRoutes(app, state);
  registerMobileMoneyRoutes(app, state);
  registerRefundRoutes(app, state);

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: state.url,
    async pay(reference, outcome, channel = 'card') {
      const transaction = state.transactions.get(reference);
      if (!transaction) throw new Error(`The sandbox has no transaction ${reference}`);
      await state.settle(transaction, outcome, channel);
    },
    setWebhookUrl: (url) => {
      state.webhookUrl = url;
    },
    webhooksSent: () => [...state.webhooks],
    async settleRefund(id, outcome) {
      const refund = state.refunds.get(id);
      if (!refund) throw new Error(`The sandbox has no refund ${id}`);
      if (refund.status === 'processed' || refund.status === 'failed')
        throw new Error(`Refund ${id} is already ${refund.status}`);
      await state.moveRefund(refund, outcome);
    },
    refunds: () => [...state.refunds.values()].map((refund) => refundView(refund, false)),
    declineNextCharges(authorizationCode, count = 1) {
      if (!state.authorizations.has(authorizationCode))
        throw new Error(`The sandbox issued no authorization ${authorizationCode}`);
      if (!Number.isInteger(count) || count < 0) throw new Error(`Not a number of charges: ${count}`);
      if (count === 0) state.declines.delete(authorizationCode);
      else state.declines.set(authorizationCode, count);
    },
    charges: () => state.charges.map(publicView),
    async answerOnPhone(reference, answer) {
      const transaction = state.transactions.get(reference);
      if (!transaction?.phone) throw new Error(`The sandbox has no M-Pesa prompt ${reference}`);
      await answerOnPhone(state, transaction, answer);
    },
    promptsWaiting: (phone) => promptsWaiting(state, phone).map(publicView),
    authorizationOf(reference) {
      const authorization = state.transactions.get(reference)?.authorization;
      return authorization ? { ...authorization } : null;
    },
    async close() {
      await state.drain();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
