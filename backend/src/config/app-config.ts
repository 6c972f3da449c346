import { z } from 'zod';
import {
  DEFAULT_PROOF_OF_WORK_MAX_NUMBER,
  PROOF_OF_WORK_MAX_NUMBER_LIMIT,
} from '../common/proof-of-work/proof-of-work-challenges.js';
import { parseRateLimitOverrides, type RateLimitOverrides } from '../common/rate-limits/rate-limit-policies.js';

/**
 * The whole configuration of the product, read once from environment variables and validated.
 * A bad value stops start-up with a message naming the variable (see ConfigError).
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlWithProtocols = (protocols: string[]) =>
  z
    .url({ message: `must be a URL starting with ${protocols.join(' or ')}` })
    .refine((value) => protocols.some((protocol) => value.startsWith(protocol)), {
      message: `must be a URL starting with ${protocols.join(' or ')}`,
    });

/** Set all four and uploaded pictures go to object storage; set none and they stay in DATA_DIR/images. */
const OBJECT_STORAGE_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const PROOF_OF_WORK_MAX_NUMBER_RULE = `must be a whole number from 1 to ${PROOF_OF_WORK_MAX_NUMBER_LIMIT}`;

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
      .default('development'),
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int()
      .min(0)
      .max(65535, { message: 'must be a port number' })
      .default(3000),
    // API processes `npm start` runs on PORT (the kernel shares the connections among them): one per core.
    API_PROCESSES: z.coerce
      .number({ message: 'must be a whole number' })
      .int()
      .min(1, { message: 'must be at least 1' })
      .max(32, { message: 'must be at most 32' })
      .default(1),
    PUBLIC_URL: urlWithProtocols(['http://', 'https://']).optional(),
    TRUST_PROXY: z.string().min(1).default('loopback'),
    DATABASE_URL: urlWithProtocols(['postgres://', 'postgresql://']).optional(),
    DATABASE_POOL_SIZE: z.coerce.number({ message: 'must be a whole number' }).int().min(1).max(100).default(10),
    REDIS_URL: urlWithProtocols(['redis://', 'rediss://']).default('redis://127.0.0.1:6379'),
    QUEUE_PREFIX: z
      .string()
      .regex(/^[a-zA-Z0-9:_-]+$/, { message: 'may only contain letters, digits, ":", "_" and "-"' })
      .default('coworking'),
    DATA_DIR: z.string().min(1).optional(),
    PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
    PAYSTACK_PUBLIC_KEY: z.string().min(1).optional(),
    PAYSTACK_BASE_URL: urlWithProtocols(['http://', 'https://']).optional(),
    PAYSTACK_INLINE_JS_URL: urlWithProtocols(['http://', 'https://']).optional(),
    AFRICASTALKING_USERNAME: z.string().min(1).optional(),
    AFRICASTALKING_API_KEY: z.string().min(1).optional(),
    AFRICASTALKING_SENDER_ID: z.string().min(1).max(11, { message: 'must be at most 11 characters' }).optional(),
    AFRICASTALKING_BASE_URL: urlWithProtocols(['http://', 'https://']).optional(),
    SMS_CALLBACK_SECRET: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
    // Bearer token of GET /api/metrics (Prometheus); unset, the endpoint answers 404.
    METRICS_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
    SMTP_URL: urlWithProtocols(['smtp://', 'smtps://']).optional(),
    MAIL_FROM: z.string().min(3).default('Syokimau Coworking Hub <hello@syokimau-coworking.local>'),
    STAFF_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    MAIL_CLAIM_SECONDS: z.coerce
      .number({ message: 'must be a whole number of seconds' })
      .int()
      .min(1)
      .max(3600)
      .default(120),
    MAIL_RELAY_SECONDS: z.coerce
      .number({ message: 'must be a whole number of seconds' })
      .int()
      .min(1)
      .max(3600)
      .default(30),
    ADMIN_USERNAME: z.string().trim().min(3, { message: 'must be at least 3 characters' }).optional(),
    ADMIN_PASSWORD: z.string().min(6, { message: 'must be at least 6 characters' }).optional(),
    // Unset: true outside production, false in production (demo spaces there would be live and payable).
    SEED_DEMO: booleanFromEnv.optional(),
    SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    BOOKING_HOLD_MINUTES: z.coerce
      .number({ message: 'must be a whole number of minutes' })
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    // How long a waitlist offer holds the freed slot for the person it is offered to.
    WAITLIST_OFFER_MINUTES: z.coerce
      .number({ message: 'must be a whole number of minutes' })
      .int()
      .min(5)
      .max(24 * 60)
      .default(30),
    // At most this many unpaid checkouts holding slots at once, per e-mail and per client address.
    UNPAID_HOLDS_PER_EMAIL: z.coerce.number({ message: 'must be a whole number' }).int().min(1).max(1000).default(3),
    UNPAID_HOLDS_PER_ADDRESS: z.coerce.number({ message: 'must be a whole number' }).int().min(1).max(1000).default(6),
    // Changes to the public writes' rate limits (common/rate-limits/rate-limit-policies.ts), e.g. 'tours=10/1h'.
    RATE_LIMITS: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        for (const message of parseRateLimitOverrides(value).problems) ctx.addIssue({ code: 'custom', message });
      }),
    // The proof of work asked of the public forms (common/proof-of-work/): 'off' for integrators posting server-side.
    PROOF_OF_WORK: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
    PROOF_OF_WORK_MAX_NUMBER: z.coerce
      .number({ message: PROOF_OF_WORK_MAX_NUMBER_RULE })
      .int({ message: PROOF_OF_WORK_MAX_NUMBER_RULE })
      .min(1, { message: PROOF_OF_WORK_MAX_NUMBER_RULE })
      .max(PROOF_OF_WORK_MAX_NUMBER_LIMIT, { message: PROOF_OF_WORK_MAX_NUMBER_RULE })
      .default(DEFAULT_PROOF_OF_WORK_MAX_NUMBER),
    // Uploaded pictures in S3-compatible object storage instead of DATA_DIR/images: all four or none.
    S3_ENDPOINT: urlWithProtocols(['http://', 'https://']).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        message: 'must be a bucket name (3–63 lowercase letters, digits, "." and "-")',
      })
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    // true for MinIO and most self-hosted servers (bucket in the path, not in the host name).
    S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
        message: 'must be set together with ADMIN_USERNAME and ADMIN_PASSWORD',
      });
    }
    if (Boolean(env.AFRICASTALKING_USERNAME) !== Boolean(env.AFRICASTALKING_API_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.AFRICASTALKING_USERNAME ? 'AFRICASTALKING_API_KEY' : 'AFRICASTALKING_USERNAME'],
        message: 'must be set together with AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY',
      });
    }
    const objectStorage = OBJECT_STORAGE_VARIABLES.filter((name) => env[name]);
    if (objectStorage.length > 0 && objectStorage.length < OBJECT_STORAGE_VARIABLES.length) {
      for (const name of OBJECT_STORAGE_VARIABLES.filter((name) => !env[name]))
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `must be set together with ${OBJECT_STORAGE_VARIABLES.join(', ')} (all four for object storage, none for the local disk)`,
        });
    }
    if (env.NODE_ENV === 'production') {
      for (const problem of productionProblems(env)) ctx.addIssue({ code: 'custom', ...problem });
    } else if (Boolean(env.PAYSTACK_SECRET_KEY) !== Boolean(env.PAYSTACK_PUBLIC_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.PAYSTACK_SECRET_KEY ? 'PAYSTACK_PUBLIC_KEY' : 'PAYSTACK_SECRET_KEY'],
        message: 'must be set together with PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY',
      });
    }
  });

