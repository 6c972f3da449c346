import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { loadConfig } from '../../src/config/app-config.js';
import { PaystackClient, PaystackError } from '../../src/modules/payment/paystack/paystack.client.js';
import { type PaystackSandbox, startPaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';

const SECRET = 'sk_test_sandbox_secret';

describe('the Paystack client against the Paystack sandbox over HTTP', () => {
  let sandbox: PaystackSandbox;
  let client: PaystackClient;
  let hooks: Server;
  const received: { body: string; signature: string }[] = [];

  beforeAll(async () => {
    hooks = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ body, signature: String(request.headers['x-paystack-signature']) });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', () => resolve()));
    const port = (hooks.address() as { port: number }).port;
    sandbox = await startPaystackSandbox({
      secretKey: SECRET,
      publicKey: 'pk_test_sandbox',
      webhookUrl: `http://127.0.0.1:${port}/hook`,
    });
    client = new PaystackClient(
      loadConfig({
        PAYSTACK_SECRET_KEY: SECRET,
        PAYSTACK_PUBLIC_KEY: 'pk_test_sandbox',
        PAYSTACK_BASE_URL: sandbox.url,
      }),
    );
  });
  afterAll(async () => {
    await sandbox.close();
    await new Promise((resolve) => hooks.close(resolve));
  });

  it('initialises, pays through checkout, verifies, and signs the charge.success webhook', async () => {
    const initialized = await client.initialize({
      email: 'payer@example.com',
      amount: 600_000,
      currency: 'KES',
      reference: 'SCH-TEST-1',
      channels: ['card', 'mobile_money'],
      callback_url: 'http://localhost/checkout/return',
    });
    expect(initialized.reference).toBe('SCH-TEST-1');
    expect(initialized.authorization_url).toBe(`${sandbox.url}/checkout/${initialized.access_code}`);
    expect((await client.verify('SCH-TEST-1')).status).toBe('ongoing');

    const page = await fetch(initialized.authorization_url);
    expect(await page.text()).toContain('M-Pesa');
    const paid = await fetch(initialized.authorization_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success&channel=mobile_money',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      'http://localhost/checkout/return?trxref=SCH-TEST-1&reference=SCH-TEST-1',
    );

    const verified = await client.verify('SCH-TEST-1');
    expect(verified).toMatchObject({
      status: 'success',
      amount: 600_000,
      currency: 'KES',
      channel: 'mobile_money',
      reference: 'SCH-TEST-1',
    });
    const [hook] = received;
    expect(JSON.parse(hook.body)).toMatchObject({
      event: 'charge.success',
      data: { reference: 'SCH-TEST-1', status: 'success' },
    });
    expect(hook.signature).toBe(createHmac('sha512', SECRET).update(hook.body).digest('hex'));
    expect((await client.list({ status: 'success' })).map((transaction) => transaction.reference)).toContain(
      'SCH-TEST-1',
    );
  });

  it('answers like Paystack when refusing: unknown reference, bad key, bad amount, duplicate reference', async () => {
    await expect(client.verify('NOPE')).rejects.toMatchObject({
      message: 'Transaction reference not found',
      status: 400,
    });
    const badKey = new PaystackClient(
      loadConfig({ PAYSTACK_SECRET_KEY: 'sk_wrong', PAYSTACK_PUBLIC_KEY: 'pk', PAYSTACK_BASE_URL: sandbox.url }),
    );
    await expect(badKey.verify('SCH-TEST-1')).rejects.toMatchObject({ message: 'Invalid key', status: 401 });
    await expect(
      client.initialize({ email: 'a@example.com', amount: 0, currency: 'KES', reference: 'SCH-ZERO' }),
    ).rejects.toBeInstanceOf(PaystackError);
    await expect(
      client.initialize({ email: 'a@example.com', amount: 100, currency: 'KES', reference: 'SCH-TEST-1' }),
    ).rejects.toMatchObject({ message: 'Duplicate Transaction Reference' });
  });

  it('refunds, fetches and lists refunds, and surfaces refusals as PaystackError', async () => {
    await client.initialize({ email: 'payer@example.com', amount: 500_000, currency: 'KES', reference: 'SCH-REF-1' });
    await sandbox.pay('SCH-REF-1', 'success', 'card');
    const paid = await client.verify('SCH-REF-1');
    expect(paid.fees).toBe(14_500);
    expect(paid.authorization).toMatchObject({ reusable: true, channel: 'card' });

    const partial = await client.refund({
      transaction: 'SCH-REF-1',
      amount: 200_000,
      currency: 'KES',
      customer_note: 'Cancelled in time',
    });
    expect(partial).toMatchObject({
      amount: 200_000,
      status: 'pending',
      transaction_reference: 'SCH-REF-1',
      transaction: { reference: 'SCH-REF-1', id: paid.id },
      customer_note: 'Cancelled in time',
    });
    const rest = await client.refund({ transaction: 'SCH-REF-1' });
    expect(rest.amount).toBe(300_000);

    expect(await client.fetchRefund(partial.id)).toMatchObject({
      id: partial.id,
      transaction: paid.id,
      transaction_reference: 'SCH-REF-1',
      amount: 200_000,
      status: 'pending',
    });
    expect((await client.listRefunds({ transaction: 'SCH-REF-1' })).map((refund) => refund.id)).toEqual([
      rest.id,
      partial.id,
    ]);
    expect(await client.listRefunds({ transaction: 'SCH-REF-1', perPage: 1 })).toHaveLength(1);

    await expect(client.fetchRefund(987_654)).rejects.toMatchObject({ status: 404, message: 'Refund not found' });
    const refused = client.refund({ transaction: 'SCH-REF-1', amount: 1 });
    await expect(refused).rejects.toBeInstanceOf(PaystackError);
    await expect(refused).rejects.toMatchObject({ status: 400, message: 'Transaction has been fully reversed' });
    await expect(client.refund({ transaction: 'SCH-NOPE' })).rejects.toMatchObject({
      status: 400,
      message: 'Transaction reference not found',
    });
  });

  it('reports an unreachable Paystack clearly', async () => {
    const offline = new PaystackClient(
      loadConfig({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_PUBLIC_KEY: 'pk', PAYSTACK_BASE_URL: 'http://127.0.0.1:1' }),
    );
    await expect(offline.verify('SCH-TEST-1')).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/^Paystack could not be reached/),
    });
  });

  it('serves the inline script with the PaystackPop surface', async () => {
    const script = await (await fetch(`${sandbox.url}/inline.js`)).text();
    expect(script).toContain('window.PaystackPop = PaystackPop');
    expect(script).toContain('resumeTransaction');
    expect(script).toContain('newTransaction');
  });
});
