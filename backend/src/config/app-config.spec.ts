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
      http: { port: 3000, publicUrl: 'http://localhost:3000', trustProxy: 'loopback', apiProcesses: 1 },
      database: { url: undefined, poolSize: 10 },
      redis: { url: 'redis://127.0.0.1:6379', queuePrefix: 'coworking' },
      dataDir: '/srv/data',
      paystack: { secretKey: undefined, publicKey: undefined },
      mail: { smtpUrl: undefined },
      seed: { demo: true },
      booking: { holdMinutes: 15 },
      proofOfWork: { enabled: true, maxNumber: 400 },
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
      API_PROCESSES: '2',
    });
    expect(config.http).toEqual({
      port: 8080,
      publicUrl: 'https://book.example.co.ke',
      trustProxy: 1,
      apiProcesses: 2,
    });
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
      problemsOf({
        PORT: 'eighty',
        SEED_DEMO: 'maybe',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'localhost:6379',
        API_PROCESSES: '0',
      }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^API_PROCESSES must be at least 1 \(got "0"\)$/),
        expect.stringMatching(/^PORT must be a port number \(got "eighty"\)$/),
        expect.stringMatching(/^SEED_DEMO must be true or false \(got "maybe"\)$/),
        expect.stringMatching(/^DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//),
        expect.stringMatching(/^REDIS_URL must be a URL starting with redis:\/\//),
      ]),
    );
  });

  it('asks the public forms for a proof of work unless PROOF_OF_WORK is off, at the difficulty set', () => {
    expect(loadConfig({ PROOF_OF_WORK: 'off', PROOF_OF_WORK_MAX_NUMBER: '50' }).proofOfWork).toEqual({
      enabled: false,
      maxNumber: 50,
    });
    expect(problemsOf({ PROOF_OF_WORK: 'false', PROOF_OF_WORK_MAX_NUMBER: '0' })).toEqual([
      'PROOF_OF_WORK must be on or off (got "false")',
      'PROOF_OF_WORK_MAX_NUMBER must be a whole number from 1 to 100000 (got "0")',
    ]);
    for (const given of ['lots', '2.5', '1000000'])
      expect(problemsOf({ PROOF_OF_WORK_MAX_NUMBER: given })).toEqual([
        `PROOF_OF_WORK_MAX_NUMBER must be a whole number from 1 to 100000 (got "${given}")`,
      ]);
  });

  it('never echoes secrets back in its messages', () => {
    const problems = problemsOf({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'abc' });
    expect(problems).toEqual(['ADMIN_PASSWORD must be at least 6 characters']);
  });

  it('wants admin credentials and Paystack keys in pairs', () => {
    expect(problemsOf({ ADMIN_USERNAME: 'owner' })).toEqual([
      'ADMIN_PASSWORD must be set together with ADMIN_USERNAME and ADMIN_PASSWORD',
    ]);
    expect(problemsOf({ PAYSTACK_PUBLIC_KEY: 'pk' })).toEqual([
      'PAYSTACK_SECRET_KEY must be set together with PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY',
    ]);
  });
});

describe('production configuration', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://book.example.co.ke',
    SMTP_URL: 'smtps://mailer:secret@smtp.example.co.ke:465',
    SESSION_SECRET: 'x'.repeat(32),
    DATABASE_URL: 'postgres://app@db:5432/coworking',
    PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef',
    PAYSTACK_PUBLIC_KEY: 'pk_live_0123456789abcdef',
  };
  const without = (name: keyof typeof PRODUCTION) =>
    Object.fromEntries(Object.entries(PRODUCTION).filter(([key]) => key !== name));

  it('starts with every required variable, without demo content unless SEED_DEMO says so, asking for proof of work', () => {
    expect(loadConfig(PRODUCTION).seed.demo).toBe(false);
    expect(loadConfig(PRODUCTION).proofOfWork.enabled).toBe(true);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).seed.demo).toBe(true);
    expect(
      loadConfig({ ...PRODUCTION, PAYSTACK_SECRET_KEY: 'sk_test_1a', PAYSTACK_PUBLIC_KEY: 'pk_test_1a' }).env,
    ).toBe('production');
  });

  it('names every missing variable at once', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'PUBLIC_URL is required in production: the https:// address customers use (e-mailed links, Paystack callbacks)',
      'SMTP_URL is required in production: without it e-mail is only written to disk and never delivered',
      'SESSION_SECRET is required in production (at least 32 random characters)',
      'DATABASE_URL is required in production (the embedded database is for development only)',
      'PAYSTACK_SECRET_KEY is required in production: the secret key (sk_live_… or sk_test_…) from the Paystack dashboard',
      'PAYSTACK_PUBLIC_KEY is required in production: the public key (pk_live_… or pk_test_…) from the Paystack dashboard',
    ]);
  });

  it.each(Object.keys(PRODUCTION).filter((name) => name !== 'NODE_ENV'))('refuses to start without %s', (name) => {
    const problems = problemsOf(without(name as keyof typeof PRODUCTION));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} is required in production`));
  });

  it('wants an https PUBLIC_URL and real Paystack keys of one mode', () => {
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: 'http://localhost:3000' })).toEqual([
      'PUBLIC_URL must start with https:// in production (admin session cookies are sent over HTTPS only) (got "http://localhost:3000")',
    ]);
    expect(
      problemsOf({
        ...PRODUCTION,
        PAYSTACK_SECRET_KEY: 'sk_test_sandbox_abc',
        PAYSTACK_PUBLIC_KEY: 'pk_test_local_sandbox',
      }),
    ).toEqual([
      "PAYSTACK_SECRET_KEY is the local Paystack sandbox's key, which is for development only: use the secret key from the Paystack dashboard",
      "PAYSTACK_PUBLIC_KEY is the local Paystack sandbox's key, which is for development only: use the public key from the Paystack dashboard",
    ]);
    expect(problemsOf({ ...PRODUCTION, PAYSTACK_SECRET_KEY: 'secret', PAYSTACK_PUBLIC_KEY: 'sk_live_1' })).toEqual([
      'PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_live_… or sk_test_…)',
      'PAYSTACK_PUBLIC_KEY must be a Paystack public key (pk_live_… or pk_test_…)',
    ]);
    expect(problemsOf({ ...PRODUCTION, PAYSTACK_PUBLIC_KEY: 'pk_test_1a' })).toEqual([
      'PAYSTACK_PUBLIC_KEY is a test key but PAYSTACK_SECRET_KEY is a live key: use the pair from one mode of the Paystack dashboard',
    ]);
  });
});
