import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config.js';
import { resolveSms } from '../launcher/infrastructure.js';
import { AfricasTalkingClient, SmsSendError } from '../modules/sms/delivery/africas-talking.client.js';
import { startSmsSandbox } from './sandbox-server.js';

/** A callback receiver: the delivery reports the sandbox posts, as form fields. */
async function reportReceiver(): Promise<{ url: string; reports: Record<string, string>[]; close(): Promise<void> }> {
  const reports: Record<string, string>[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      reports.push(Object.fromEntries(new URLSearchParams(body)));
      response.writeHead(200).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/callback`,
    reports,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("the local SMS sandbox, Africa's Talking's stand-in", () => {
  const log = () => undefined;

  it("answers the product's client in Africa's Talking's shapes, shows the message and reports its delivery", async () => {
    const receiver = await reportReceiver();
    const sandbox = await startSmsSandbox({ username: 'sandbox', apiKey: 'key-1', callbackUrl: receiver.url });
    try {
      const client = new AfricasTalkingClient(
        loadConfig({
          AFRICASTALKING_USERNAME: 'sandbox',
          AFRICASTALKING_API_KEY: 'key-1',
          AFRICASTALKING_SENDER_ID: 'SYOKIMAU',
          AFRICASTALKING_BASE_URL: sandbox.url,
        }),
      );
      const recipient = await client.send('254712345678', 'Karibu!');
      expect(recipient).toMatchObject({ statusCode: 101, status: 'Success', number: '+254712345678' });
      expect(recipient.messageId).toMatch(/^ATXid_/);
      expect(sandbox.messages()).toMatchObject([{ to: '+254712345678', from: 'SYOKIMAU', message: 'Karibu!' }]);
      expect(await (await fetch(`${sandbox.url}/`)).text()).toContain('Karibu!');

      sandbox.failNext(1, 'http-500');
      await expect(client.send('254712345678', 'Again')).rejects.toMatchObject({ retryable: true });
      sandbox.failNext(1, 'recipient-500');
      await expect(client.send('254712345678', 'Again')).rejects.toMatchObject({
        retryable: true,
        providerStatus: '500 InternalServerError',
      });
      const invalid = await client.send('254712345678', 'Fine again');
      expect(invalid.statusCode).toBe(101);

      expect(await sandbox.report(recipient.messageId, 'Failed', 'AbsentSubscriber')).toBe(200);
      expect(receiver.reports).toEqual([
        {
          id: recipient.messageId,
          status: 'Failed',
          phoneNumber: '+254712345678',
          networkCode: '63902',
          retryCount: '0',
          failureReason: 'AbsentSubscriber',
        },
      ]);

      const wrongKey = new AfricasTalkingClient(
        loadConfig({
          AFRICASTALKING_USERNAME: 'sandbox',
          AFRICASTALKING_API_KEY: 'nope',
          AFRICASTALKING_BASE_URL: sandbox.url,
        }),
      );
      const refused = await wrongKey.send('254712345678', 'Hi').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SmsSendError);
      expect(refused).toMatchObject({ retryable: false });
    } finally {
      await sandbox.close();
      await receiver.close();
    }
  });

  it('stands in when no credentials are set, with secrets of this installation, and only on a loopback address', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'coworking-sms-sandbox-'));
    try {
      const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const first = await resolveSms(config, log);
      await first.stop();
      const second = await resolveSms(config, log);
      await second.stop();
      expect(first.value).toMatchObject({
        AFRICASTALKING_USERNAME: 'sandbox',
        AFRICASTALKING_BASE_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      });
      expect(second.value.AFRICASTALKING_API_KEY).toBe(first.value.AFRICASTALKING_API_KEY);
      expect(second.value.SMS_CALLBACK_SECRET).toBe(first.value.SMS_CALLBACK_SECRET);

      const elsewhere = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://coworking.example.co.ke' });
      expect((await resolveSms(elsewhere, log)).value).toEqual({});
      const configured = loadConfig({
        DATA_DIR: dataDir,
        AFRICASTALKING_USERNAME: 'syokimau',
        AFRICASTALKING_API_KEY: 'k',
      });
      expect((await resolveSms(configured, log)).value).toEqual({});
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
