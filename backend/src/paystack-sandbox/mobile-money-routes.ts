import { randomBytes } from 'node:crypto';
import { type Express } from 'express';
import { authorised, invalidParams, refusedDuplicate } from './sandbox-http.js';
import { phonePage } from './sandbox-pages.js';
import { type SandboxState } from './sandbox-state.js';
import { type PhoneAnswer, type SandboxTransaction } from './sandbox-types.js';
import { chargeMetadata, publicView, wholeAmount } from './sandbox-views.js';

/** What Paystack's M-Pesa answers say while the payer has the prompt on their phone. */
const DISPLAY_TEXT = 'Please complete authorization process on your mobile phone';

/** How each answer on the phone ends a charge, and what Paystack's gateway says of it. */
const ANSWERS: Record<PhoneAnswer, { outcome: 'success' | 'failed' | 'abandoned'; gateway: string }> = {
  approve: { outcome: 'success', gateway: 'Approved' },
  decline: { outcome: 'failed', gateway: 'Request cancelled by user' },
  timeout: { outcome: 'abandoned', gateway: 'Request timed out' },
};

const PHONE = /^254[17]\d{8}$/;

/** Ongoing M-Pesa prompts, oldest first (on one phone when `phone` is given). */
export function promptsWaiting(state: SandboxState, phone?: string): SandboxTransaction[] {
  return [...state.transactions.values()].filter(
    (transaction) => transaction.phone && transaction.status === 'ongoing' && (!phone || transaction.phone === phone),
  );
}

/** Ends an ongoing M-Pesa prompt as its payer answered it (the charge.success webhook follows an approval). */
export async function answerOnPhone(state: SandboxState, transaction: SandboxTransaction, answer: PhoneAnswer) {
  if (transaction.status !== 'ongoing') return;
  const { outcome, gateway } = ANSWERS[answer];
  await state.settle(transaction, outcome, 'mobile_money');
  transaction.gateway_response = gateway;
}

/**
 * M-Pesa by STK push through Paystack's Charge API: POST /charge with `mobile_money` starts a prompt on the payer's
 * phone and answers `pay_offline`; GET /charge/:reference says where it stands (`pending` until answered); the
 * sandbox's "phone" page (GET /phone) shows the prompts and lets a person approve, decline or let them time out.
 */
export function registerMobileMoneyRoutes(app: Express, state: SandboxState): void {
  app.post('/charge', (request, response) => {
    if (!authorised(state, request, response)) return;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { email, reference, currency, metadata } = body;
    const mobileMoney = (body.mobile_money ?? {}) as Record<string, unknown>;
    if (typeof email !== 'string' || !email.includes('@'))
      return invalidParams(response, 'Invalid Email Address Passed');
    const amount = wholeAmount(body.amount);
    if (amount === null || amount <= 0) return invalidParams(response, 'Invalid Amount Sent');
    if (currency !== 'KES') return invalidParams(response, 'Currency not supported by merchant');
    if (mobileMoney.provider !== 'mpesa') return invalidParams(response, 'Invalid mobile money provider');
    if (typeof mobileMoney.phone !== 'string' || !PHONE.test(mobileMoney.phone))
      return invalidParams(response, 'Invalid phone number');
    const ref = typeof reference === 'string' && reference ? reference : randomBytes(8).toString('hex');
    if (refusedDuplicate(state, ref, response)) return;
    const transaction: SandboxTransaction = {
      id: state.newTransactionId(),
      status: 'ongoing',
      reference: ref,
      amount,
      currency,
      channel: 'mobile_money',
      gateway_response: DISPLAY_TEXT,
      paid_at: null,
      created_at: new Date().toISOString(),
      metadata: chargeMetadata(metadata),
      customer: { email },
      fees: null,
      authorization: null,
      access_code: randomBytes(8).toString('hex'),
      callback_url: null,
      channels: ['mobile_money'],
      phone: mobileMoney.phone,
    };
    state.transactions.set(ref, transaction);
    response.json({
      status: true,
      message: 'Charge attempted',
      data: { reference: ref, status: 'pay_offline', display_text: DISPLAY_TEXT },
    });
  });

  app.get('/charge/:reference', (request, response) => {
    if (!authorised(state, request, response)) return;
    const transaction = state.transactions.get(String(request.params.reference));
    if (!transaction) return void response.status(404).json({ status: false, message: 'Charge not found' });
    const view = publicView(transaction);
    // While the prompt waits on the phone Paystack says `pending`, not `ongoing`.
    response.json({
      status: true,
      message: 'Charge attempted',
      data: { ...view, status: view.status === 'ongoing' ? 'pending' : view.status },
    });
  });

  app.get('/phone', (request, response) => {
    const phone = typeof request.query.phone === 'string' ? request.query.phone : undefined;
    response.type('html').send(phonePage(promptsWaiting(state, phone).map(publicView), phone));
  });

  app.post('/phone/:reference', async (request, response) => {
    const transaction = state.transactions.get(String(request.params.reference));
    const answer = String(request.body?.answer) as PhoneAnswer;
    if (!transaction?.phone || !(answer in ANSWERS)) return void response.status(404).send('No such prompt.');
    await answerOnPhone(state, transaction, answer);
    response.redirect(303, `/phone?phone=${encodeURIComponent(transaction.phone)}`);
  });
}
