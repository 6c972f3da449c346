import { normalizeMpesaPhone } from '@coworking/domain';
import { loadConfig } from '../../src/config/app-config.js';
import { PaystackClient, PaystackError } from '../../src/modules/payment/paystack/paystack.client.js';
import { type PaystackChargeEvent } from '../../src/modules/payment/paystack/paystack.types.js';
import { type PaystackSandbox, startPaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { type ReceivedWebhook, startWebhookReceiver, waitFor } from '../support/webhook-receiver.js';

const SECRET = 'sk_test_mobile_money';
const PHONE = normalizeMpesaPhone('0712 345 678')!;

const chargeHooks = (received: ReceivedWebhook[], reference: string) =>
  received.filter((hook) => {
    const event = JSON.parse(hook.body) as PaystackChargeEvent;
    return event.event === 'charge.success' && event.data.reference === reference;
  });

/**
 * M-Pesa by STK push in the Paystack sandbox, as the product's client sees it: POST /charge with `mobile_money`
 * answers `pay_offline` while the prompt waits on the phone, GET /charge/:reference says `pending` until the payer
 * answers, and the answer on the sandbox's "phone" ends it: approved → success with one charge.success webhook;
 * cancelled or timed out → no webhook, and verify says so. Paystack's refusals come back as PaystackError.
 */
describe('M-Pesa STK push in the Paystack sandbox (POST /charge)', () => {
  let sandbox: PaystackSandbox;
  let client: PaystackClient;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let counter = 0;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startPaystackSandbox({ secretKey: SECRET, publicKey: 'pk_test_mm', webhookUrl: receiver.url });
    client = new PaystackClient(
      loadConfig({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_PUBLIC_KEY: 'pk_test_mm', PAYSTACK_BASE_URL: sandbox.url }),
    );
  });
  afterAll(async () => {
    await sandbox.close();
    await receiver.close();
  });

  const push = (overrides: Record<string, unknown> = {}) =>
    client.chargeMobileMoney({
      email: 'payer@example.com',
      amount: 150_000,
      currency: 'KES',
      reference: `SCH-MPESA-${++counter}`,
      metadata: { purpose: 'booking' },
      mobile_money: { phone: PHONE, provider: 'mpesa' },
      ...overrides,
    });

  it('prompts the phone, stays pending until the PIN is entered, then succeeds with one webhook', async () => {
    const started = await push();
    expect(started).toEqual({
      reference: started.reference,
      status: 'pay_offline',
      display_text: 'Please complete authorization process on your mobile phone',
    });
    expect(sandbox.promptsWaiting(PHONE).map((prompt) => prompt.reference)).toContain(started.reference);
    expect((await client.checkCharge(started.reference)).status).toBe('pending');

    // The sandbox's phone page shows the prompt, with the amount, to answer.
    const page = await (await fetch(`${sandbox.url}/phone?phone=${PHONE}`)).text();
    expect(page).toContain('KES 1,500.00');
    expect(page).toContain(started.reference);

    await sandbox.answerOnPhone(started.reference, 'approve');
    await waitFor(() => chargeHooks(receiver.received, started.reference)[0], 'charge.success');
    const settled = await client.checkCharge(started.reference);
    expect(settled).toMatchObject({ status: 'success', channel: 'mobile_money', amount: 150_000 });
    expect((await client.verify(started.reference)).status).toBe('success');
    // Answering again changes nothing and sends nothing more.
    await sandbox.answerOnPhone(started.reference, 'decline');
    expect((await client.verify(started.reference)).status).toBe('success');
    expect(chargeHooks(receiver.received, started.reference)).toHaveLength(1);
    expect(sandbox.promptsWaiting(PHONE).map((prompt) => prompt.reference)).not.toContain(started.reference);
  });

  it.each([
    ['decline', 'failed', 'Request cancelled by user'],
    ['timeout', 'abandoned', 'Request timed out'],
  ] as const)('ends a prompt the payer answers with %s as %s, without a webhook', async (answer, status, gateway) => {
    const started = await push();
    // Through the phone page's form, as a person would.
    const pressed = await fetch(`${sandbox.url}/phone/${started.reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ answer }),
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);
    expect(await client.checkCharge(started.reference)).toMatchObject({ status, gateway_response: gateway });
    expect(chargeHooks(receiver.received, started.reference)).toHaveLength(0);
  });

  it('refuses a second charge with a used reference, a number that is not M-Pesa, and another currency', async () => {
    const started = await push();
    await expect(push({ reference: started.reference })).rejects.toMatchObject({
      message: 'Duplicate Transaction Reference',
      status: 400,
    });
    await expect(push({ mobile_money: { phone: '0712345678', provider: 'mpesa' } })).rejects.toThrow(
      'Invalid phone number',
    );
    await expect(push({ currency: 'NGN' })).rejects.toBeInstanceOf(PaystackError);
    await expect(client.checkCharge('SCH-NO-SUCH')).rejects.toMatchObject({ status: 404 });
  });
});
