import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config.js';
import { isLoopbackUrl, resolvePaystack } from './infrastructure.js';

describe('the local Paystack sandbox stand-in', () => {
  let dataDir: string;
  const log = () => undefined;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'coworking-sandbox-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('signs with a secret of this installation, the same on every start', async () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const first = await resolvePaystack(config, log);
    await first.stop();
    const second = await resolvePaystack(config, log);
    await second.stop();
    expect(first.value.PAYSTACK_SECRET_KEY).toMatch(/^sk_test_sandbox_[\w-]{64}$/);
    expect(second.value.PAYSTACK_SECRET_KEY).toBe(first.value.PAYSTACK_SECRET_KEY);

    const elsewhere = await mkdtemp(join(tmpdir(), 'coworking-sandbox-'));
    const other = await resolvePaystack(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: elsewhere, LOG_LEVEL: 'silent' }),
      log,
    );
    await other.stop();
    await rm(elsewhere, { recursive: true, force: true });
    expect(other.value.PAYSTACK_SECRET_KEY).not.toBe(first.value.PAYSTACK_SECRET_KEY);
  });

  it('refuses to stand in for Paystack when customers reach the product from elsewhere', async () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://coworking.example.co.ke',
    });
    await expect(resolvePaystack(config, log)).rejects.toThrow(/PAYSTACK_SECRET_KEY is required when PUBLIC_URL/);
  });

  it('knows which addresses only this machine reaches', () => {
    expect(isLoopbackUrl('http://localhost:3000')).toBe(true);
    expect(isLoopbackUrl('http://127.0.0.1:3000')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:3000')).toBe(true);
    expect(isLoopbackUrl('http://192.168.1.20:3000')).toBe(false);
    expect(isLoopbackUrl('https://localhost.example.com')).toBe(false);
  });
});