/**
 * Every environment variable the product reads, taken from the schema above so the list cannot fall behind it.
 * docker-compose.yml passes each of them, but the launcher's own (LAUNCHER_ONLY_VARIABLES), to the API, the worker and
 * the migrations (a test compares the two).
 */
export const ENVIRONMENT_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/**
 * Read by `npm start`'s launcher alone: how many API processes it runs. A container runs one process, so a compose
 * installation scales its `api` service instead and does not pass these on.
 */
export const LAUNCHER_ONLY_VARIABLES: readonly string[] = ['API_PROCESSES'];

/** The key prefix of the local Paystack sandbox's per-installation secret key (see launcher/infrastructure.ts). */
export const SANDBOX_SECRET_KEY_PREFIX = 'sk_test_sandbox_';
/** The local Paystack sandbox's public key. */
export const SANDBOX_PUBLIC_KEY = 'pk_test_local_sandbox';

/** The variables production checks, as parsed. */
type ProductionEnv = Partial<
  Record<
    'PUBLIC_URL' | 'SMTP_URL' | 'SESSION_SECRET' | 'DATABASE_URL' | 'PAYSTACK_SECRET_KEY' | 'PAYSTACK_PUBLIC_KEY',
    string
  >
>;

/**
 * What production cannot run without, one problem per variable. Each of these once started "fine" and failed
 * quietly: without PUBLIC_URL the cookie was not Secure and Paystack sent payers back to localhost; without SMTP_URL
 * mail was written to the container's disk and marked sent; without real Paystack keys nothing could be paid (or,
 * with the sandbox's, anyone could confirm a booking with a forged webhook).
 */
