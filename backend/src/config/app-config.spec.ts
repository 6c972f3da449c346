import { ConfigError, loadConfig } from './app-config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('runs with no environment at all, on documented defaults', () => {
    const config = loadConfig({}, { dataDir: '/srv/data' });
    expect(config).toMatchObject({
      env: 'development',
      http: { port: 3000, publicUrl: 'http://localhost:3000', trustProxy: 'loopback' },
      database: { url: undefined, poolSize: 10 },
      redis: { url: 'redis://127.0.0.1:6379', queuePrefix: 'coworking' },
      dataDir: '/srv/data',
      paystack: { secretKey: undefined, publicKey: undefined },
      mail: { smtpUrl: undefined },
      seed: { demo: true },
      booking: { holdMinutes: 15 },
    });
  });

  it('reads every contract variable', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://book.example.co.ke/',
      DATABASE_URL: 'postgres://app@db:5432/coworking',
      REDIS_URL: 'redis://cache:6379/2',
      PAYSTACK_SECRET_KEY: 'sk_test_x',
      PAYSTACK_PUBLIC_KEY: 'pk_test_x',
      PAYSTACK_BASE_URL: 'http://localhost:4010',
      SMTP_URL: 'smtp://mailpit:1025',
      MAIL_FROM: 'Hub <hello@example.co.ke>',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'secret1',
      SEED_DEMO: 'false',
      SESSION_SECRET: 'x'.repeat(32),
      TRUST_PROXY: '1',
    });
    expect(config.http).toEqual({ port: 8080, publicUrl: 'https://book.example.co.ke', trustProxy: 1 });
    expect(config.database.url).toBe('postgres://app@db:5432/coworking');
    expect(config.redis.url).toBe('redis://cache:6379/2');
    expect(config.paystack).toMatchObject({
      secretKey: 'sk_test_x',
      publicKey: 'pk_test_x',
      baseUrl: 'http://localhost:4010',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://mailpit:1025',
      from: 'Hub <hello@example.co.ke>',
      staffEmail: 'hello@example.co.ke',
      relaySeconds: 30,
      claimSeconds: 120,
    });
    expect(config.seed).toEqual({ demo: false, adminUsername: 'owner', adminPassword: 'secret1' });
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SEED_DEMO: ' ' }).database.url).toBeUndefined();
  });

  it('names each bad variable and what it must be', () => {
    expect(
      problemsOf({ PORT: 'eighty', SEED_DEMO: 'maybe', DATABASE_URL: 'mysql://x', REDIS_URL: 'localhost:6379' }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT must be a port number \(got "eighty"\)$/),
        expect.stringMatching(/^SEED_DEMO must be true or false \(got "maybe"\)$/),
        expect.stringMatching(/^DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//),
        expect.stringMatching(/^REDIS_URL must be a URL starting with redis:\/\//),
      ]),
    );
  });

  it('never echoes secrets back in its messages', () => {
    const problems = problemsOf({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'abc' });
    expect(problems).toEqual(['ADMIN_PASSWORD must be at least 6 characters']);
  });

  it('wants admin credentials and Paystack keys in pairs, and a session secret in production', () => {
    expect(problemsOf({ ADMIN_USERNAME: 'owner' })).toEqual([
      'ADMIN_PASSWORD must be set together with ADMIN_USERNAME and ADMIN_PASSWORD',
    ]);
    expect(problemsOf({ PAYSTACK_PUBLIC_KEY: 'pk' })).toEqual([
      'PAYSTACK_SECRET_KEY must be set together with PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY',
    ]);
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET is required in production (at least 32 random characters)',
    ]);
  });
});
