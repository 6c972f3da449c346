import { type PermissionMap, type SystemRoleName } from '@coworking/domain';
import { getQueueToken } from '@nestjs/bullmq';
import { type DynamicModule, type INestApplication, type Type } from '@nestjs/common';
import { type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import { type Job, type Queue } from 'bullmq';
import { createHttpApp } from '../../src/bootstrap/http-app.js';
import { Clock } from '../../src/common/clock/clock.js';
import { UnitOfWork } from '../../src/common/database/transaction.js';
import { type AppConfig } from '../../src/config/app-config.js';
import { prepareDatabase } from '../../src/database/migrate.js';
import { Admin } from '../../src/modules/identity/entities/admin.entity.js';
import { AttachmentDrawers } from '../../src/modules/mail/delivery/attachment-drawers.js';
import { MailDeliveryService } from '../../src/modules/mail/delivery/mail-delivery.service.js';
import { MailOutboxRepository } from '../../src/modules/mail/delivery/mail-outbox.repository.js';
import { MailTransports } from '../../src/modules/mail/delivery/mail-transport.js';
import { type AttachmentFile, type MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { EmailTemplatesRepository } from '../../src/modules/mail/templates/email-templates.repository.js';
import { Role } from '../../src/modules/identity/entities/role.entity.js';
import { hashPassword } from '../../src/modules/identity/password-hasher.js';
import { type PaystackSandbox, startPaystackSandbox } from '../../src/paystack-sandbox/sandbox-server.js';
import { QUEUES } from '../../src/queue/queues.js';
import { type SmsSandbox, startSmsSandbox } from '../../src/sms-sandbox/sandbox-server.js';
import { testConfig } from './test-config.js';
import { createTestOrm } from './test-database.js';

export const ROOT = { username: 'root', password: 'root-password' };

export interface TestApp {
  app: INestApplication;
  /** `http://127.0.0.1:port/api` */
  api: string;
  orm: MikroORM;
  config: AppConfig;
  em(): EntityManager;
  close(): Promise<void>;
}

/**
 * The HTTP API on a throwaway, prepared database (system roles, super admin `root`, no demo content); `extraModules`
 * adds test-only routes; `serveFrontends` also serves the built storefront and admin, as production does.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { extraModules?: (Type | DynamicModule)[]; serveFrontends?: boolean; preparedPages?: boolean } = {},
): Promise<TestApp> {
  const { orm, database, close } = await createTestOrm();
  const config = testConfig(database.url, {
    SEED_DEMO: 'false',
    ADMIN_USERNAME: ROOT.username,
    ADMIN_PASSWORD: ROOT.password,
    ...env,
  });
  await prepareDatabase(orm, config);
  const app = await createHttpApp(config, {
    serveFrontends: options.serveFrontends ?? false,
    preparedPages: options.preparedPages,
    extraModules: options.extraModules,
  });
  await app.listen(0, '127.0.0.1');
  return {
    app,
    api: `${await app.getUrl()}/api`,
    orm,
    config,
    em: () => orm.em.fork(),
    async close() {
      await app.close();
      await close();
    },
  };
}

/**
 * The mail queue's job for an outbox row: the API queues each committed message under its row's id. No worker runs
 * beside a test app, so the job waits there.
 */
export function mailJobFor(testApp: TestApp, outboxId: string): Promise<Job | undefined> {
  return testApp.app.get<Queue>(getQueueToken(QUEUES.mail)).getJob(outboxId);
}

/**
 * The worker's own mail delivery, for a test to run on the outbox rows its app wrote: drawing the attachments,
 * rendering and sending (SMTP_URL of the app's config) as in production.
 */
export function workerMailDelivery(testApp: TestApp): MailDeliveryService {
  return new MailDeliveryService(
    new MailOutboxRepository(testApp.orm.em),
    new EmailTemplatesRepository(testApp.orm.em),
    new UnitOfWork(testApp.orm.em),
    testApp.app.get(Clock),
    testApp.config,
    new MailTransports(),
    testApp.app.get(AttachmentDrawers),
  );
}

/** An outbox row's attachments as the worker sends them (those it draws at sending, drawn). */
export function attachmentFilesOf(
  testApp: TestApp,
  outbox: Pick<MailOutbox, 'attachments'>,
): Promise<AttachmentFile[]> {
  return testApp.app.get(AttachmentDrawers).filesOf(outbox.attachments);
}

/** Makes an admin straight in the database; a permission map makes (and assigns) a custom role. */
export async function makeAdmin(
  em: EntityManager,
  fields: {
    username: string;
    password?: string;
    role?: SystemRoleName;
    permissions?: PermissionMap;
    isActive?: boolean;
  },
): Promise<Admin> {
  const admin = new Admin(
    fields.username,
    `${fields.username}@example.com`,
    await hashPassword(fields.password ?? 'password1'),
  );
  admin.role = fields.role ?? 'admin';
  admin.isActive = fields.isActive ?? true;
  if (fields.permissions) {
    const role = new Role(`role for ${fields.username}`, fields.permissions);
    em.persist(role);
    admin.customRole = role;
  }
  em.persist(admin);
  await em.flush();
  return admin;
}

export interface Session {
  cookie: string;
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** Signs in through the API and returns a client that sends the session cookie. */
export async function signIn(api: string, username: string, password = 'password1'): Promise<Session> {
  const response = await fetch(`${api}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in of ${username} failed: ${response.status} ${await response.text()}`);
  return sessionFromCookie(api, sessionCookieOf(response));
}

export function sessionCookieOf(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (!setCookie) throw new Error('no session cookie was set');
  return setCookie.split(';')[0];
}

export function sessionFromCookie(api: string, cookie: string): Session {
  return {
    cookie,
    request: (method, path, body, headers = {}) =>
      fetch(`${api}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

/**
 * The HTTP API with payments going to a Paystack sandbox of its own (keys named after `name`), whose webhooks come
 * back to the API; `close` stops both. `PUBLIC_URL` is http://coworking.example, as e-mailed links show it.
 */
export async function createTestAppWithPaystack(
  name: string,
  env: Record<string, string> = {},
): Promise<{ testApp: TestApp; sandbox: PaystackSandbox; close(): Promise<void> }> {
  const keys = { secretKey: `sk_test_${name}`, publicKey: `pk_test_${name}` };
  const sandbox = await startPaystackSandbox(keys);
  const testApp = await createTestApp({
    PAYSTACK_SECRET_KEY: keys.secretKey,
    PAYSTACK_PUBLIC_KEY: keys.publicKey,
    PAYSTACK_BASE_URL: sandbox.url,
    PUBLIC_URL: 'http://coworking.example',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  sandbox.setWebhookUrl(`${testApp.api}/payments/webhook`);
  return {
    testApp,
    sandbox,
    async close() {
      await testApp.close();
      await sandbox.close();
    },
  };
}

/** The callback secret of the SMS tests' delivery-report URL. */
export const TEST_SMS_CALLBACK_SECRET = 'test-sms-callback-secret-0123456789';

/**
 * The HTTP API with SMS going to an SMS sandbox of its own (Africa's Talking's stand-in), whose delivery reports come
 * back to the API; `smsEnv` is the same settings for a worker process. `close` stops both.
 */
export async function createTestAppWithSms(
  env: Record<string, string> = {},
): Promise<{ testApp: TestApp; sandbox: SmsSandbox; smsEnv: Record<string, string>; close(): Promise<void> }> {
  const credentials = { username: 'sandbox', apiKey: 'test-africastalking-key' };
  const sandbox = await startSmsSandbox(credentials);
  const smsEnv = {
    AFRICASTALKING_USERNAME: credentials.username,
    AFRICASTALKING_API_KEY: credentials.apiKey,
    AFRICASTALKING_SENDER_ID: 'SYOKIMAU',
    AFRICASTALKING_BASE_URL: sandbox.url,
    SMS_CALLBACK_SECRET: TEST_SMS_CALLBACK_SECRET,
  };
  const testApp = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...smsEnv, ...env });
  sandbox.setCallbackUrl(`${testApp.api}/sms/delivery-reports/${TEST_SMS_CALLBACK_SECRET}`);
  return {
    testApp,
    sandbox,
    smsEnv,
    async close() {
      await testApp.close();
      await sandbox.close();
    },
  };
}

/** How many rows each table holds, to show that a refused request left nothing behind. */
export async function rowCounts(em: EntityManager, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] = Number((await em.execute<{ count: string }[]>(`select count(*) from ${table}`))[0].count);
  return counts;
}
