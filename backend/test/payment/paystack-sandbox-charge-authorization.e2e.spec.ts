import { createHmac } from 'node:crypto';
import { loadConfig } from '../../src/config/app-config.js';
import { PaystackClient, PaystackError } from '../../src/modules/payment/paystack/paystack.client.js';
import {
  type PaystackChargeEvent,
  type PaystackEnvelope,
  type PaystackTransaction,
} from '../../src/modules/payment/paystack/paystack.types.js';
import { type PaystackSandbox, startPaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { type ReceivedWebhook, startWebhookReceiver, waitFor } from '../support/webhook-receiver.js';

const SECRET = 'sk_test_charge_authorization';
const EMAIL = 'member@example.com';

function chargeHook(received: ReceivedWebhook[], reference: string): ReceivedWebhook | undefined {
  return received.find((hook) => {
    const event = JSON.parse(hook.body) as PaystackChargeEvent;
    return event.event === 'charge.success' && event.data.reference === reference;
  });
}

describe('charging a saved card in the Paystack sandbox (POST /transaction/charge_authorization)', () => {
  let sandbox: PaystackSandbox;
  let client: PaystackClient;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let cardCode: string;
  let mpesaCode: string;
  let counter = 0;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startPaystackSandbox({ secretKey: SECRET, publicKey: 'pk_test_charge', webhookUrl: receiver.url });
    client = new PaystackClient(
      loadConfig({
        PAYSTACK_SECRET_KEY: SECRET,
        PAYSTACK_PUBLIC_KEY: 'pk_test_charge',
        PAYSTACK_BASE_URL: sandbox.url,
      }),
    );
    await client.initialize({ email: EMAIL, amount: 500_000, currency: 'KES', reference: 'SCH-SAVE-CARD' });
    await sandbox.pay('SCH-SAVE-CARD', 'success', 'card');
    cardCode = (await client.verify('SCH-SAVE-CARD')).authorization!.authorization_code;
    await client.initialize({ email: EMAIL, amount: 500_000, currency: 'KES', reference: 'SCH-SAVE-MPESA' });
    await sandbox.pay('SCH-SAVE-MPESA', 'success', 'mobile_money');
    mpesaCode = (await client.verify('SCH-SAVE-MPESA')).authorization!.authorization_code;
  });
  afterAll(async () => {
    await sandbox.close();
    await receiver.close();
  });

  const nextReference = (): string => `SCH-RENEW-${++counter}`;

  async function postCharge(
    body: Record<string, unknown>,
    secret = SECRET,
  ): Promise<{ status: number; body: PaystackEnvelope<PaystackTransaction> }> {
    const response = await fetch(`${sandbox.url}/transaction/charge_authorization`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as PaystackEnvelope<PaystackTransaction> };
  }

  const invalidAuthorization = {
    status: 400,
    body: {
      status: false,
      message: 'Authorization code is not valid or is not reusable',
      type: 'validation_error',
      code: 'invalid_params',
    },
  };

  it('hands out the authorizations: the card reusable, M-Pesa not', () => {
    expect(sandbox.authorizationOf('SCH-SAVE-CARD')).toMatchObject({
      authorization_code: cardCode,
      reusable: true,
      channel: 'card',
      last4: '4081',
      brand: 'visa',
    });
    expect(sandbox.authorizationOf('SCH-SAVE-MPESA')).toMatchObject({
      authorization_code: mpesaCode,
      reusable: false,
      channel: 'mobile_money',
    });
    expect(sandbox.authorizationOf('SCH-NOPE')).toBeNull();
  });

  it('charges the card once: a successful transaction, a signed charge.success webhook, and verify, list and refund see it', async () => {
    const reference = nextReference();
    const before = sandbox.charges().length;
    const charged = await client.chargeAuthorization({
      authorization_code: cardCode,
      email: EMAIL,
      amount: 250_000,
      currency: 'KES',
      reference,
      metadata: { membershipId: 'm-1', period: '2025-07' },
    });
    expect(charged).toMatchObject({
      status: 'success',
      reference,
      amount: 250_000,
      currency: 'KES',
      channel: 'card',
      gateway_response: 'Approved',
      fees: 7_250,
      metadata: { membershipId: 'm-1', period: '2025-07' },
      customer: { email: EMAIL },
      authorization: { authorization_code: cardCode, reusable: true, channel: 'card', last4: '4081', brand: 'visa' },
    });
    expect(Number.isInteger(charged.id)).toBe(true);
    expect(Date.parse(charged.paid_at!)).not.toBeNaN();
    expect(sandbox.charges().slice(before)).toEqual([charged]);

    const hook = await waitFor(() => chargeHook(receiver.received, reference), 'charge.success');
    expect(hook.signature).toBe(createHmac('sha512', SECRET).update(hook.body).digest('hex'));
    expect((JSON.parse(hook.body) as PaystackChargeEvent).data).toEqual(charged);
    // The sandbox records a webhook once our receiver has answered it, which can be just after the receiver saw it.
    await waitFor(() => sandbox.webhooksSent().find((sent) => sent.body === hook.body), 'the sandbox to record it');
    expect(sandbox.webhooksSent().filter((sent) => sent.body === hook.body)).toEqual([
      { body: hook.body, signature: hook.signature, status: 200 },
    ]);

    expect(await client.verify(reference)).toEqual(charged);
    expect((await client.list({ status: 'success' })).map((transaction) => transaction.reference)).toContain(reference);
    expect(sandbox.authorizationOf(reference)).toMatchObject({ authorization_code: cardCode });
    const refund = await client.refund({ transaction: reference, amount: 50_000 });
    expect(refund).toMatchObject({ transaction_reference: reference, amount: 50_000, status: 'pending' });
  });

  it('answers over HTTP with Paystack envelope and takes metadata as stringified JSON too', async () => {
    const reference = nextReference();
    const answer = await postCharge({
      authorization_code: cardCode,
      email: EMAIL,
      amount: 1_000,
      reference,
      metadata: JSON.stringify({ renewal: true }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      message: 'Charge attempted',
      // The currency defaults to the one the card was saved with.
      data: { status: 'success', reference, currency: 'KES', metadata: { renewal: true } },
    });
  });

  it('refuses a reference already used, by a checkout or an earlier charge, without charging', async () => {
    const duplicate = {
      status: 400,
      body: {
        status: false,
        message: 'Duplicate Transaction Reference',
        type: 'validation_error',
        code: 'duplicate_reference',
      },
    };
    const reference = nextReference();
    expect((await postCharge({ authorization_code: cardCode, email: EMAIL, amount: 1_000, reference })).status).toBe(
      200,
    );
    const charged = sandbox.charges().length;
    expect(await postCharge({ authorization_code: cardCode, email: EMAIL, amount: 1_000, reference })).toEqual(
      duplicate,
    );
    expect(
      await postCharge({ authorization_code: cardCode, email: EMAIL, amount: 1_000, reference: 'SCH-SAVE-CARD' }),
    ).toEqual(duplicate);
    await expect(
      client.chargeAuthorization({
        authorization_code: cardCode,
        email: EMAIL,
        amount: 1_000,
        currency: 'KES',
        reference,
      }),
    ).rejects.toEqual(new PaystackError('Duplicate Transaction Reference', 400));
    expect(sandbox.charges()).toHaveLength(charged);
  });

  it('refuses the M-Pesa authorization, an unknown code and someone else’s email', async () => {
    const charged = sandbox.charges().length;
    const base = { email: EMAIL, amount: 1_000, currency: 'KES' };
    expect(await postCharge({ ...base, authorization_code: mpesaCode, reference: nextReference() })).toEqual(
      invalidAuthorization,
    );
    expect(await postCharge({ ...base, authorization_code: 'AUTH_unknown', reference: nextReference() })).toEqual(
      invalidAuthorization,
    );
    expect(await postCharge({ ...base, reference: nextReference() })).toEqual(invalidAuthorization);
    expect(
      await postCharge({
        ...base,
        email: 'someone-else@example.com',
        authorization_code: cardCode,
        reference: nextReference(),
      }),
    ).toEqual(invalidAuthorization);
    await expect(
      client.chargeAuthorization({
        authorization_code: mpesaCode,
        email: EMAIL,
        amount: 1_000,
        currency: 'KES',
        reference: nextReference(),
      }),
    ).rejects.toMatchObject({ status: 400, message: 'Authorization code is not valid or is not reusable' });
    expect(sandbox.charges()).toHaveLength(charged);
  });

  it('refuses bad amounts and emails, and a wrong secret key', async () => {
    for (const amount of [0, -1, 10.5, 'abc', undefined])
      expect(
        await postCharge({ authorization_code: cardCode, email: EMAIL, amount, reference: nextReference() }),
      ).toMatchObject({ status: 400, body: { status: false, message: 'Invalid Amount Sent' } });
    expect(
      await postCharge({ authorization_code: cardCode, email: 'nope', amount: 1_000, reference: nextReference() }),
    ).toMatchObject({ status: 400, body: { status: false, message: 'Invalid Email Address Passed' } });
    expect(
      await postCharge(
        { authorization_code: cardCode, email: EMAIL, amount: 1_000, reference: nextReference() },
        'sk_wrong',
      ),
    ).toEqual({ status: 401, body: { status: false, message: 'Invalid key' } });
  });

  it('declines the next charges declineNextCharges asks for, with HTTP 200 and no webhook, then charges again', async () => {
    sandbox.declineNextCharges(cardCode, 2);
    const charge = (reference: string) =>
      client.chargeAuthorization({
        authorization_code: cardCode,
        email: EMAIL,
        amount: 300_000,
        currency: 'KES',
        reference,
      });
    const before = sandbox.charges().length;

    // A refused call does not use up a decline.
    expect(
      (await postCharge({ authorization_code: cardCode, email: 'x@example.com', amount: 1, reference: 'X' })).status,
    ).toBe(400);
    const first = await charge('SCH-DECLINE-1');
    expect(first).toMatchObject({
      status: 'failed',
      reference: 'SCH-DECLINE-1',
      channel: 'card',
      gateway_response: 'Insufficient Funds',
      paid_at: null,
      fees: null,
      authorization: { authorization_code: cardCode, reusable: true },
    });
    expect((await charge('SCH-DECLINE-2')).status).toBe('failed');
    const third = await charge('SCH-DECLINE-3');
    expect(third).toMatchObject({ status: 'success', gateway_response: 'Approved' });

    expect(
      sandbox
        .charges()
        .slice(before)
        .map(({ reference, status }) => ({ reference, status })),
    ).toEqual([
      { reference: 'SCH-DECLINE-1', status: 'failed' },
      { reference: 'SCH-DECLINE-2', status: 'failed' },
      { reference: 'SCH-DECLINE-3', status: 'success' },
    ]);
    expect(await client.verify('SCH-DECLINE-1')).toMatchObject({ status: 'failed' });
    // A failed charge's reference stays used.
    expect(
      (await postCharge({ authorization_code: cardCode, email: EMAIL, amount: 1, reference: 'SCH-DECLINE-1' })).body
        .message,
    ).toBe('Duplicate Transaction Reference');
    await expect(client.refund({ transaction: 'SCH-DECLINE-1' })).rejects.toMatchObject({ status: 400 });

    await waitFor(() => chargeHook(receiver.received, 'SCH-DECLINE-3'), 'charge.success');
    expect(chargeHook(receiver.received, 'SCH-DECLINE-1')).toBeUndefined();
    expect(chargeHook(receiver.received, 'SCH-DECLINE-2')).toBeUndefined();

    // The default is one decline; 0 clears; only issued codes are accepted.
    sandbox.declineNextCharges(cardCode);
    expect((await charge('SCH-DECLINE-4')).status).toBe('failed');
    expect((await charge('SCH-DECLINE-5')).status).toBe('success');
    sandbox.declineNextCharges(cardCode, 3);
    sandbox.declineNextCharges(cardCode, 0);
    expect((await charge('SCH-DECLINE-6')).status).toBe('success');
    expect(() => sandbox.declineNextCharges('AUTH_unknown')).toThrow(
      'The sandbox issued no authorization AUTH_unknown',
    );
  });
});
