import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  type AppConfig,
  ConfigError,
  loadConfig,
  SANDBOX_PUBLIC_KEY,
  SANDBOX_SECRET_KEY_PREFIX,
} from '../config/app-config.js';
import { createOrmConfig } from '../database/mikro-orm.config.js';
import { prepareDatabase, type PrepareReport } from '../database/migrate.js';
import { Clock } from '../common/clock/clock.js';
import { UnitOfWork } from '../common/database/transaction.js';
import { AdminsRepository } from '../modules/identity/admins/admins.repository.js';
import { AuditLogRepository } from '../modules/identity/audit/audit-log.repository.js';
import { AuditLogService } from '../modules/identity/audit/audit-log.service.js';
import { FirstStartSetupRepository } from '../modules/identity/setup/first-start-setup.repository.js';
import { FirstStartSetup } from '../modules/identity/setup/first-start-setup.service.js';
import { startPaystackSandbox } from '../paystack-sandbox/sandbox-server.js';
import { startSmsSandbox } from '../sms-sandbox/sandbox-server.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { RedisUnavailableError, resolveLocalRedis } from './local-redis.js';

/** `.data/` at the repository root holds everything a local run keeps: embedded database, Redis, outbox. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

/** How long the local sandbox keeps a refund pending before it pays it out. */
export const LOCAL_REFUND_DELAY_MS = 60_000;

export function loadLauncherConfig(): AppConfig {
  return loadConfig(process.env, { dataDir: DEFAULT_DATA_DIR });
}

export interface Resource<T> {
  value: T;
  stop(): Promise<void>;
}

/** DATABASE_URL, or an embedded PostgreSQL with its data in DATA_DIR/postgres. */
export async function resolveDatabase(config: AppConfig, log: (line: string) => void): Promise<Resource<string>> {
  if (config.database.url) return { value: config.database.url, stop: async () => undefined };
  const embedded = await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
  log(
    `DATABASE_URL is not set: embedded PostgreSQL (PGlite) at ${embedded.url}, data in ${join(config.dataDir, 'postgres')}`,
  );
  return { value: embedded.url, stop: () => embedded.stop() };
}

/** REDIS_URL, or Redis on 127.0.0.1:6379, or a redis-server started from PATH with its data in DATA_DIR/redis. */
export async function resolveRedis(
  config: AppConfig,
  explicitUrl: boolean,
  log: (line: string) => void,
): Promise<Resource<string>> {
  if (explicitUrl) return { value: config.redis.url, stop: async () => undefined };
  const redis = await resolveLocalRedis(join(config.dataDir, 'redis'));
  log(
    redis.process
      ? `No Redis on 127.0.0.1:6379: started redis-server at ${redis.url}, data in ${join(config.dataDir, 'redis')}`
      : `Using Redis at ${redis.url}`,
  );
  return { value: redis.url, stop: () => redis.stop() };
}

/**
 * Without Paystack keys the local Paystack sandbox stands in for Paystack: the product's payment code
 * runs unchanged against it. Returns the environment that points the API and worker at it.
 */
export async function resolvePaystack(
  config: AppConfig,
  log: (line: string) => void,
): Promise<Resource<Record<string, string>>> {
  // Production never gets here without keys: loadConfig refuses it (and the sandbox's keys) for every process.
  if (config.paystack.secretKey) return { value: {}, stop: async () => undefined };
  // The sandbox confirms payments that were never made: only for a product nobody else can reach.
  if (!isLoopbackUrl(config.http.publicUrl))
    throw new ConfigError([
      `PAYSTACK_SECRET_KEY is required when PUBLIC_URL (${config.http.publicUrl}) is not a loopback address: the local Paystack sandbox is for this machine only`,
    ]);
  // Per installation and kept secret: a webhook signed with a key anyone can read would confirm unpaid bookings.
  const keys = {
    secretKey: `${SANDBOX_SECRET_KEY_PREFIX}${await keptSecret(config, 'paystack-sandbox-secret-key')}`,
    publicKey: SANDBOX_PUBLIC_KEY,
  };
  const sandbox = await startPaystackSandbox({
    ...keys,
    webhookUrl: `http://127.0.0.1:${config.http.port}/api/payments/webhook`,
    // Refunds go through a minute after they are asked for (real ones take days), so a local run shows both states.
    autoProcessRefundsAfterMs: LOCAL_REFUND_DELAY_MS,
  });
  log(
    `PAYSTACK_SECRET_KEY is not set: payments go to the local Paystack sandbox at ${sandbox.url} (checkout pages there; no real money)`,
  );
  return {
    value: {
      PAYSTACK_SECRET_KEY: keys.secretKey,
      PAYSTACK_PUBLIC_KEY: keys.publicKey,
      PAYSTACK_BASE_URL: sandbox.url,
      PAYSTACK_INLINE_JS_URL: `${sandbox.url}/inline.js`,
    },
    stop: () => sandbox.close(),
  };
}