function productionProblems(env: ProductionEnv): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  const problem = (name: keyof ProductionEnv, message: string) => problems.push({ path: [name], message });
  if (!env.PUBLIC_URL)
    problem(
      'PUBLIC_URL',
      'is required in production: the https:// address customers use (e-mailed links, Paystack callbacks)',
    );
  else if (!env.PUBLIC_URL.startsWith('https://'))
    problem('PUBLIC_URL', 'must start with https:// in production (admin session cookies are sent over HTTPS only)');
  if (!env.SMTP_URL)
    problem('SMTP_URL', 'is required in production: without it e-mail is only written to disk and never delivered');
  if (!env.SESSION_SECRET) problem('SESSION_SECRET', 'is required in production (at least 32 random characters)');
  if (!env.DATABASE_URL)
    problem('DATABASE_URL', 'is required in production (the embedded database is for development only)');
  const secretMode = paystackKeyProblem(env, 'PAYSTACK_SECRET_KEY', 'sk', (key) =>
    key.startsWith(SANDBOX_SECRET_KEY_PREFIX),
  );
  const publicMode = paystackKeyProblem(env, 'PAYSTACK_PUBLIC_KEY', 'pk', (key) => key === SANDBOX_PUBLIC_KEY);
  for (const mode of [secretMode, publicMode]) if (typeof mode === 'object') problems.push(mode);
  if (typeof secretMode === 'string' && typeof publicMode === 'string' && secretMode !== publicMode)
    problem(
      'PAYSTACK_PUBLIC_KEY',
      `is a ${publicMode} key but PAYSTACK_SECRET_KEY is a ${secretMode} key: use the pair from one mode of the Paystack dashboard`,
    );
  return problems;
}

/** A real Paystack key's mode ('live' or 'test'), or the problem with the variable. */
function paystackKeyProblem(
  env: ProductionEnv,
  name: 'PAYSTACK_SECRET_KEY' | 'PAYSTACK_PUBLIC_KEY',
  prefix: 'sk' | 'pk',
  isSandbox: (key: string) => boolean,
): 'live' | 'test' | { path: string[]; message: string } {
  const key = env[name];
  const kind = prefix === 'sk' ? 'secret' : 'public';
  if (!key)
    return {
      path: [name],
      message: `is required in production: the ${kind} key (${prefix}_live_… or ${prefix}_test_…) from the Paystack dashboard`,
    };
  if (isSandbox(key))
    return {
      path: [name],
      message: `is the local Paystack sandbox's key, which is for development only: use the ${kind} key from the Paystack dashboard`,
    };
  const mode = new RegExp(`^${prefix}_(live|test)_[A-Za-z0-9]+$`).exec(key)?.[1];
  if (mode !== 'live' && mode !== 'test')
    return { path: [name], message: `must be a Paystack ${kind} key (${prefix}_live_… or ${prefix}_test_…)` };
  return mode;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  /** trustProxy: which proxies' X-Forwarded-For to believe, so client addresses are right behind a load balancer. */
  /**
   * apiProcesses: how many API processes share the port (`npm start` runs that many; each then binds it with
   * SO_REUSEPORT, so the kernel hands each new connection to one of them).
   */
  http: { port: number; publicUrl: string; trustProxy: string | number | boolean; apiProcesses: number };
  database: { url: string | undefined; poolSize: number };
  redis: { url: string; queuePrefix: string };
  dataDir: string;
  paystack: {
    /** Unset keys mean the local Paystack sandbox is used. */
    secretKey: string | undefined;
    publicKey: string | undefined;
    baseUrl: string | undefined;
    inlineJsUrl: string | undefined;
  };
  /**
   * relaySeconds: how often the worker looks for outbox rows that never reached Redis.
   * claimSeconds: how long a worker owns a message it is sending; after a crash it is sent again then.
   */
  mail: { smtpUrl: string | undefined; from: string; staffEmail: string; relaySeconds: number; claimSeconds: number };
  /**
   * Africa's Talking. Unset username and key: SMS stay queued (npm start points them at the local SMS sandbox).
   * callbackSecret: the secret path segment of the delivery-report URL; unset, delivery reports are refused.
   */
  sms: {
    username: string | undefined;
    apiKey: string | undefined;
    senderId: string | undefined;
    baseUrl: string;
    callbackSecret: string | undefined;
  };
  seed: { demo: boolean; adminUsername: string | undefined; adminPassword: string | undefined };
  session: { secret: string | undefined };
  booking: {
    holdMinutes: number;
    unpaidHoldsPerEmail: number;
    unpaidHoldsPerAddress: number;
    /** How long a waitlist offer holds the freed slot. */
    waitlistOfferMinutes: number;
  };
  rateLimits: RateLimitOverrides;
  /**
   * enabled: whether the tour, contact, careers and newsletter forms need a solved challenge (X-Proof-Of-Work).
   * maxNumber: the largest counter a challenge asks the browser to find (ALTCHA's "max number").
   */
  proofOfWork: { enabled: boolean; maxNumber: number };
  log: { level: string };
  /** S3-compatible object storage for uploaded pictures; undefined keeps them in DATA_DIR/images. */
  objectStorage:
    | {
        endpoint: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        region: string;
        forcePathStyle: boolean;
      }
    | undefined;
  /** token: what Prometheus sends as `Authorization: Bearer …` to read GET /api/metrics; unset, it is not served. */
  metrics: { token: string | undefined };
}

