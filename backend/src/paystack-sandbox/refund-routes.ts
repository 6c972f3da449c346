import { type Express } from 'express';
import { authorised } from './sandbox-http.js';
import { type SandboxState } from './sandbox-state.js';
import { type SandboxRefund } from './sandbox-types.js';
import { positiveInteger, refundView, wholeAmount } from './sandbox-views.js';

/** `expected_at`: when the payer should see the money back, some business days out with real Paystack. */
const REFUND_EXPECTED_AFTER_MS = 5 * 24 * 60 * 60 * 1000;

/** Create, fetch and list refunds; each starts pending and sends its refund.* webhooks in order. */
export function registerRefundRoutes(app: Express, state: SandboxState): void {
  app.post('/refund', (request, response) => {
    if (!authorised(state, request, response)) return;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const refuse = (message: string, code = 'invalid_params'): void =>
      void response.status(400).json({ status: false, message, type: 'validation_error', code });
    const transaction = state.findTransaction(body.transaction);
    if (!transaction) return refuse('Transaction reference not found', 'transaction_not_found');
    if (transaction.status !== 'success') return refuse('Cannot refund a transaction that was not successful');
    const requested = body.amount === undefined || body.amount === null ? undefined : wholeAmount(body.amount);
    if (requested !== undefined && (requested === null || requested <= 0)) return refuse('Invalid Amount Sent');
    if (body.currency !== undefined && body.currency !== transaction.currency)
      return refuse(`Refund currency must be the transaction's currency (${transaction.currency})`);
    const remaining = transaction.amount - state.refundedSoFar(transaction);
    if (remaining <= 0) return refuse('Transaction has been fully reversed');
    const amount = requested ?? remaining;
    if (amount > remaining) return refuse('Refund amount cannot be greater than transaction amount');
    const now = new Date();
    const refund: SandboxRefund = {
      id: state.newRefundId(),
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
    state.refunds.set(refund.id, refund);
    response.json({ status: true, message: 'Refund has been queued for processing', data: refundView(refund, true) });
    void state.queueRefundWebhook(refund);
    if (state.options.autoProcessRefundsAfterMs !== undefined)
      state.processRefundAfter(refund, state.options.autoProcessRefundsAfterMs);
  });

  app.get('/refund/:id', (request, response) => {
    if (!authorised(state, request, response)) return;
    const id = String(request.params.id);
    const refund = /^\d+$/.test(id) ? state.refunds.get(Number(id)) : undefined;
    if (!refund) return void response.status(404).json({ status: false, message: 'Refund not found' });
    response.json({ status: true, message: 'Refund retrieved', data: refundView(refund, false) });
  });

  app.get('/refund', (request, response) => {
    if (!authorised(state, request, response)) return;
    const transaction = request.query.transaction ? String(request.query.transaction) : undefined;
    const perPage = positiveInteger(request.query.perPage, 50);
    const page = positiveInteger(request.query.page, 1);
    const list = [...state.refunds.values()]
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
}