/** How long the local SMS sandbox waits before it reports a message delivered. */
export const LOCAL_SMS_DELIVERY_DELAY_MS = 3000;

/**
 * Without Africa's Talking credentials the local SMS sandbox stands in for Africa's Talking (on a loopback PUBLIC_URL
 * only, like the Paystack sandbox): it takes the messages, shows them on its page and reports them delivered to the
 * API's callback. Returns the environment that points the API and worker at it.
 */
export async function resolveSms(
  config: AppConfig,
  log: (line: string) => void,
): Promise<Resource<Record<string, string>>> {
  if (config.sms.username) return { value: {}, stop: async () => undefined };
  if (!isLoopbackUrl(config.http.publicUrl)) {
    log('AFRICASTALKING_USERNAME is not set: SMS are not sent (they show as failed in the SMS log, to resend later)');
    return { value: {}, stop: async () => undefined };
  }
  const credentials = { username: 'sandbox', apiKey: await keptSecret(config, 'sms-sandbox-api-key') };
  const callbackSecret = config.sms.callbackSecret ?? (await keptSecret(config, 'sms-callback-secret'));
  const sandbox = await startSmsSandbox({
    ...credentials,
    callbackUrl: `http://127.0.0.1:${config.http.port}/api/sms/delivery-reports/${callbackSecret}`,
    autoDeliverAfterMs: LOCAL_SMS_DELIVERY_DELAY_MS,
  });
  log(`AFRICASTALKING_USERNAME is not set: SMS go to the local SMS sandbox, shown at ${sandbox.url}/ (no SMS leaves)`);
  return {
    value: {
      AFRICASTALKING_USERNAME: credentials.username,
      AFRICASTALKING_API_KEY: credentials.apiKey,
      AFRICASTALKING_BASE_URL: sandbox.url,
      SMS_CALLBACK_SECRET: callbackSecret,
    },
    stop: () => sandbox.close(),
  };
}

/**
 * Outside production a missing SESSION_SECRET is made once and kept in DATA_DIR, so sessions
 * survive restarts and every API process signs cookies alike.
 */
export async function resolveSessionSecret(config: AppConfig): Promise<string> {
  return config.session.secret ?? keptSecret(config, 'session-secret');
}

/** A random secret made once per installation and kept in DATA_DIR, readable by its owner only. */
export async function keptSecret(config: AppConfig, name: string): Promise<string> {
  const file = join(config.dataDir, name);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** True for http(s)://localhost, 127.x.x.x or [::1]: an address only this machine reaches. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Migrations and seed against the given database, with a short-lived ORM of its own; `afterwards` runs on the
 * prepared database before that ORM closes.
 */
export async function migrateDatabase(
  config: AppConfig,
  databaseUrl: string,
  afterwards?: (orm: MikroORM) => Promise<void>,
): Promise<PrepareReport> {
  const orm = await MikroORM.init(createOrmConfig(databaseUrl, { poolSize: 2 }));
  try {
    const report = await prepareDatabase(orm, config);
    await afterwards?.(orm);
    return report;
  } finally {
    await orm.close();
  }
}

/** A one-time setup link for the first super admin, or null when one exists (identity's FirstStartSetup). */
export function issueSetupLink(orm: MikroORM, config: AppConfig): Promise<string | null> {
  const em = orm.em;
  const setup = new FirstStartSetup(
    new FirstStartSetupRepository(em),
    new AdminsRepository(em),
    new AuditLogService(new AuditLogRepository(em)),
    new UnitOfWork(em),
    new Clock(),
  );
  return setup.issueLink(config.http.publicUrl);
}

export function describeReport(report: PrepareReport): string {
  const migrations = report.migrationsApplied.length
    ? `applied ${report.migrationsApplied.length} migration(s)`
    : 'schema up to date';
  return `Database ready: ${migrations}; demo content ${report.demoSeeded ? 'seeded' : 'unchanged'}; bootstrap admin ${report.bootstrapAdmin}.`;
}

/** Known start-up problems end the process with their message alone; anything else with its stack. */
export function exitOnStartupError(error: unknown): never {
  if (error instanceof ConfigError || error instanceof RedisUnavailableError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
}