/** Blank variables count as unset, so `FOO=` in a .env file means "use the default". */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  defaults: { dataDir: string } = { dataDir: '.data' },
): AppConfig {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const given = env[name];
        const shown = given === undefined || /SECRET|PASSWORD|KEY/.test(name) ? '' : ` (got "${given}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    http: {
      port: e.PORT,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      apiProcesses: e.API_PROCESSES,
    },
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE },
    redis: { url: e.REDIS_URL, queuePrefix: e.QUEUE_PREFIX },
    dataDir: e.DATA_DIR ?? defaults.dataDir,
    paystack: {
      secretKey: e.PAYSTACK_SECRET_KEY,
      publicKey: e.PAYSTACK_PUBLIC_KEY,
      baseUrl: e.PAYSTACK_BASE_URL,
      inlineJsUrl: e.PAYSTACK_INLINE_JS_URL,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      staffEmail: e.STAFF_EMAIL ?? addressOf(e.MAIL_FROM),
      relaySeconds: e.MAIL_RELAY_SECONDS,
      claimSeconds: e.MAIL_CLAIM_SECONDS,
    },
    sms: {
      username: e.AFRICASTALKING_USERNAME,
      apiKey: e.AFRICASTALKING_API_KEY,
      senderId: e.AFRICASTALKING_SENDER_ID,
      baseUrl: (e.AFRICASTALKING_BASE_URL ?? 'https://api.africastalking.com').replace(/\/$/, ''),
      callbackSecret: e.SMS_CALLBACK_SECRET,
    },
    seed: {
      demo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
      adminUsername: e.ADMIN_USERNAME,
      adminPassword: e.ADMIN_PASSWORD,
    },
    session: { secret: e.SESSION_SECRET },
    booking: {
      holdMinutes: e.BOOKING_HOLD_MINUTES,
      unpaidHoldsPerEmail: e.UNPAID_HOLDS_PER_EMAIL,
      unpaidHoldsPerAddress: e.UNPAID_HOLDS_PER_ADDRESS,
      waitlistOfferMinutes: e.WAITLIST_OFFER_MINUTES,
    },
    rateLimits: parseRateLimitOverrides(e.RATE_LIMITS).overrides,
    proofOfWork: { enabled: e.PROOF_OF_WORK === 'on', maxNumber: e.PROOF_OF_WORK_MAX_NUMBER },
    log: { level: e.LOG_LEVEL },
    objectStorage:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    metrics: { token: e.METRICS_TOKEN },
  };
}

/** The bare address of 'Name <address>' (or the value itself). */
function addressOf(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox.trim();
}

/** 'true'/'false', a hop count, or addresses/subnets (`trust proxy` syntax), e.g. 'loopback, 10.0.0.0/8'. */
function parseTrustProxy(value: string): string | number | boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The database URL, which the API and the worker cannot run without (npm start provides one). */
export function requireDatabaseUrl(config: AppConfig): string {
  if (!config.database.url) {
    throw new ConfigError(['DATABASE_URL is required here (npm start runs an embedded database when it is unset)']);
  }
  return config.database.url;
}
